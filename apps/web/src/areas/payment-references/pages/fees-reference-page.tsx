import { cashedReferenceColumns, type CashedReferenceRow } from '@kg/contracts';
import { pageQueryOf } from '../../../shared/list';
import { formatCents } from '../../../shared/money/money';
import { exportPaths, useGetCashedReferenceQuery } from '../api';
import { byMethodNotes, dayText, methodText, monthText, PAGE_SIZE } from '../components/columns';
import { type FilterField, ReferenceFilters, useReferenceFilters } from '../components/reference-filters';
import { type ReferenceColumn, ReferenceView } from '../components/reference-view';

const FIELDS: FilterField[] = ['provider', 'activity', 'group', 'source', 'method', 'cashier'];
const SORTABLE = new Set<string>(cashedReferenceColumns);

const plainColumns: ReferenceColumn<CashedReferenceRow>[] = [
  { key: 'studentName', title: 'Дете', render: (row) => row.studentName },
  { key: 'paidOn', title: 'Дата', render: (row) => dayText(row.paidOn) },
  { key: 'className', title: 'Група', render: (row) => row.className ?? '—' },
  { key: 'activityName', title: 'Дейност', render: (row) => row.activityName },
  { key: 'month', title: 'Такса за', render: (row) => monthText(row.year, row.month) },
  { key: 'method', title: 'Начин на плащане', render: (row) => methodText(row.method) },
  { key: 'cashierName', title: 'Касиер', render: (row) => row.cashierName ?? '—' },
  { key: 'receiptNumber', title: 'Квитанция №', render: (row) => row.receiptNumber ?? '—' },
  { key: 'amountCents', title: 'Сума', numeric: true, render: (row) => formatCents(row.amountCents) },
];
const columns = plainColumns.map((column) => ({ ...column, sortable: SORTABLE.has(column.key) }));

/** /activities/references/fees: every payment collected in the period, paged (the „cashed“ reference; docs/payment-references.md). */
export default function FeesReferencePage() {
  const state = useReferenceFilters(FIELDS, cashedReferenceColumns);
  const query = { ...state.query, ...pageQueryOf(state.paging, PAGE_SIZE) };
  const reference = useGetCashedReferenceQuery(query);
  const exportQuery = { ...query, pageNumber: 1 };
  const totals = reference.data?.totals;
  return (
    <ReferenceView
      title="Справка за платени такси"
      description="Всяко плащане от периода (по дата на плащане, без анулираните) с таксата, която плаща."
      filters={<ReferenceFilters fields={FIELDS} state={state} />}
      files={{ pdf: exportPaths.cashed('pdf', exportQuery), excel: exportPaths.cashed('excel', exportQuery) }}
      columns={columns}
      rows={reference.data?.result}
      rowKey={(row) => row.paymentId}
      totals={totals && { amountCents: formatCents(totals.amountCents) }}
      notes={byMethodNotes(totals)}
      isFetching={reference.isFetching}
      isError={reference.isError}
      error={reference.error}
      refetch={reference.refetch}
      emptyText="Няма плащания за избрания период."
      paging={{
        page: state.paging.page,
        pageSize: PAGE_SIZE,
        total: reference.data?.rowsCount ?? 0,
        sort: state.paging.sort,
        desc: state.paging.desc,
        onChange: (changes) => state.update(changes, false),
      }}
    />
  );
}
