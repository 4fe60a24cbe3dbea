import { allows, Resource, type ScrappingRow, ScrappingState, scrappingStateLabels, scrappingTypeLabels } from '@kg/contracts';
import { Button, type TableProps, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/dates';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetWarehouseLookupQuery } from '../api';
import { euro } from '../components/decimal-text';
import { OutflowFilters, stateColor } from '../components/outflow-filters';
import { PAGE_SIZE } from '../components/register-list';
import { useGetScrappingsQuery } from '../outflows-api';

const BASE = '/storage/scrappings';
const SORTABLE = ['scrappingDate', 'number', 'warehouse'] as const;
type SortColumn = (typeof SORTABLE)[number];
const STATES = [ScrappingState.Saved, ScrappingState.Completed].map((value) => ({
  value,
  label: scrappingStateLabels[value],
}));

/** /storage/scrappings: the scrapping protocols, newest first; warehouse, state and year in the URL. */
export default function ScrappingsPage() {
  const { params, paging, update } = useUrlListState(SORTABLE);
  const warehouseId = Number(params.get('warehouse')) || undefined;
  const state = (Number(params.get('state')) || undefined) as ScrappingState | undefined;
  const year = Number(params.get('year')) || undefined;
  const list = useGetScrappingsQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(warehouseId ? { warehouseId } : {}),
    ...(state ? { state } : {}),
    ...(year ? { year } : {}),
  });
  const warehouses = useGetWarehouseLookupQuery();
  const canCreate = allows(useGetUserDataQuery().data?.access ?? [], Resource.StockScrappings, 'create');
  const columns: TableProps<ScrappingRow>['columns'] = [
    {
      title: '№',
      key: 'number',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'number'),
      render: (_v, row) => <Link to={`${BASE}/${row.id}`}>{`Протокол № ${row.number}/${row.year}`}</Link>,
    },
    {
      title: 'Дата',
      key: 'scrappingDate',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'scrappingDate'),
      render: (_v, row) => formatDate(row.scrappingDate),
    },
    {
      title: 'Склад',
      key: 'warehouse',
      dataIndex: 'warehouseName',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'warehouse'),
    },
    { title: 'Вид', key: 'type', responsive: ['md'], render: (_v, row) => scrappingTypeLabels[row.type] },
    {
      title: 'Състояние',
      key: 'state',
      render: (_v, row) => <Tag color={stateColor(row.state)}>{scrappingStateLabels[row.state]}</Tag>,
    },
    { title: 'Стойност', key: 'value', align: 'right', render: (_v, row) => euro(row.value) },
  ];
  return (
    <ListPage<ScrappingRow, SortColumn>
      title="Бракуване"
      actions={
        canCreate ? (
          <Link to={`${BASE}/create`}>
            <Button type="primary">Нов протокол</Button>
          </Link>
        ) : undefined
      }
      filters={
        <OutflowFilters
          warehouses={warehouses.data ?? []}
          warehouseId={warehouseId}
          states={STATES}
          state={state}
          year={year}
          onChange={(changes) => update(changes)}
        />
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма протоколи за бракуване по избраните критерии."
    />
  );
}
