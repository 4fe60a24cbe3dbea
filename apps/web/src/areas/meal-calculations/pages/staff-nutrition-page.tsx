import { kitchenReportsRoutes, mealTypeLabels, type StaffNutritionReport } from '@kg/contracts';
import { Card, Empty, Flex, Table, type TableProps, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { routePath } from '../../../shared/api/route-request';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { LoadError, ResponsiveTable } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { bgNumber, euro } from '../../storage/components/decimal-text';
import { MonthControl, reportMonth } from '../components/report-controls';
import { useGetStaffNutritionQuery } from '../kitchen-reports-api';

type Total = StaffNutritionReport['totals'][number];
type Person = StaffNutritionReport['people'][number];
type Day = StaffNutritionReport['days'][number];

/**
 * /storage/references/department: the staff nutrition report (хранене на персонала) of a month — the staff meals the
 * calculations counted, valued at each day's cost per portion, per meal type, per person (meals/teachers) and per day
 * (docs/meal-calculations.md "Kitchen reports"). PDF and Excel.
 */
export default function StaffNutritionPage() {
  const [params, setParams] = useSearchParams();
  const month = reportMonth(params);
  const query = { year: month.year, month: month.month };
  const report = useGetStaffNutritionQuery(query);
  const mealTypes = report.data?.mealTypes ?? [];
  const totals: TableProps<Total>['columns'] = [
    { title: 'Хранене', key: 'meal', render: (_v, row) => mealTypeLabels[row.mealType] },
    { title: 'Хранения', key: 'meals', dataIndex: 'meals', align: 'right' },
    { title: 'Стойност', key: 'value', align: 'right', render: (_v, row) => euro(row.value) },
    {
      title: 'Цена на хранене',
      key: 'cost',
      align: 'right',
      render: (_v, row) => (row.costPerMeal === null ? '—' : `${bgNumber(row.costPerMeal, 5)} €`),
    },
  ];
  const people: TableProps<Person>['columns'] = [
    { title: 'Служител', key: 'name', dataIndex: 'name' },
    ...mealTypes.map((mealType) => ({
      title: mealTypeLabels[mealType],
      key: `meal-${mealType}`,
      align: 'right' as const,
      render: (_v: unknown, row: Person) => row.meals.find((meal) => meal.mealType === mealType)?.meals ?? 0,
    })),
    { title: 'Хранения', key: 'total', dataIndex: 'mealsTotal', align: 'right' },
    { title: 'Стойност', key: 'value', align: 'right', render: (_v, row) => euro(row.value) },
  ];
  const days: TableProps<Day>['columns'] = [
    { title: 'Дата', key: 'date', render: (_v, row) => formatDate(row.forDate) },
    { title: 'Хранения', key: 'meals', dataIndex: 'mealsTotal', align: 'right' },
    { title: 'Стойност', key: 'value', align: 'right', render: (_v, row) => euro(row.value) },
  ];
  const table = { size: 'small' as const, bordered: true, scroll: { x: 'max-content' as const }, pagination: false as const };
  return (
    <Card
      title={<PageTitle>Хранене на персонала</PageTitle>}
      extra={
        <Flex gap={8} wrap>
          <DownloadButton path={routePath(kitchenReportsRoutes.staffNutritionFile, { query: { ...query, format: 'pdf' } })}>
            PDF
          </DownloadButton>
          <DownloadButton path={routePath(kitchenReportsRoutes.staffNutritionFile, { query: { ...query, format: 'excel' } })}>
            Excel
          </DownloadButton>
        </Flex>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <MonthControl value={month.text} onChange={(value) => setParams(value ? { month: value } : {}, { replace: true })} />
      </Flex>
      {report.isError ? (
        <LoadError list={report} />
      ) : (
        <Flex vertical gap={16}>
          <ResponsiveTable<Total>
            matrix
            {...table}
            rowKey="mealType"
            loading={report.isFetching}
            columns={totals}
            dataSource={report.data?.totals}
            locale={{ emptyText: <Empty description={'Няма калкулации за месеца.'} /> }}
            summary={() =>
              report.data && report.data.totals.length > 0 ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>
                    <Typography.Text strong>Общо</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <Typography.Text strong>{report.data.mealsTotal}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <Typography.Text strong>{euro(report.data.totalValue)}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} />
                </Table.Summary.Row>
              ) : null
            }
          />
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            По служители
          </Typography.Title>
          <ResponsiveTable<Person>
            matrix
            {...table}
            rowKey="teacherId"
            loading={report.isFetching}
            columns={people}
            dataSource={report.data?.people}
            locale={{ emptyText: <Empty description={'Няма записани хранения на персонала в дни с калкулация.'} /> }}
          />
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            По дни
          </Typography.Title>
          <ResponsiveTable<Day>
            matrix
            {...table}
            rowKey="forDate"
            loading={report.isFetching}
            columns={days}
            dataSource={report.data?.days}
            locale={{ emptyText: <Empty description={'Няма калкулации за месеца.'} /> }}
          />
          <Typography.Paragraph type="secondary">
            Храненията по видове и по дни са броят на персонала в калкулациите (с корекциите); по служители — записаните хранения
            на персонала в дни с калкулация. Хранене се оценява по цената на порция за деня (5 знака), сумите — до 2 знака.
          </Typography.Paragraph>
        </Flex>
      )}
    </Card>
  );
}
