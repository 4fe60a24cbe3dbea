import type { ClassesReferenceRow } from '@kg/contracts';
import { exportPaths, useGetClassesReferenceQuery } from '../api';
import { feeSumColumns, feeSumTotals } from '../components/columns';
import { type FilterField, ReferenceFilters, useReferenceFilters } from '../components/reference-filters';
import { type ReferenceColumn, ReferenceView } from '../components/reference-view';

const FIELDS: FilterField[] = ['provider', 'activity', 'group', 'source', 'basis'];

const columns: ReferenceColumn<ClassesReferenceRow>[] = [
  { key: 'className', title: 'Група', render: (row) => row.className ?? 'Без група' },
  { key: 'activityName', title: 'Дейност', render: (row) => row.activityName },
  { key: 'children', title: 'Деца', numeric: true, render: (row) => row.children },
  ...feeSumColumns<ClassesReferenceRow>(),
];

/** /activities/references/groups: per group and activity the fees charged, paid and unpaid (docs/payment-references.md). */
export default function GroupsReferencePage() {
  const state = useReferenceFilters(FIELDS);
  const reference = useGetClassesReferenceQuery(state.query);
  return (
    <ReferenceView
      title="Справка по групи"
      description="Таксите за месеците от периода по групи и дейности; групата е тази, в която е детето през месеца на таксата."
      filters={<ReferenceFilters fields={FIELDS} state={state} />}
      files={{ pdf: exportPaths.classes('pdf', state.query), excel: exportPaths.classes('excel', state.query) }}
      columns={columns}
      rows={reference.data?.rows}
      rowKey={(row) => `${row.classId ?? 0}/${row.activityId}`}
      totals={feeSumTotals(reference.data?.totals)}
      isFetching={reference.isFetching}
      isError={reference.isError}
      error={reference.error}
      refetch={reference.refetch}
      emptyText="Няма такси за избрания период."
    />
  );
}
