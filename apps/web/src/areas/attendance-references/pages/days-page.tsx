import { attendanceReferencesRoutes, type DaysAttendedRow } from '@kg/contracts';
import { routePath } from '../../../shared/api/route-request';
import { useGetDaysAttendancesReferenceQuery } from '../api';
import { countColumn, ReferenceFilters, ReferencePage, ReferenceTable, useReferenceFilters } from '../components/reference-kit';

/**
 * /attendances/references/days: the days each child attended in a period, hourly days among them (GET
 * AttendanceReferences/days-attendances; the printable reference is days-attendances/reference).
 */
export default function DaysPage() {
  const { query, update } = useReferenceFilters('period');
  const result = useGetDaysAttendancesReferenceQuery(query, { refetchOnMountOrArgChange: true });
  const totals = result.data?.totals;
  return (
    <ReferencePage
      title="Присъствени дни"
      exportPath={(format) => routePath(attendanceReferencesRoutes.daysAttendancesReference, { query: { ...query, format } })}
      filters={<ReferenceFilters kind="period" query={query} update={update} />}
    >
      <ReferenceTable<DaysAttendedRow>
        result={result}
        rows={result.data?.rows}
        rowKey={(row) => `${row.classId}-${row.studentId}`}
        emptyText="Няма отбелязани присъствия за периода."
        columns={[
          { title: 'Група', dataIndex: 'className', key: 'className' },
          { title: 'Дете', dataIndex: 'studentName', key: 'studentName' },
          countColumn('Присъствени дни', 'present'),
          countColumn('От тях почасово', 'hourly'),
          countColumn('Извинени', 'excused'),
          countColumn('Неизвинени', 'unexcused'),
        ]}
        totals={totals && ['Общо', '', totals.present, totals.hourly, totals.excused, totals.unexcused]}
      />
    </ReferencePage>
  );
}
