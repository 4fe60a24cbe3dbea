import { allows, Resource, type StockRequestRow, StockRequestState, stockRequestStateLabels } from '@kg/contracts';
import { Button, type TableProps, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/dates';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetWarehouseLookupQuery } from '../api';
import { euro } from '../components/decimal-text';
import { OutflowFilters, stateColor } from '../components/outflow-filters';
import { PAGE_SIZE } from '../components/register-list';
import { useGetStockRequestsQuery } from '../outflows-api';

const BASE = '/storage/requests';
const SORTABLE = ['requestDate', 'number', 'warehouse'] as const;
type SortColumn = (typeof SORTABLE)[number];
const STATES = [StockRequestState.Created, StockRequestState.Completed].map((value) => ({
  value,
  label: stockRequestStateLabels[value],
}));

/** /storage/requests: the stock requests to the kitchen, newest first; warehouse, state and year in the URL. */
export default function StockRequestsPage() {
  const { params, paging, update } = useUrlListState(SORTABLE);
  const warehouseId = Number(params.get('warehouse')) || undefined;
  const state = (Number(params.get('state')) || undefined) as StockRequestState | undefined;
  const year = Number(params.get('year')) || undefined;
  const list = useGetStockRequestsQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(warehouseId ? { warehouseId } : {}),
    ...(state ? { state } : {}),
    ...(year ? { year } : {}),
  });
  const warehouses = useGetWarehouseLookupQuery();
  const canCreate = allows(useGetUserDataQuery().data?.access ?? [], Resource.StockRequests, 'create');
  const columns: TableProps<StockRequestRow>['columns'] = [
    {
      title: '№',
      key: 'number',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'number'),
      render: (_v, row) => <Link to={`${BASE}/${row.id}`}>{`Искане № ${row.number}/${row.year}`}</Link>,
    },
    {
      title: 'Дата',
      key: 'requestDate',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'requestDate'),
      render: (_v, row) => formatDate(row.requestDate),
    },
    {
      title: 'Склад',
      key: 'warehouse',
      dataIndex: 'warehouseName',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'warehouse'),
    },
    {
      title: 'Състояние',
      key: 'state',
      render: (_v, row) => <Tag color={stateColor(row.state)}>{stockRequestStateLabels[row.state]}</Tag>,
    },
    { title: 'Редове', key: 'lines', dataIndex: 'lineCount', responsive: ['lg'], align: 'right' },
    { title: 'Стойност', key: 'value', align: 'right', render: (_v, row) => euro(row.value) },
  ];
  return (
    <ListPage<StockRequestRow, SortColumn>
      title="Искания за отпускане"
      actions={
        canCreate ? (
          <Link to={`${BASE}/create`}>
            <Button type="primary">Ново искане</Button>
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
      emptyText="Няма искания по избраните критерии."
    />
  );
}
