import {
  kitchenReportsRoutes,
  type MonthReportBand,
  type MonthReportMeal,
  MonthReportType,
  monthReportTypeLabels,
  mealTypeLabels,
  menuAgeBandLabels,
} from '@kg/contracts';
import { Alert, Card, Empty, Flex, Table, type TableProps, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { routePath } from '../../../shared/api/route-request';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { LoadError, SelectFilter, ResponsiveTable } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { bgNumber } from '../../storage/components/decimal-text';
import { MonthControl, reportMonth } from '../components/report-controls';
import { useGetMonthReportQuery } from '../kitchen-reports-api';

/** The rows have a `children` count: not antd's nested rows. */
const NO_NESTING = { childrenColumnName: 'nestedRows' };

type Day = NonNullable<ReturnType<typeof useGetMonthReportQuery>['data']>['days'][number];

/**
 * /storage/references/monthly-report: the month's meals served and their value per meal type and age band, the cost
 * per meal (value ÷ meals, 5 decimals) and the totals (2 decimals; the PG reference unrounded), from the daily meal
 * calculations (spec 2 §9; docs/meal-calculations.md "Kitchen reports"). PDF and Excel.
 */
export default function MonthReportPage() {
  const [params, setParams] = useSearchParams();
  const month = reportMonth(params);
  const referenceType =
    Number(params.get('type')) === MonthReportType.PreschoolGroups ? MonthReportType.PreschoolGroups : MonthReportType.All;
  const query = { year: month.year, month: month.month, referenceType };
  const report = useGetMonthReportQuery(query);
  const pg = report.data?.isPGReference ?? false;
  const money = (value: string) =>
    `${pg ? bgNumber(value, Math.max(2, value.split('.')[1]?.length ?? 0)) : bgNumber(value, 2)} €`;
  const cost = (value: string | null) => (value === null ? '—' : `${bgNumber(value, 5)} €`);
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const mealColumns: TableProps<MonthReportMeal>['columns'] = [
    { title: 'Хранене', key: 'meal', render: (_v, row) => mealTypeLabels[row.mealType] },
    { title: 'Деца', key: 'children', dataIndex: 'children', align: 'right' },
    ...(pg ? [] : [{ title: 'Персонал', key: 'staff', dataIndex: 'staff', align: 'right' as const }]),
    { title: 'Хранения', key: 'count', dataIndex: 'attendancesSum', align: 'right' },
    { title: 'Стойност', key: 'value', align: 'right', render: (_v, row) => money(row.value) },
    { title: 'Цена на хранене', key: 'cost', align: 'right', render: (_v, row) => cost(row.costPerMeal) },
  ];
  const bandColumns: TableProps<MonthReportBand>['columns'] = [
    { title: 'Възрастова група', key: 'band', render: (_v, row) => menuAgeBandLabels[row.ageBand] },
    ...(mealColumns as TableProps<MonthReportBand>['columns'])!,
  ];
  const dayColumns: TableProps<Day>['columns'] = [
    { title: 'Дата', key: 'date', render: (_v, row) => formatDate(row.forDate) },
    ...(report.data?.mealTypes ?? []).map((mealType, index) => ({
      title: mealTypeLabels[mealType],
      key: `meal-${mealType}`,
      children: [
        {
          title: 'Хранения',
          key: `count-${mealType}`,
          align: 'right' as const,
          render: (_v: unknown, row: Day) => row.mealTypes[index]?.attendancesSum,
        },
        {
          title: 'Стойност',
          key: `value-${mealType}`,
          align: 'right' as const,
          render: (_v: unknown, row: Day) => money(row.mealTypes[index]?.value ?? '0'),
        },
      ],
    })),
    { title: 'Общо', key: 'total', align: 'right', render: (_v, row) => money(row.totalValue) },
  ];

  return (
    <Card
      title={<PageTitle>Месечна справка за храна</PageTitle>}
      extra={
        <Flex gap={8} wrap>
          <DownloadButton path={routePath(kitchenReportsRoutes.monthReportFile, { query: { ...query, format: 'pdf' } })}>
            PDF
          </DownloadButton>
          <DownloadButton path={routePath(kitchenReportsRoutes.monthReportFile, { query: { ...query, format: 'excel' } })}>
            Excel
          </DownloadButton>
        </Flex>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <MonthControl value={month.text} onChange={(value) => set({ month: value })} />
        <SelectFilter<MonthReportType>
          label="Вид на справката"
          value={referenceType}
          options={[MonthReportType.All, MonthReportType.PreschoolGroups].map((value) => ({
            value,
            label: monthReportTypeLabels[value],
          }))}
          onChange={(value) => set({ type: value === MonthReportType.PreschoolGroups ? String(value) : undefined })}
          width={260}
        />
      </Flex>
      {report.isError ? (
        <LoadError list={report} />
      ) : (
        <Flex vertical gap={16}>
          {report.data && report.data.unpriced > 0 && (
            <Alert
              type="warning"
              showIcon
              title={`Продукти без наличност (без цена): ${report.data.unpriced} реда — не са включени в стойностите.`}
            />
          )}
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            По видове хранене
          </Typography.Title>
          <ResponsiveTable<MonthReportMeal>
            matrix
            rowKey="mealType"
            size="small"
            bordered
            scroll={{ x: 'max-content' }}
            expandable={NO_NESTING}
            loading={report.isFetching}
            columns={mealColumns}
            dataSource={report.data?.meals}
            pagination={false}
            locale={{ emptyText: <Empty description={'Няма калкулации за месеца.'} /> }}
            summary={() =>
              report.data && report.data.meals.length > 0 ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={pg ? 3 : 4}>
                    <Typography.Text strong>Общо</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <Typography.Text strong>{money(report.data.totalValue)}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <Typography.Text strong>{`${bgNumber(report.data.avgMonthCost, 5)} € на ден`}</Typography.Text>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              ) : null
            }
          />
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            По възрастови групи
          </Typography.Title>
          <ResponsiveTable<MonthReportBand>
            matrix
            rowKey={(row) => `${row.ageBand}-${row.mealType}`}
            size="small"
            bordered
            scroll={{ x: 'max-content' }}
            expandable={NO_NESTING}
            loading={report.isFetching}
            columns={bandColumns}
            dataSource={report.data?.bands}
            pagination={false}
            locale={{ emptyText: <Empty description={'Няма калкулации за месеца.'} /> }}
          />
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            По дни
          </Typography.Title>
          <ResponsiveTable<Day>
            matrix
            rowKey="forDate"
            size="small"
            bordered
            scroll={{ x: 'max-content' }}
            expandable={NO_NESTING}
            loading={report.isFetching}
            columns={dayColumns}
            dataSource={report.data?.days}
            pagination={false}
            locale={{ emptyText: <Empty description={'Няма калкулации за месеца.'} /> }}
          />
          <Typography.Paragraph type="secondary">
            Цена на хранене = стойността на продуктите от дневните калкулации ÷ броя хранения, закръглена до 5 знака; сумите — до
            2 знака. Справката за подготвителните групи (ПГ) брои децата от групите 5–7 г. по цената на порция за деня и не
            закръглява сумите.
          </Typography.Paragraph>
        </Flex>
      )}
    </Card>
  );
}
