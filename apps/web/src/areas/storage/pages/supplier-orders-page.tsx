import {
  allows,
  type OrdersBookExportQuery,
  Resource,
  type SupplierOrderRow,
  SupplierOrderState,
  supplierOrderStateLabels,
  supplierOrdersRoutes,
} from '@kg/contracts';
import { Button, Select, type TableProps, Tag } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/api/route-request';
import { formatDate } from '../../../shared/dates/dates';
import { DateRangeFilter, ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetSupplierLookupQuery } from '../api';
import { euro } from '../components/decimal-text';
import { recentYears } from '../components/outflow-filters';
import { PAGE_SIZE } from '../components/register-list';
import { useGetSupplierOrdersQuery } from '../supplier-orders-api';

export const SUPPLIER_ORDERS_BASE = '/storage/suppliers-requests';
export const ORDERS_BOOK_BASE = '/storage/references/orders-book';

/** The order pages serve two routes (the suppliers' requests and the orders book): where the one shown lives. */
export const orderBaseOf = (pathname: string): string =>
  pathname.toLowerCase().startsWith(ORDERS_BOOK_BASE.toLowerCase()) ? ORDERS_BOOK_BASE : SUPPLIER_ORDERS_BASE;

/** The tag colour of an order's state. */
export const orderStateColor: Record<SupplierOrderState, string> = {
  [SupplierOrderState.Draft]: 'blue',
  [SupplierOrderState.Sent]: 'gold',
  [SupplierOrderState.Delivered]: 'green',
  [SupplierOrderState.Cancelled]: 'default',
};

const SORTABLE = ['orderDate', 'number', 'supplier', 'deliveryDate'] as const;
const states = Object.entries(supplierOrderStateLabels).map(([value, label]) => ({ value: Number(value), label }));

/**
 * The supplier orders, newest first: the list of `/storage/suppliers-requests` (filters supplier, state, year) and the
 * orders book of `/storage/references/orders-book` (a period — the current year by default —, supplier and state, with
 * its PDF and Excel). Filters live in the URL; a card per order on a phone.
 */
export function SupplierOrderList({ book }: { book: boolean }) {
  const base = book ? ORDERS_BOOK_BASE : SUPPLIER_ORDERS_BASE;
  const { params, paging, update } = useUrlListState(SORTABLE);
  const supplierId = Number(params.get('supplier')) || undefined;
  const state = (Number(params.get('state')) || undefined) as SupplierOrderState | undefined;
  const thisYear = recentYears()[0]!;
  const year = Number(params.get('year')) || (book && !params.get('from') ? thisYear : undefined);
  const fromDate = params.get('from') ?? undefined;
  const toDate = params.get('to') ?? undefined;
  const filters: OrdersBookExportQuery = {
    ...(fromDate && toDate ? { fromDate, toDate } : year ? { year } : {}),
    ...(supplierId ? { supplierId } : {}),
    ...(state ? { state } : {}),
  };
  const list = useGetSupplierOrdersQuery({ ...pageQueryOf(paging, PAGE_SIZE), ...filters });
  const suppliers = useGetSupplierLookupQuery();
  const canCreate = allows(useGetUserDataQuery().data?.access ?? [], Resource.StockOrders, 'create');
  const columns: TableProps<SupplierOrderRow>['columns'] = [
    {
      title: '№',
      key: 'number',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'number'),
      render: (_v, row) => <Link to={`${base}/${row.id}`}>{`Заявка № ${row.number}/${row.year}`}</Link>,
    },
    {
      title: 'Дата',
      key: 'orderDate',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'orderDate'),
      render: (_v, row) => formatDate(row.orderDate),
    },
    { title: 'Доставчик', key: 'supplier', dataIndex: 'supplierName', sorter: true, sortOrder: sortOrderOf(paging, 'supplier') },
    { title: 'Склад', key: 'warehouse', dataIndex: 'warehouseName' },
    {
      title: 'Доставка до',
      key: 'deliveryDate',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'deliveryDate'),
      render: (_v, row) => formatDate(row.deliveryDate),
    },
    {
      title: 'Състояние',
      key: 'state',
      render: (_v, row) => <Tag color={orderStateColor[row.state]}>{supplierOrderStateLabels[row.state]}</Tag>,
    },
    { title: 'Стойност', key: 'value', align: 'right', render: (_v, row) => (row.value === null ? '—' : euro(row.value)) },
  ];
  return (
    <ListPage<SupplierOrderRow, (typeof SORTABLE)[number]>
      title={book ? 'Книга на заявките' : 'Заявки към доставчици'}
      exportFile={
        book
          ? [
              { path: routePath(supplierOrdersRoutes.bookPdf, { query: filters }), label: 'PDF' },
              { path: routePath(supplierOrdersRoutes.bookExcel, { query: filters }), label: 'Excel' },
            ]
          : undefined
      }
      actions={
        canCreate ? (
          <Link to={`${base}/create`}>
            <Button type="primary">Нова заявка</Button>
          </Link>
        ) : undefined
      }
      filters={
        <>
          {book && (
            <DateRangeFilter from={fromDate} to={toDate} onChange={(range) => update({ from: range.from, to: range.to })} />
          )}
          <Select
            aria-label="Година"
            placeholder="Всички години"
            allowClear
            value={fromDate && toDate ? undefined : year}
            options={recentYears().map((value) => ({ value, label: String(value) }))}
            onChange={(value?: number) => update({ year: value, from: undefined, to: undefined })}
            style={{ width: 140, maxWidth: '100%' }}
          />
          <Select
            aria-label="Доставчик"
            placeholder="Всички доставчици"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={supplierId}
            options={(suppliers.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
            onChange={(value?: number) => update({ supplier: value })}
            style={{ width: 240, maxWidth: '100%' }}
          />
          <Select
            aria-label="Състояние"
            placeholder="Всички състояния"
            allowClear
            value={state}
            options={states}
            onChange={(value?: number) => update({ state: value })}
            style={{ width: 180, maxWidth: '100%' }}
          />
        </>
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText={book ? 'Няма заявки за периода.' : 'Няма заявки към доставчици.'}
    />
  );
}

/** /storage/suppliers-requests: the orders to the suppliers (docs/storage.md "Supplier orders"). */
export default function SupplierOrdersPage() {
  return <SupplierOrderList book={false} />;
}
