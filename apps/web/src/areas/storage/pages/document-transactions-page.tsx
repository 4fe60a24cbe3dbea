import {
  type DocumentTransactionRow,
  productUnitSymbols,
  StockDocumentKind,
  stockDocumentKindLabels,
  stockMovementKindLabels,
  stockReferencesRoutes,
} from '@kg/contracts';
import { Select } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/api/route-request';
import { formatDate } from '../../../shared/dates/dates';
import { DateRangeFilter, ListPage, type ResponsiveColumns, useUrlListState } from '../../../shared/list';
import { bgNumber, euro } from '../components/decimal-text';
import { reportPeriod, WarehouseFilter } from '../components/report-filters';
import { useGetDocumentTransactionsQuery } from '../references-api';

const PAGE_SIZE = 50;
/** Where a document opens (requests and scrappings have their own pages; an inventory its register's). */
const DOCUMENT_PAGES: Record<StockDocumentKind, string> = {
  [StockDocumentKind.Receipt]: '/storage/stock',
  [StockDocumentKind.Request]: '/storage/requests',
  [StockDocumentKind.Scrapping]: '/storage/scrappings',
  [StockDocumentKind.Inventory]: '/storage/references/stock-inventory-register',
};
const kindOptions = (Object.keys(stockDocumentKindLabels) as unknown as StockDocumentKind[]).map((kind) => ({
  value: Number(kind) as StockDocumentKind,
  label: stockDocumentKindLabels[kind],
}));

/**
 * /storage/references/document-transactions: every posted storage document of a period — its lines with product,
 * quantity (+ in, − out) and value — paged, with its PDF (docs/storage.md "Document transactions").
 */
export default function DocumentTransactionsPage() {
  const { params, paging, update } = useUrlListState([] as const);
  const period = reportPeriod(params);
  const warehouseId = Number(params.get('warehouse')) || undefined;
  const documentKind = (Number(params.get('kind')) || undefined) as StockDocumentKind | undefined;
  const filters = { ...period, ...(warehouseId ? { warehouseId } : {}), ...(documentKind ? { documentKind } : {}) };
  const list = useGetDocumentTransactionsQuery({ ...filters, pageNumber: paging.page, pageSize: PAGE_SIZE });
  const columns: ResponsiveColumns<DocumentTransactionRow> = [
    {
      title: 'Документ',
      key: 'document',
      mobile: 'title',
      render: (_v, row) => (
        <Link to={`${DOCUMENT_PAGES[row.documentKind]}/${row.documentId}`}>
          {stockDocumentKindLabels[row.documentKind]} № {row.documentNumber}
        </Link>
      ),
    },
    { title: 'Дата', key: 'date', render: (_v, row) => formatDate(row.documentDate) },
    { title: 'Движение', key: 'movement', mobile: 'tag', render: (_v, row) => stockMovementKindLabels[row.movementKind] },
    { title: 'Склад', key: 'warehouse', dataIndex: 'warehouseName' },
    { title: 'Продукт', key: 'product', dataIndex: 'productName' },
    {
      title: 'Количество',
      key: 'quantity',
      align: 'right',
      render: (_v, row) => `${bgNumber(row.quantity, 3)} ${productUnitSymbols[row.unit]}`,
    },
    { title: 'Стойност', key: 'value', align: 'right', render: (_v, row) => euro(row.value) },
  ];
  return (
    <ListPage<DocumentTransactionRow, never>
      title="Дневник на складовите документи"
      exportFile={{ path: routePath(stockReferencesRoutes.documentTransactionsPdf, { query: filters }), label: 'PDF' }}
      filters={
        <>
          <DateRangeFilter
            from={period.fromDate}
            to={period.toDate}
            onChange={(range) => update({ from: range.from, to: range.to })}
          />
          <WarehouseFilter value={warehouseId} onChange={(id) => update({ warehouse: id })} />
          <Select
            aria-label="Вид документ"
            placeholder="Всички документи"
            allowClear
            value={documentKind}
            options={kindOptions}
            onChange={(kind?: StockDocumentKind) => update({ kind })}
            style={{ width: 200, maxWidth: '100%' }}
          />
        </>
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма складови документи за периода."
      rowKey={(row) => `${row.documentKind}-${row.documentId}-${row.productId}-${row.movementKind}`}
    />
  );
}
