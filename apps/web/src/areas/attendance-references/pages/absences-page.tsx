import { attendanceReferencesRoutes, type AbsenceRow } from '@kg/contracts';
import { ServerTable } from '../../../shared/list';
import { routePath } from '../../../shared/api/route-request';
import { useGetAbsencesReferenceQuery } from '../api';
import { absenceColumns, ReferenceFilters, ReferencePage, useReferenceFilters } from '../components/reference-kit';

const PAGE_SIZE = 50;

/** /attendances/references/absences: every absence of a period, paged (GET AttendanceReferences/absences). */
export default function AbsencesPage() {
  const { query, paging, update } = useReferenceFilters('period');
  const list = useGetAbsencesReferenceQuery(
    { ...query, pageNumber: paging.page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <ReferencePage
      title="Отсъствия"
      exportPath={(format) => routePath(attendanceReferencesRoutes.absencesExport, { query: { ...query, format } })}
      filters={<ReferenceFilters kind="period" query={query} update={update} />}
    >
      <ServerTable<AbsenceRow, never>
        list={list}
        paging={paging}
        pageSize={PAGE_SIZE}
        onChange={(changes) => update(changes, false)}
        rowKey={(row) => `${row.studentId}-${row.forDate}`}
        emptyText="Няма отсъствия за периода."
        columns={absenceColumns(true)}
      />
    </ReferencePage>
  );
}
