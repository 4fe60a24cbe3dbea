import { allows, Resource, type StockReceiptRow } from '@kg/contracts';
import { Button, Select, type TableProps } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/dates';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetStockReceiptsQuery, useGetSupplierLookupQuery, useGetWarehouseLookupQuery } from '../api';
import { euro } from '../components/decimal-text';
import { PAGE_SIZE } from '../components/register-list';

const BASE = '/storage/stock';
const SORTABLE = ['receiptDate', 'number', 'total', 'supplier'] as const;
type SortColumn = (typeof SORTABLE)[number];

/** /storage/stock: the stock receipts (складови разписки), newest first, filtered by warehouse and supplier in the URL. */
export default function StockReceiptsPage() {
  const { params, paging, update } = useUrlListState(SORTABLE);
  const warehouseId = Number(params.get('warehouse')) || undefined;
  const supplierId = Number(params.get('supplier')) || undefined;
  const list = useGetStockReceiptsQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(warehouseId ? { warehouseId } : {}),
    ...(supplierId ? { supplierId } : {}),
  });
  const warehouses = useGetWarehouseLookupQuery();
  const suppliers = useGetSupplierLookupQuery();
  const canCreate = allows(useGetUserDataQuery().data?.access ?? [], Resource.Stocks, 'create');
  const title = (row: StockReceiptRow) => <Link to={`${BASE}/${row.id}`}>{`№ ${row.number}/${row.year}`}</Link>;
  const columns: TableProps<StockReceiptRow>['columns'] = [
    {
      title: '№',
      key: 'number',

      sorter: true,
      sortOrder: sortOrderOf(paging, 'number'),
      render: (_v, row) => title(row),
    },
    {
      title: 'Дата',
      key: 'receiptDate',

      sorter: true,
      sortOrder: sortOrderOf(paging, 'receiptDate'),
      render: (_v, row) => formatDate(row.receiptDate),
    },
    {
      title: 'Доставчик',
      key: 'supplier',
      dataIndex: 'supplierName',

      sorter: true,
      sortOrder: sortOrderOf(paging, 'supplier'),
    },
    { title: 'Склад', key: 'warehouse', dataIndex: 'warehouseName', responsive: ['md'] },
    {
      title: 'Фактура',
      key: 'invoice',
      responsive: ['lg'],
      render: (_v, row) => `№ ${row.invoiceNumber} от ${formatDate(row.invoiceDate)}`,
    },
    { title: 'Редове', key: 'lines', dataIndex: 'lineCount', responsive: ['lg'], align: 'right' },
    {
      title: 'Стойност',
      key: 'total',

      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'total'),
      render: (_v, row) => euro(row.total),
    },
  ];
  return (
    <ListPage<StockReceiptRow, SortColumn>
      title="Складови разписки"
      actions={
        canCreate ? (
          <Link to={`${BASE}/create`}>
            <Button type="primary">Нова разписка</Button>
          </Link>
        ) : undefined
      }
      filters={
        <>
          <Select
            aria-label="Склад"
            placeholder="Всички складове"
            allowClear
            value={warehouseId}
            options={(warehouses.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
            onChange={(value?: number) => update({ warehouse: value })}
            style={{ width: 220, maxWidth: '100%' }}
          />
          <Select
            aria-label="Доставчик"
            placeholder="Всички доставчици"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={supplierId}
            options={(suppliers.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
            onChange={(value?: number) => update({ supplier: value })}
            style={{ width: 260, maxWidth: '100%' }}
          />
        </>
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма складови разписки по избраните критерии."
    />
  );
}
