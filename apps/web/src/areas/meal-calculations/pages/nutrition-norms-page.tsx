import { menuAgeBandLabels, type NutritionNorm } from '@kg/contracts';
import { Button, Card, Empty, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/dates';
import { LoadError, ResponsiveTable } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { amount } from '../components/norm-parts';
import { useGetNutritionNormsQuery } from '../nutrition-norms-api';

export const NORMS_BASE = '/admin/nutrition-norms';

/**
 * /admin/nutrition-norms (an extra route of this project): the master's nutrition norms per age band, each in force
 * from a date, with its legal citation (docs/meal-calculations.md "Nutrition norms"). No figure is seeded.
 */
export default function NutritionNormsPage() {
  const norms = useGetNutritionNormsQuery();
  return (
    <Card
      title={<PageTitle>Норми за хранене</PageTitle>}
      extra={
        <Link to={`${NORMS_BASE}/create`}>
          <Button type="primary">Нова норма</Button>
        </Link>
      }
    >
      <Typography.Paragraph type="secondary">
        Среднодневните норми за децата в детската градина по възрастови групи: Наредба № 2 от 7.03.2013 г. (0–3 г.), Наредба № 6
        от 10.08.2011 г. (3–7 г.) и референтните стойности на Наредба № 1 от 22.01.2018 г. Всяка норма важи от датата, от която
        актът е в сила, до следващата норма за същата група. Празна стойност означава „Нормата не е въведена“.
      </Typography.Paragraph>
      {norms.isError ? (
        <LoadError list={norms} />
      ) : (
        <ResponsiveTable<NutritionNorm>
          size="small"
          rowKey="id"
          pagination={false}
          loading={norms.isFetching}
          dataSource={norms.data?.norms}
          locale={{ emptyText: <Empty description="Няма въведени норми." /> }}
          columns={[
            {
              title: 'Възрастова група',
              key: 'band',
              render: (_v, row) => <Link to={`${NORMS_BASE}/${row.id}`}>{menuAgeBandLabels[row.ageBand]}</Link>,
            },
            { title: 'В сила от', key: 'from', render: (_v, row) => formatDate(row.effectiveFrom) },
            { title: 'Енергия, kcal', key: 'energy', align: 'right', render: (_v, row) => amount(row.energyKcal) },
            { title: 'Белтъчини, g', key: 'protein', align: 'right', render: (_v, row) => amount(row.protein) },
            { title: 'Мазнини, g', key: 'fat', align: 'right', render: (_v, row) => amount(row.fat) },
            { title: 'Въглехидрати, g', key: 'carbohydrate', align: 'right', render: (_v, row) => amount(row.carbohydrate) },
            { title: 'Продуктови групи', key: 'groups', align: 'right', render: (_v, row) => row.groups.length },
            { title: 'Основание', key: 'citation', dataIndex: 'citation' },
          ]}
        />
      )}
    </Card>
  );
}
