import { type BookStockRow, productUnitSymbols, stockReferencesRoutes } from '@kg/contracts';
import { Alert, Card, DatePicker, Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { routePath } from '../../../shared/api/route-request';
import { DATE_FORMAT, dayjs, sofiaToday, toApiDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { LoadError, type ResponsiveColumns, ResponsiveTable } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { bgNumber, euro } from '../components/decimal-text';
import { WarehouseFilter } from '../components/report-filters';
import { useGetBookStockQuery } from '../references-api';

/**
 * /storage/references/stock-inventory: the inventory list (инвентаризационен опис) of a warehouse on a date — the book
 * stock per product — and its PDF, the sheet the commission counts on (docs/storage.md "Inventory list").
 */
export default function StockInventoryPage() {
  const [params, setParams] = useSearchParams();
  const warehouseId = Number(params.get('warehouse')) || undefined;
  const date = params.get('date') ?? toApiDate(sofiaToday());
  const set = (key: string, value: string | number | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined) next.delete(key);
    else next.set(key, String(value));
    setParams(next, { replace: true });
  };
  const book = useGetBookStockQuery({ warehouseId: warehouseId ?? 0, date }, { skip: !warehouseId });
  const columns: ResponsiveColumns<BookStockRow> = [
    { title: '№', key: 'position', render: (_v, _row, index) => index + 1 },
    { title: 'Продукт', key: 'product', dataIndex: 'productName' },
    {
      title: 'По книга',
      key: 'quantity',
      align: 'right',
      render: (_v, row) => `${bgNumber(row.quantity, 3)} ${productUnitSymbols[row.unit]}`,
    },
    {
      title: 'Средна цена',
      key: 'average',
      align: 'right',
      render: (_v, row) => (row.averagePrice === null ? '—' : `${bgNumber(row.averagePrice, 4)} €`),
    },
    { title: 'Стойност', key: 'value', align: 'right', render: (_v, row) => euro(row.value) },
  ];
  return (
    <Card
      title={<PageTitle>Инвентаризационен опис</PageTitle>}
      extra={
        warehouseId ? (
          <DownloadButton path={routePath(stockReferencesRoutes.stockInventoryListPdf, { query: { warehouseId, date } })}>
            PDF
          </DownloadButton>
        ) : undefined
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <WarehouseFilter required value={warehouseId} onChange={(id) => set('warehouse', id)} />
        <DatePicker
          aria-label="Към дата"
          format={DATE_FORMAT}
          allowClear={false}
          value={dayjs(date)}
          onChange={(day) => set('date', day ? toApiDate(day) : undefined)}
        />
      </Flex>
      {!warehouseId ? (
        <Alert type="info" showIcon title="Изберете склад, за да видите наличността по книга към датата." />
      ) : book.isError ? (
        <LoadError list={book} />
      ) : (
        <ResponsiveTable<BookStockRow>
          cardsLabel="Наличност по книга"
          rowKey="productId"
          columns={columns}
          dataSource={book.data}
          loading={book.isFetching}
          pagination={false}
          locale={{ emptyText: 'Няма наличност в склада към датата.' }}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        PDF описът има празни колони „Преброено“ и „Разлика“ и редове за подписите на комисията и на материално отговорното лице.
      </Typography.Paragraph>
    </Card>
  );
}
