import { studentsReferenceColumns, type StudentsReferenceRow } from '@kg/contracts';
import { pageQueryOf } from '../../../shared/list';
import { exportPaths, useGetStudentsReferenceQuery } from '../api';
import { feeSumColumns, feeSumTotals, PAGE_SIZE } from '../components/columns';
import { type FilterField, ReferenceFilters, useReferenceFilters } from '../components/reference-filters';
import { type ReferenceColumn, ReferenceView } from '../components/reference-view';

const FIELDS: FilterField[] = ['provider', 'activity', 'group', 'source', 'basis'];
const SORTABLE = new Set<string>(studentsReferenceColumns);

const plainColumns: ReferenceColumn<StudentsReferenceRow>[] = [
  { key: 'studentName', title: 'Дете', render: (row) => row.studentName },
  { key: 'className', title: 'Група', render: (row) => row.className ?? '—' },
  ...feeSumColumns<StudentsReferenceRow>(),
];
const columns = plainColumns.map((column) => ({ ...column, sortable: SORTABLE.has(column.key) }));

/** /activities/references/kids: per child the fees of the period, paged (docs/payment-references.md). */
export default function KidsReferencePage() {
  const state = useReferenceFilters(FIELDS, studentsReferenceColumns);
  const query = { ...state.query, ...pageQueryOf(state.paging, PAGE_SIZE) };
  const reference = useGetStudentsReferenceQuery(query);
  const exportQuery = { ...query, pageNumber: 1 };
  return (
    <ReferenceView
      title="Справка по деца"
      description="Таксите на всяко дете за месеците от периода: начислено, платено и неплатено."
      filters={<ReferenceFilters fields={FIELDS} state={state} />}
      files={{ pdf: exportPaths.students('pdf', exportQuery), excel: exportPaths.students('excel', exportQuery) }}
      columns={columns}
      rows={reference.data?.result}
      rowKey={(row) => row.studentId}
      totals={feeSumTotals(reference.data?.totals)}
      isFetching={reference.isFetching}
      isError={reference.isError}
      error={reference.error}
      refetch={reference.refetch}
      emptyText="Няма такси за избрания период."
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
