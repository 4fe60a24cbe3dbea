import { type CalculationsSummary, kitchenReportsRoutes, productUnitSymbols } from '@kg/contracts';
import { Card, Empty, Flex, Table, type TableProps, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { routePath } from '../../../shared/api/route-request';
import { formatDate, sofiaDay } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { DateRangeFilter, LoadError, ResponsiveTable } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { bgNumber, euro } from '../../storage/components/decimal-text';
import { useGetCalculationsSummaryQuery } from '../kitchen-reports-api';

type Day = CalculationsSummary['days'][number];
type Product = CalculationsSummary['products'][number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /storage/references/period-calculation: the daily meal calculations of a period (the current month by default) —
 * per day the fed and the value, per product the period's quantity and value (docs/meal-calculations.md "Kitchen
 * reports"). PDF and Excel.
 */
export default function PeriodCalculationPage() {
  const [params, setParams] = useSearchParams();
  const today = sofiaDay();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const period =
    DAY.test(from) && DAY.test(to) && from <= to
      ? { fromDate: from, toDate: to }
      : { fromDate: `${today.slice(0, 7)}-01`, toDate: today };
  const report = useGetCalculationsSummaryQuery(period);
  const days: TableProps<Day>['columns'] = [
    {
      title: 'Дата',
      key: 'date',
      render: (_v, row) => <Link to={`/storage/calculations/${row.calculationId}`}>{formatDate(row.forDate)}</Link>,
    },
    { title: 'Деца', key: 'children', dataIndex: 'children', align: 'right' },
    { title: 'Персонал', key: 'staff', dataIndex: 'staff', align: 'right' },
    { title: 'Хранения', key: 'portions', dataIndex: 'portions', align: 'right' },
    {
      title: 'Стойност',
      key: 'value',
      align: 'right',
      render: (_v, row) => (
        <>
          {euro(row.value)} {row.unpriced > 0 && <Tag color="orange">{`без цена: ${row.unpriced}`}</Tag>}
        </>
      ),
    },
  ];
  const products: TableProps<Product>['columns'] = [
    { title: 'Продукт', key: 'product', dataIndex: 'productName' },
    {
      title: 'Количество',
      key: 'quantity',
      align: 'right',
      render: (_v, row) => `${bgNumber(row.quantity, 3)} ${productUnitSymbols[row.unit]}`,
    },
    { title: 'Стойност', key: 'value', align: 'right', render: (_v, row) => euro(row.value) },
  ];
  const table = {
    size: 'small' as const,
    bordered: true,
    scroll: { x: 'max-content' as const },
    pagination: false as const,
    // The rows have a `children` count: not antd's nested rows.
    expandable: { childrenColumnName: 'nestedRows' },
  };
  return (
    <Card
      title={<PageTitle>Калкулации за период</PageTitle>}
      extra={
        <Flex gap={8} wrap>
          <DownloadButton path={routePath(kitchenReportsRoutes.calculationsSummaryFile, { query: { ...period, format: 'pdf' } })}>
            PDF
          </DownloadButton>
          <DownloadButton
            path={routePath(kitchenReportsRoutes.calculationsSummaryFile, { query: { ...period, format: 'excel' } })}
          >
            Excel
          </DownloadButton>
        </Flex>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <DateRangeFilter
          from={period.fromDate}
          to={period.toDate}
          onChange={(range) => setParams(range.from && range.to ? { from: range.from, to: range.to } : {}, { replace: true })}
        />
      </Flex>
      {report.isError ? (
        <LoadError list={report} />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            По дни
          </Typography.Title>
          <ResponsiveTable<Day>
            matrix
            {...table}
            rowKey="calculationId"
            loading={report.isFetching}
            columns={days}
            dataSource={report.data?.days}
            locale={{ emptyText: <Empty description={'Няма калкулации за периода.'} /> }}
            summary={() =>
              report.data && report.data.days.length > 0 ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={3}>
                    <Typography.Text strong>Общо</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <Typography.Text strong>{report.data.portions}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <Typography.Text strong>{euro(report.data.totalValue)}</Typography.Text>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              ) : null
            }
          />
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            По продукти
          </Typography.Title>
          <ResponsiveTable<Product>
            matrix
            {...table}
            rowKey="productId"
            loading={report.isFetching}
            columns={products}
            dataSource={report.data?.products}
            locale={{ emptyText: <Empty description={'Няма продукти за периода.'} /> }}
          />
        </Flex>
      )}
    </Card>
  );
}
