import { attendanceReferencesRoutes, type ByMonthsRow, type Month, monthLabels } from '@kg/contracts';
import { routePath } from '../../../shared/api/route-request';
import { useGetByMonthsReferenceQuery } from '../api';
import {
  dailyColumns,
  dailyTotals,
  ReferenceFilters,
  ReferencePage,
  ReferenceTable,
  useReferenceFilters,
} from '../components/reference-kit';

const monthName = (month: string): string => `${monthLabels[Number(month.slice(5, 7)) as Month]} ${month.slice(0, 4)}`;

/**
 * /attendances/references/montly-attendances (spelt as in the spec): the months of the selected school year for a
 * group or the whole kindergarten (GET AttendanceReferences/by-months).
 */
export default function ByMonthsPage() {
  const { query, update } = useReferenceFilters('none');
  const result = useGetByMonthsReferenceQuery(query, { refetchOnMountOrArgChange: true });
  const totals = result.data?.totals;
  return (
    <ReferencePage
      title="Присъствия по месеци"
      exportPath={(format) => routePath(attendanceReferencesRoutes.byMonthsExport, { query: { ...query, format } })}
      filters={<ReferenceFilters kind="none" query={query} update={update} />}
    >
      <ReferenceTable<ByMonthsRow>
        result={result}
        rows={result.data?.rows}
        rowKey="month"
        emptyText="Изберете учебна година."
        columns={[
          { title: 'Месец', key: 'month', render: (_value, row) => monthName(row.month) },
          ...dailyColumns<ByMonthsRow>(),
        ]}
        totals={dailyTotals(totals)}
      />
    </ReferencePage>
  );
}
