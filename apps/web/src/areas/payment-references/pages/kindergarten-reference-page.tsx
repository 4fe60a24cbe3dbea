import { type KindergartenReferenceRow, paymentSourceLabels } from '@kg/contracts';
import { exportPaths, useGetKindergartenReferenceQuery } from '../api';
import { feeSumColumns, feeSumTotals } from '../components/columns';
import { type FilterField, ReferenceFilters, useReferenceFilters } from '../components/reference-filters';
import type { ReferenceColumn } from '../components/reference-view';
import { ReferenceView } from '../components/reference-view';

const FIELDS: FilterField[] = ['provider', 'activity', 'group', 'source', 'basis'];

const columns: ReferenceColumn<KindergartenReferenceRow>[] = [
  { key: 'activityName', title: 'Дейност', render: (row) => row.activityName },
  { key: 'providerName', title: 'Доставчик', render: (row) => row.providerName },
  { key: 'paymentSource', title: 'Събиране', render: (row) => paymentSourceLabels[row.paymentSource] },
  { key: 'children', title: 'Деца', numeric: true, render: (row) => row.children },
  ...feeSumColumns<KindergartenReferenceRow>(),
];

/** /activities/references/kindergarten: per activity the month's fees charged, paid and unpaid (docs/payment-references.md). */
export default function KindergartenReferencePage() {
  const state = useReferenceFilters(FIELDS);
  const reference = useGetKindergartenReferenceQuery(state.query);
  return (
    <ReferenceView
      title="Справка по детска градина"
      description="Таксите за месеците от периода по дейности: начислено, платено (без анулираните плащания) и неплатено."
      filters={<ReferenceFilters fields={FIELDS} state={state} />}
      files={{ pdf: exportPaths.kindergarten('pdf', state.query), excel: exportPaths.kindergarten('excel', state.query) }}
      columns={columns}
      rows={reference.data?.rows}
      rowKey={(row) => row.activityId}
      totals={feeSumTotals(reference.data?.totals)}
      isFetching={reference.isFetching}
      isError={reference.isError}
      error={reference.error}
      refetch={reference.refetch}
      emptyText="Няма такси за избрания период."
    />
  );
}
