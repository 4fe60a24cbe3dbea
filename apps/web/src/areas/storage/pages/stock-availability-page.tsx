import { type ProductAvailabilityRow, productUnitLabels } from '@kg/contracts';
import { Checkbox, Input, Select, type TableProps } from 'antd';
import { formatDate } from '../../../shared/dates/dates';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetProductAvailabilityQuery, useGetWarehouseLookupQuery } from '../api';
import { bgNumber, euro } from '../components/decimal-text';
import { PAGE_SIZE } from '../components/register-list';

const SORTABLE = ['product', 'warehouse', 'quantity', 'value'] as const;
type SortColumn = (typeof SORTABLE)[number];

const unitText = (row: ProductAvailabilityRow) => productUnitLabels[row.unit].toLowerCase();
const stockText = (row: ProductAvailabilityRow) => `${bgNumber(row.quantity, 3)} ${unitText(row)}`;
/** The average price per the product's unit, shown with 4 decimals (kept to 10 in the ledger). */
const averageText = (row: ProductAvailabilityRow) =>
  row.averagePrice === null ? '—' : `${bgNumber(row.averagePrice, 4)} € / ${unitText(row)}`;

/**
 * /storage/stock-availability: the stock per product and warehouse — quantity, moving weighted average price, value,
 * the earliest expiry still in stock (docs/storage.md "The ledger").
 */
export default function StockAvailabilityPage() {
  const { params, paging, update } = useUrlListState(SORTABLE);
  const search = params.get('search') ?? '';
  const warehouseId = Number(params.get('warehouse')) || undefined;
  const all = params.get('all') === 'true';
  const list = useGetProductAvailabilityQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(search ? { search } : {}),
    ...(warehouseId ? { warehouseId } : {}),
    ...(all ? {} : { onlyAvailable: true }),
  });
  const warehouses = useGetWarehouseLookupQuery();
  const columns: TableProps<ProductAvailabilityRow>['columns'] = [
    {
      title: 'Продукт',
      key: 'product',
      dataIndex: 'productName',

      sorter: true,
      sortOrder: sortOrderOf(paging, 'product'),
    },
    {
      title: 'Склад',
      key: 'warehouse',
      dataIndex: 'warehouseName',

      sorter: true,
      sortOrder: sortOrderOf(paging, 'warehouse'),
    },
    {
      title: 'Количество',
      key: 'quantity',

      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'quantity'),
      render: (_v, row) => stockText(row),
    },
    {
      title: 'Средна претеглена цена',
      key: 'average',

      align: 'right',
      render: (_v, row) => averageText(row),
    },
    {
      title: 'Стойност',
      key: 'value',

      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'value'),
      render: (_v, row) => euro(row.value),
    },
    {
      title: 'Най-ранен срок на годност',
      key: 'expiry',
      responsive: ['md'],
      render: (_v, row) => (row.nearestExpiry ? formatDate(row.nearestExpiry) : '—'),
    },
  ];
  return (
    <ListPage<ProductAvailabilityRow, SortColumn>
      title="Наличности"
      filters={
        <>
          <Input.Search
            aria-label="Търсене на продукт"
            placeholder="Търсене на продукт"
            allowClear
            defaultValue={search}
            onSearch={(value) => update({ search: value.trim() })}
            style={{ width: 260, maxWidth: '100%' }}
          />
          <Select
            aria-label="Склад"
            placeholder="Всички складове"
            allowClear
            value={warehouseId}
            options={(warehouses.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
            onChange={(value?: number) => update({ warehouse: value })}
            style={{ width: 220, maxWidth: '100%' }}
          />
          <Checkbox checked={all} onChange={(event) => update({ all: event.target.checked ? 'true' : undefined })}>
            И изчерпаните
          </Checkbox>
        </>
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма наличности по избраните критерии."
      rowKey={(row) => `${row.productId}-${row.warehouseId}`}
    />
  );
}
