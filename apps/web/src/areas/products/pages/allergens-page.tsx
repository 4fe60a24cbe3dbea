import type { NomenclatureRow } from '@kg/contracts';
import { Card, Tag, Typography } from 'antd';
import { LoadError, ResponsiveTable } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetAllergensQuery } from '../api';

/**
 * /admin/products/allergens: the 14 allergens of Regulation (EU) No 1169/2011, Annex II, with the numbers menus print
 * them by (read-only: the list is the Regulation's).
 */
export default function AllergensPage() {
  const list = useGetAllergensQuery();
  return (
    <Card title={<PageTitle>Алергени</PageTitle>} style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary">
        Веществата и продуктите, причиняващи алергии или непоносимост, по приложение II на Регламент (ЕС) № 1169/2011. Номерата им
        се отпечатват в менюто до всяко ястие.
      </Typography.Paragraph>
      {list.isError ? (
        <LoadError list={list} />
      ) : (
        <ResponsiveTable<NomenclatureRow>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data}
          pagination={false}
          columns={[
            {
              title: '№',
              dataIndex: 'id',
              key: 'id',
              width: 64,
              render: (id: number) => <Tag color="volcano">{id}</Tag>,
            },
            { title: 'Алерген', dataIndex: 'name', key: 'name' },
          ]}
        />
      )}
    </Card>
  );
}
