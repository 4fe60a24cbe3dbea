import {
  type EstimatedQuantityRow,
  menuAgeBandLabels,
  menusRoutes,
  menuStatusLabels,
  productUnitLabels,
  weekdayLabels,
} from '@kg/contracts';
import { Card, Empty, Flex, Select, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { routePath } from '../../../shared/api/route-request';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { LoadError, ResponsiveTable } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetEstimatedQuantitiesQuery, useGetMenusQuery } from '../../menus/api';
import { bgNumber } from '../../storage/components/decimal-text';

/** Grams as kilograms, exactly (the point moved three places), with a decimal comma. */
const kilograms = (grams: string): string => {
  const [whole = '0', fraction = ''] = grams.split('.');
  const digits = whole.padStart(4, '0');
  return bgNumber(`${digits.slice(0, -3)}.${`${digits.slice(-3)}${fraction}`}`, 3);
};

/**
 * /storage/references/menu-estimation: choose a week's menu and see the products and quantities its week needs for the
 * children expected (placed less filed absences; docs/menus.md "Estimated quantities"), with the PDF and Excel report.
 */
export default function MenuEstimationPage() {
  const [params, setParams] = useSearchParams();
  const menuId = Number(params.get('menu')) || undefined;
  const menus = useGetMenusQuery({ pageNumber: 1, pageSize: 100, orderByColumn: 'week', orderByDescending: true });
  const estimate = useGetEstimatedQuantitiesQuery(menuId ?? 0, { skip: menuId === undefined });
  const file = (format: 'pdf' | 'excel') =>
    routePath(menusRoutes.estimatedQuantitiesReport, { query: { id: menuId ?? 0, format } });
  return (
    <Card
      title={<PageTitle>Очаквани количества по меню</PageTitle>}
      extra={
        menuId !== undefined &&
        estimate.data && (
          <Flex gap={8} wrap>
            <DownloadButton path={file('pdf')}>PDF</DownloadButton>
            <DownloadButton path={file('excel')}>Excel</DownloadButton>
          </Flex>
        )
      }
    >
      <Flex vertical gap={16}>
        {menus.isError ? (
          <LoadError list={menus} />
        ) : (
          <Select<number>
            aria-label="Меню"
            placeholder="Изберете седмично меню"
            loading={menus.isFetching}
            value={menuId}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(value) => setParams(value ? { menu: String(value) } : {}, { replace: true })}
            options={(menus.data?.result ?? []).map((menu) => ({
              value: menu.id,
              label: `${formatDate(menu.weekStart)} · ${menuAgeBandLabels[menu.ageBand]} · ${menuStatusLabels[menu.status]}`,
            }))}
            style={{ width: 480, maxWidth: '100%' }}
          />
        )}
        {menuId === undefined ? (
          <Typography.Paragraph type="secondary">
            Изберете меню, за да видите продуктите и количествата за седмицата за очакваните деца.
          </Typography.Paragraph>
        ) : estimate.isError ? (
          <LoadError list={estimate} />
        ) : !estimate.data ? (
          <Spin description="Зареждане…" />
        ) : (
          <>
            <Typography.Text type="secondary">
              {estimate.data.days.length > 0
                ? `Очаквани деца: ${estimate.data.days
                    .map((day) => `${weekdayLabels[day.weekday]} ${formatDate(day.date)} – ${day.children}`)
                    .join('; ')}`
                : 'Седмицата няма работни дни.'}
            </Typography.Text>
            <ResponsiveTable<EstimatedQuantityRow>
              size="small"
              bordered
              rowKey="productId"
              pagination={false}
              loading={estimate.isFetching}
              dataSource={estimate.data.products}
              locale={{ emptyText: <Empty description="Менюто няма ястия." /> }}
              columns={[
                { title: 'Продукт', key: 'name', dataIndex: 'name' },
                { title: 'Нето, кг', key: 'net', align: 'right', render: (_v, row) => kilograms(row.netGrams) },
                { title: 'Бруто, кг', key: 'gross', align: 'right', render: (_v, row) => kilograms(row.grossGrams) },
                {
                  title: 'Количество',
                  key: 'quantity',
                  align: 'right',
                  render: (_v, row) =>
                    row.quantity === null ? '—' : `${bgNumber(row.quantity, 3)} ${productUnitLabels[row.unit].toLowerCase()}`,
                },
              ]}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
