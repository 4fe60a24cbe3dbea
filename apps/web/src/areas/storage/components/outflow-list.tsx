import { allows, type Resource } from '@kg/contracts';
import { Button, type TableProps, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/dates';
import { ListPage, pageQueryOf, type ServerList, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetWarehouseLookupQuery } from '../api';
import { euro } from './decimal-text';
import { OutflowFilters, stateColor } from './outflow-filters';
import { PAGE_SIZE } from './register-list';

/** What a stock request's and a scrapping's list rows share. */
interface OutflowRow {
  id: number;
  number: number;
  year: number;
  warehouseName: string;
  state: number;
  value: string | null;
}

interface OutflowListQuery<D extends string> {
  pageNumber: number;
  pageSize: number;
  orderByColumn?: D | 'number' | 'warehouse';
  orderByDescending?: boolean;
  warehouseId?: number;
  state?: number;
  year?: number;
}

interface OutflowListProps<Row extends OutflowRow, D extends string> {
  title: string;
  /** Where the documents live: `${base}/create`, `${base}/${id}`. */
  base: string;
  resource: Resource;
  /** The row's date field, also its sort key. */
  dateKey: D & keyof Row;
  /** „Искане“, „Протокол“: the link's text before the number. */
  documentName: string;
  stateLabels: Record<number, string>;
  useList: (query: OutflowListQuery<D>) => ServerList<Row>;
  /** Columns of this kind of document, after the warehouse. */
  columns: TableProps<Row>['columns'];
  createLabel: string;
  emptyText: string;
}

/**
 * The list of a document that takes stock out (stock requests, scrappings: docs/storage.md), newest first: the number
 * linking to it, date, warehouse, state and value; warehouse, state and year kept in the URL.
 */
export function OutflowList<Row extends OutflowRow, D extends string>(props: OutflowListProps<Row, D>) {
  const sortable = [props.dateKey, 'number', 'warehouse'] as const;
  const { params, paging, update } = useUrlListState<D | 'number' | 'warehouse'>(sortable);
  const warehouseId = Number(params.get('warehouse')) || undefined;
  const state = Number(params.get('state')) || undefined;
  const year = Number(params.get('year')) || undefined;
  const list = props.useList({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(warehouseId ? { warehouseId } : {}),
    ...(state ? { state } : {}),
    ...(year ? { year } : {}),
  });
  const warehouses = useGetWarehouseLookupQuery();
  const canCreate = allows(useGetUserDataQuery().data?.access ?? [], props.resource, 'create');
  const states = Object.entries(props.stateLabels).map(([value, label]) => ({ value: Number(value), label }));
  const columns: TableProps<Row>['columns'] = [
    {
      title: '№',
      key: 'number',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'number'),
      render: (_v, row) => <Link to={`${props.base}/${row.id}`}>{`${props.documentName} № ${row.number}/${row.year}`}</Link>,
    },
    {
      title: 'Дата',
      key: props.dateKey,
      sorter: true,
      sortOrder: sortOrderOf(paging, props.dateKey),
      render: (_v, row) => formatDate(String(row[props.dateKey])),
    },
    { title: 'Склад', key: 'warehouse', dataIndex: 'warehouseName', sorter: true, sortOrder: sortOrderOf(paging, 'warehouse') },
    ...(props.columns ?? []),
    {
      title: 'Състояние',
      key: 'state',
      render: (_v, row) => <Tag color={stateColor(row.state)}>{props.stateLabels[row.state]}</Tag>,
    },
    { title: 'Стойност', key: 'value', align: 'right', render: (_v, row) => euro(row.value) },
  ];
  return (
    <ListPage<Row, D | 'number' | 'warehouse'>
      title={props.title}
      actions={
        canCreate ? (
          <Link to={`${props.base}/create`}>
            <Button type="primary">{props.createLabel}</Button>
          </Link>
        ) : undefined
      }
      filters={
        <OutflowFilters
          warehouses={warehouses.data ?? []}
          warehouseId={warehouseId}
          states={states}
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
      emptyText={props.emptyText}
    />
  );
}
