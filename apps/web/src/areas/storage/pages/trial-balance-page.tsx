import { productUnitSymbols, stockReferencesRoutes, type TrialBalanceRow } from '@kg/contracts';
import { Card, Flex, Table, Typography } from 'antd';
import { routePath } from '../../../shared/api/route-request';
import { DownloadButton } from '../../../shared/download';
import {
  DateRangeFilter,
  LoadError,
  type ResponsiveColumns,
  ResponsiveTable,
  SearchFilter,
  sortOrderOf,
  useUrlListState,
} from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { bgNumber, euro } from '../components/decimal-text';
import { reportPeriod, WarehouseFilter } from '../components/report-filters';
import { useGetTrialBalanceQuery } from '../references-api';

const PAGE_SIZE = 50;
const SORTABLE = ['product', 'closingValue'] as const;

/** The column pairs of the trial balance (quantity and value), in the document's order. */
const GROUPS = [
  ['opening', 'Начално салдо'],
  ['receipt', 'Заприходено'],
  ['issue', 'Изписано'],
  ['scrapping', 'Бракувано'],
  ['surplus', 'Излишъци'],
  ['shortage', 'Липси'],
  ['closing', 'Крайно салдо'],
] as const;

/**
 * /storage/references/trial-balance: the trial balance (оборотна ведомост) of a period and a warehouse or all — per
 * product the opening, every movement kind and the closing, in quantity and value, with the totals; PDF and Excel
 * (docs/storage.md "Trial balance"). A report: it stays a table on a phone, scrolled inside its own box.
 */
export default function TrialBalancePage() {
  const { params, paging, update } = useUrlListState(SORTABLE);
  const period = reportPeriod(params);
  const warehouseId = Number(params.get('warehouse')) || undefined;
  const search = params.get('search') ?? '';
  const filters = { ...period, ...(warehouseId ? { warehouseId } : {}), ...(search ? { search } : {}) };
  const report = useGetTrialBalanceQuery({
    ...filters,
    pageNumber: paging.page,
    pageSize: PAGE_SIZE,
    ...(paging.sort ? { orderByColumn: paging.sort, orderByDescending: paging.desc } : {}),
  });
  const unit = (row: TrialBalanceRow) => productUnitSymbols[row.unit];
  const columns: ResponsiveColumns<TrialBalanceRow> = [
    {
      title: 'Продукт',
      key: 'product',
      dataIndex: 'productName',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'product'),
    },
    ...GROUPS.map(([key, label]) => ({
      title: label,
      key,
      children: [
        {
          title: 'К-во',
          key: `${key}Quantity`,
          align: 'right' as const,
          render: (_v: unknown, row: TrialBalanceRow) => `${bgNumber(row[`${key}Quantity`], 3)} ${unit(row)}`,
        },
        {
          title: 'Стойност',
          key: key === 'closing' ? 'closingValue' : `${key}Value`,
          align: 'right' as const,
          ...(key === 'closing' ? { sorter: true, sortOrder: sortOrderOf(paging, 'closingValue') } : {}),
          render: (_v: unknown, row: TrialBalanceRow) => euro(row[`${key}Value`]),
        },
      ],
    })),
  ];
  const totals = report.data?.totals;
  return (
    <Card
      title={<PageTitle>Оборотна ведомост</PageTitle>}
      extra={
        <Flex gap={8} wrap>
          <DownloadButton path={routePath(stockReferencesRoutes.trialBalancePdf, { query: filters })}>PDF</DownloadButton>
          <DownloadButton path={routePath(stockReferencesRoutes.trialBalanceExcel, { query: filters })}>Excel</DownloadButton>
        </Flex>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <DateRangeFilter
          from={period.fromDate}
          to={period.toDate}
          onChange={(range) => update({ from: range.from, to: range.to })}
        />
        <WarehouseFilter value={warehouseId} onChange={(id) => update({ warehouse: id })} />
        <SearchFilter label="Търсене на продукт" value={search} onSearch={(value) => update({ search: value })} />
      </Flex>
      {report.isError ? (
        <LoadError list={report} />
      ) : (
        <ResponsiveTable<TrialBalanceRow>
          cardsLabel="Оборотна ведомост"
          rowKey="productId"
          bordered
          size="small"
          columns={columns}
          dataSource={report.data?.result}
          loading={report.isFetching}
          locale={{ emptyText: 'Няма движения и наличности за периода.' }}
          pagination={{
            current: paging.page,
            pageSize: PAGE_SIZE,
            total: report.data?.rowsCount ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          onChange={(pagination, _filters, sorter) => {
            const order = Array.isArray(sorter) ? sorter[0] : sorter;
            update(
              {
                page: pagination.current,
                sort: order?.order ? String(order.columnKey) : undefined,
                desc: order?.order === 'descend' ? 'true' : undefined,
              },
              false,
            );
          }}
          summary={() =>
            totals ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong>Общо</Typography.Text>
                </Table.Summary.Cell>
                {GROUPS.flatMap(([key], index) => [
                  <Table.Summary.Cell key={`${key}-q`} index={1 + 2 * index} />,
                  <Table.Summary.Cell key={`${key}-v`} index={2 + 2 * index} align="right">
                    <Typography.Text strong>{euro(totals[`${key}Value`])}</Typography.Text>
                  </Table.Summary.Cell>,
                ])}
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        Количествата са в мерната единица на продукта. Всяка сума е закръглена до 2 знака веднъж, от точния сбор на движенията:
        крайно салдо = начално + заприходено − изписано − бракувано + излишъци − липси.
      </Typography.Paragraph>
    </Card>
  );
}
