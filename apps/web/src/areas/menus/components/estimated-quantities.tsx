import { type EstimatedQuantityRow, menusRoutes, productUnitLabels, weekdayLabels } from '@kg/contracts';
import { Alert, Button, Flex, Modal, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { useGetEstimatedQuantitiesQuery } from '../api';

/** Grams as kilograms with a decimal comma, exactly (the point moved three places). */
const kilograms = (grams: string): string => {
  const [whole = '0', fraction = ''] = grams.split('.');
  const digits = whole.padStart(4, '0');
  return `${digits.slice(0, -3).replace(/^0+(?=\d)/, '')},${`${digits.slice(-3)}${fraction}`.slice(0, 3)}`;
};
const decimal = (value: string | null): string => (value === null ? '—' : value.replace('.', ','));

/** „Очаквани количества“: the products the menu's week needs for the expected children, with the PDF and Excel report. */
export function EstimatedQuantitiesButton({ menuId }: { menuId: number }) {
  const [open, setOpen] = useState(false);
  const estimate = useGetEstimatedQuantitiesQuery(menuId, { skip: !open });
  const report = (format: 'pdf' | 'excel') => routePath(menusRoutes.estimatedQuantitiesReport, { query: { id: menuId, format } });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Очаквани количества</Button>
      <Modal title="Очаквани количества за седмицата" open={open} onCancel={() => setOpen(false)} footer={null} width={720}>
        {estimate.isError && <Alert type="error" showIcon title={errorMessage(estimate.error)} />}
        {estimate.isFetching && <Spin description="Зареждане…" />}
        {estimate.data && !estimate.isFetching && (
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">
              Очаквани деца:{' '}
              {estimate.data.days
                .map((day) => `${weekdayLabels[day.weekday]} ${formatDate(day.date)} – ${day.children}`)
                .join('; ')}
            </Typography.Text>
            <Table<EstimatedQuantityRow>
              size="small"
              rowKey="productId"
              pagination={false}
              scroll={{ x: true }}
              dataSource={estimate.data.products}
              locale={{ emptyText: 'Менюто няма ястия.' }}
              columns={[
                { title: 'Продукт', dataIndex: 'name' },
                { title: 'Нето, кг', align: 'right', render: (_value, row) => kilograms(row.netGrams) },
                { title: 'Бруто, кг', align: 'right', render: (_value, row) => kilograms(row.grossGrams) },
                {
                  title: 'Количество',
                  align: 'right',
                  render: (_value, row) => `${decimal(row.quantity)} ${productUnitLabels[row.unit].toLowerCase()}`,
                },
              ]}
            />
            <Flex gap={8} wrap>
              <DownloadButton path={report('pdf')}>PDF</DownloadButton>
              <DownloadButton path={report('excel')}>Excel</DownloadButton>
            </Flex>
          </Flex>
        )}
      </Modal>
    </>
  );
}
