import { attendanceReferencesRoutes, type FamilyAbsenceRow, groupAgeTypeLabels } from '@kg/contracts';
import { Tag, Typography } from 'antd';
import { formatDate } from '../../../shared/dates/dates';
import { routePath } from '../../../shared/api/route-request';
import { useGetFamilyAbsenceReferenceQuery } from '../api';
import { countColumn, ReferenceFilters, ReferencePage, ReferenceTable, useReferenceFilters } from '../components/reference-kit';

/**
 * /attendances/references/personal-reasons: each child's family-reason days in the selected school year against the
 * cap in force (GET AttendanceReferences/family-absence; Наредба № 5/2016 чл. 10, docs/attendance-references.md).
 */
export default function PersonalReasonsPage() {
  const { query, update } = useReferenceFilters('none');
  const result = useGetFamilyAbsenceReferenceQuery(query, { refetchOnMountOrArgChange: true });
  const rows = result.data?.rows;
  return (
    <ReferencePage
      title="Отсъствия по семейни причини"
      exportPath={(format) => routePath(attendanceReferencesRoutes.familyAbsenceExport, { query: { ...query, format } })}
      filters={<ReferenceFilters kind="none" query={query} update={update} />}
    >
      {result.data && (
        <Typography.Paragraph type="secondary">Лимит в сила към {formatDate(result.data.onDate)}.</Typography.Paragraph>
      )}
      <ReferenceTable<FamilyAbsenceRow>
        result={result}
        rows={rows}
        rowKey="studentId"
        emptyText="Няма деца в групите на учебната година."
        columns={[
          { title: 'Група', dataIndex: 'className', key: 'className' },
          { title: 'Вид група', key: 'ageType', render: (_value, row) => groupAgeTypeLabels[row.ageType] },
          { title: 'Дете', dataIndex: 'studentName', key: 'studentName' },
          countColumn('Използвани дни', 'used'),
          countColumn('Лимит', 'cap'),
          countColumn('Оставащи', 'remaining'),
          {
            title: 'Лимит',
            key: 'flag',
            render: (_value, row) =>
              row.overLimit ? <Tag color="red">Надвишен</Tag> : row.limitReached ? <Tag color="orange">Достигнат</Tag> : null,
          },
        ]}
        totals={rows && ['Общо', '', '', rows.reduce((sum, row) => sum + row.used, 0), '', '', '']}
      />
    </ReferencePage>
  );
}
