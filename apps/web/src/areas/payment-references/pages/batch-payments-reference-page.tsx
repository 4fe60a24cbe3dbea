import type { BatchPaymentsReferenceRow } from '@kg/contracts';
import { List, Typography } from 'antd';
import { pageQueryOf } from '../../../shared/list';
import { formatCents } from '../../../shared/money/money';
import { exportPaths, useGetBatchPaymentsReferenceQuery } from '../api';
import { dayText, methodText, monthText, PAGE_SIZE } from '../components/columns';
import { type FilterField, ReferenceFilters, useReferenceFilters } from '../components/reference-filters';
import { type ReferenceColumn, ReferenceView } from '../components/reference-view';

const FIELDS: FilterField[] = ['method'];

const columns: ReferenceColumn<BatchPaymentsReferenceRow>[] = [
  { key: 'paidOn', title: 'Дата', render: (row) => dayText(row.paidOn) },
  { key: 'receiptNumber', title: 'Квитанция №', render: (row) => row.receiptNumber ?? '—' },
  { key: 'payerName', title: 'Платец', render: (row) => row.payerName ?? '—' },
  { key: 'cashierName', title: 'Касиер', render: (row) => row.cashierName ?? '—' },
  { key: 'method', title: 'Начин на плащане', render: (row) => methodText(row.method) },
  { key: 'fees', title: 'Такси', numeric: true, render: (row) => row.fees.length },
  { key: 'amountCents', title: 'Сума', numeric: true, render: (row) => formatCents(row.amountCents) },
];

/** A batch's fees: child, activity, month and the amount paid. */
function BatchFees({ batch }: { batch: BatchPaymentsReferenceRow }) {
  return (
    <List
      size="small"
      dataSource={batch.fees}
      renderItem={(fee) => (
        <List.Item>
          <Typography.Text>
            {fee.studentName} · {fee.activityName} · {monthText(fee.year, fee.month)}
          </Typography.Text>
          <Typography.Text strong>{formatCents(fee.amountCents)}</Typography.Text>
        </List.Item>
      )}
    />
  );
}

/** /activities/references/batch-payments: each batch payment with the fees it paid (docs/payment-references.md). */
export default function BatchPaymentsReferencePage() {
  const state = useReferenceFilters(FIELDS);
  const query = { ...state.query, ...pageQueryOf(state.paging, PAGE_SIZE) };
  const reference = useGetBatchPaymentsReferenceQuery(query);
  const exportQuery = { ...query, pageNumber: 1 };
  const totals = reference.data?.totals;
  return (
    <ReferenceView
      title="Справка за групови плащания"
      description="Груповите плащания от периода (няколко такси с една квитанция), всяко с платените такси."
      filters={<ReferenceFilters fields={FIELDS} state={state} />}
      files={{ pdf: exportPaths.batchPayments('pdf', exportQuery), excel: exportPaths.batchPayments('excel', exportQuery) }}
      columns={columns}
      rows={reference.data?.result}
      rowKey={(row) => row.batchId}
      totals={totals && { fees: totals.payments, amountCents: formatCents(totals.amountCents) }}
      isFetching={reference.isFetching}
      isError={reference.isError}
      error={reference.error}
      refetch={reference.refetch}
      emptyText="Няма групови плащания за избрания период."
      expand={(batch) => <BatchFees batch={batch} />}
      paging={{
        page: state.paging.page,
        pageSize: PAGE_SIZE,
        total: reference.data?.rowsCount ?? 0,
        onChange: (changes) => state.update(changes, false),
      }}
    />
  );
}
