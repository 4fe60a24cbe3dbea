import type { CashiersReferenceRow } from '@kg/contracts';
import { pageQueryOf } from '../../../shared/list';
import { formatCents } from '../../../shared/money/money';
import { exportPaths, useGetCashiersReferenceQuery } from '../api';
import { byMethodNotes, dayText, methodText, PAGE_SIZE } from '../components/columns';
import { type FilterField, ReferenceFilters, useReferenceFilters } from '../components/reference-filters';
import { type ReferenceColumn, ReferenceView } from '../components/reference-view';

const FIELDS: FilterField[] = ['provider', 'activity', 'source', 'method', 'cashier'];

const columns: ReferenceColumn<CashiersReferenceRow>[] = [
  { key: 'cashierName', title: 'Касиер', render: (row) => row.cashierName ?? 'Без касиер (онлайн)' },
  { key: 'paidOn', title: 'Дата', render: (row) => dayText(row.paidOn) },
  { key: 'method', title: 'Начин на плащане', render: (row) => methodText(row.method) },
  { key: 'payments', title: 'Плащания', numeric: true, render: (row) => row.payments },
  { key: 'amountCents', title: 'Сума', numeric: true, render: (row) => formatCents(row.amountCents) },
];

/** /activities/references/cash: what each cashier took in per day and method (docs/payment-references.md). */
export default function CashReferencePage() {
  const state = useReferenceFilters(FIELDS);
  const query = { ...state.query, ...pageQueryOf(state.paging, PAGE_SIZE) };
  const reference = useGetCashiersReferenceQuery(query);
  const exportQuery = { ...state.query, pageNumber: 1, pageSize: PAGE_SIZE };
  const totals = reference.data?.totals;
  return (
    <ReferenceView
      title="Справка по касиери"
      description="Събраните плащания (без анулираните) по касиер, ден и начин на плащане."
      filters={<ReferenceFilters fields={FIELDS} state={state} />}
      files={{ pdf: exportPaths.cashiers('pdf', exportQuery), excel: exportPaths.cashiers('excel', exportQuery) }}
      columns={columns}
      rows={reference.data?.result}
      rowKey={(row) => `${row.cashierId ?? 0}/${row.paidOn}/${row.method}`}
      totals={totals && { payments: totals.payments, amountCents: formatCents(totals.amountCents) }}
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
        onChange: (changes) => state.update(changes, false),
      }}
    />
  );
}
