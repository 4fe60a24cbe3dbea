import { attendanceReferencesRoutes, type AbsenceRow, type PerDayGroupRow } from '@kg/contracts';
import { formatDate } from '../../../shared/dates/dates';
import { routePath } from '../../../shared/api/route-request';
import { useGetPerDayReferenceQuery } from '../api';
import {
  absenceColumns,
  countColumn,
  ReferenceFilters,
  ReferencePage,
  ReferenceTable,
  useReferenceFilters,
} from '../components/reference-kit';

/** /attendances/references/for-day: the groups on a day (GET AttendanceReferences/per-day) and who was absent. */
export default function ForDayPage() {
  const { query, update } = useReferenceFilters('day');
  const result = useGetPerDayReferenceQuery(query, { refetchOnMountOrArgChange: true });
  const data = result.data;
  return (
    <ReferencePage
      title="Присъствия за ден"
      exportPath={(format) => routePath(attendanceReferencesRoutes.perDayExport, { query: { ...query, format } })}
      filters={<ReferenceFilters kind="day" query={query} update={update} />}
    >
      <ReferenceTable<PerDayGroupRow>
        result={result}
        rows={data?.groups}
        rowKey="classId"
        caption={`По групи за ${formatDate(query.date as string)}`}
        emptyText="В този ден няма записани деца."
        columns={[
          { title: 'Група', dataIndex: 'className', key: 'className' },
          countColumn('Записани', 'enrolled'),
          countColumn('Присъствия', 'present'),
          countColumn('Извинени', 'excused'),
          countColumn('Неизвинени', 'unexcused'),
          countColumn('Не се отчитат', 'notCounted'),
          countColumn('Неотбелязани', 'notMarked'),
        ]}
        totals={
          data && [
            'Общо',
            data.totals.enrolled,
            data.totals.present,
            data.totals.excused,
            data.totals.unexcused,
            data.totals.notCounted,
            data.totals.notMarked,
          ]
        }
      />
      {!result.isError && (
        <div style={{ marginTop: 24 }}>
          <ReferenceTable<AbsenceRow>
            result={result}
            rows={data?.absent}
            rowKey="studentId"
            caption="Отсъстващи деца"
            emptyText="Няма отсъстващи деца."
            columns={absenceColumns(false)}
          />
        </div>
      )}
    </ReferencePage>
  );
}
