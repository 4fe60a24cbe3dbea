import { attendanceReferencesRoutes, type PerGroupRow } from '@kg/contracts';
import { routePath } from '../../../shared/api/route-request';
import { useGetPerGroupReferenceQuery } from '../api';
import {
  dailyColumns,
  dailyTotals,
  ReferenceFilters,
  ReferencePage,
  ReferenceTable,
  useReferenceFilters,
} from '../components/reference-kit';

/** /attendances/references/groups: every group over a period (GET AttendanceReferences/per-group). */
export default function GroupsPage() {
  const { query, update } = useReferenceFilters('period');
  const result = useGetPerGroupReferenceQuery(query, { refetchOnMountOrArgChange: true });
  const totals = result.data?.totals;
  return (
    <ReferencePage
      title="Присъствия по групи"
      exportPath={(format) => routePath(attendanceReferencesRoutes.perGroupExport, { query: { ...query, format } })}
      filters={<ReferenceFilters kind="period" query={query} update={update} />}
    >
      <ReferenceTable<PerGroupRow>
        result={result}
        rows={result.data?.rows}
        rowKey="classId"
        emptyText="Няма отбелязани присъствия за периода."
        columns={[{ title: 'Група', dataIndex: 'className', key: 'className' }, ...dailyColumns<PerGroupRow>()]}
        totals={dailyTotals(totals)}
      />
    </ReferencePage>
  );
}
