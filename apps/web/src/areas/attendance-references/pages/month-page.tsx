import { attendanceReferencesRoutes, type PerStudentRow } from '@kg/contracts';
import { Empty } from 'antd';
import { routePath } from '../../../shared/api/route-request';
import { useGetPerStudentReferenceQuery } from '../api';
import { ReferenceFilters, ReferencePage, ReferenceTable, useReferenceFilters } from '../components/reference-kit';

const total =
  (key: keyof PerStudentRow['totals']) =>
  (_value: unknown, row: PerStudentRow): number =>
    row.totals[key];

/**
 * /attendances/references/month: a group's month, one row per child with the month's totals (GET
 * AttendanceReferences/per-student with the group and the month's first and last day).
 */
export default function MonthPage() {
  const { query, update } = useReferenceFilters('month');
  const chosen = query.classId !== undefined;
  const result = useGetPerStudentReferenceQuery(query, { skip: !chosen, refetchOnMountOrArgChange: true });
  const totals = result.data?.totals;
  return (
    <ReferencePage
      title="Месечна справка за група"
      exportPath={
        chosen ? (format) => routePath(attendanceReferencesRoutes.perStudentExport, { query: { ...query, format } }) : undefined
      }
      filters={<ReferenceFilters kind="month" query={query} update={update} groupRequired />}
    >
      {!chosen ? (
        <Empty description="Изберете група и месец." />
      ) : (
        <ReferenceTable<PerStudentRow>
          result={result}
          rows={result.data?.rows}
          rowKey="studentId"
          emptyText="Няма отбелязани присъствия в групата за месеца."
          columns={[
            { title: 'Дете', dataIndex: 'studentName', key: 'studentName' },
            { title: 'Присъствия', key: 'present', align: 'right', render: total('present') },
            { title: 'Извинени', key: 'excused', align: 'right', render: total('excused') },
            { title: 'Неизвинени', key: 'unexcused', align: 'right', render: total('unexcused') },
            { title: 'Семейни причини', key: 'familyReason', align: 'right', render: total('familyReason') },
            { title: 'Болест', key: 'sick', align: 'right', render: total('sick') },
            { title: 'Не се отчитат', key: 'notCounted', align: 'right', render: total('notCounted') },
          ]}
          totals={
            totals && [
              'Общо',
              totals.present,
              totals.excused,
              totals.unexcused,
              totals.familyReason,
              totals.sick,
              totals.notCounted,
            ]
          }
        />
      )}
    </ReferencePage>
  );
}
