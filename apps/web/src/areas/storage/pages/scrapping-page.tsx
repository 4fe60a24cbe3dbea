import {
  allows,
  Resource,
  type ScrappingLine,
  ScrappingState,
  scrappingStateLabels,
  scrappingTypeLabels,
  stockOutflowMessages,
  stockScrappingsRoutes,
} from '@kg/contracts';
import { Alert, Card, Descriptions, List, Result, Spin, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { formatDate } from '../../../shared/dates/dates';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { euro } from '../components/decimal-text';
import { phoneLineColumn, writtenQuantity } from '../components/line-columns';
import { OutflowActions } from '../components/outflow-actions';
import { stateColor } from '../components/outflow-filters';
import { useRecordId } from '../components/record-form-card';
import { ScrappingForm } from '../components/scrapping-form';
import {
  useCompleteScrappingMutation,
  useDeleteScrappingMutation,
  useFreeScrappingMutation,
  useGetScrappingQuery,
} from '../outflows-api';

const BASE = '/storage/scrappings';

const batch = (line: ScrappingLine) =>
  `${line.batchNumber ?? 'без партида'}${line.expiryDate ? `, годен до ${formatDate(line.expiryDate)}` : ''}`;

/** /storage/scrappings/:id: a scrapping protocol with its commission and lots; edit, complete, free, delete, PDF. */
export default function ScrappingPage() {
  const { id, invalid } = useRecordId();
  const scrapping = useGetScrappingQuery(id ?? 0, { skip: id === undefined });
  const access = useGetUserDataQuery().data?.access ?? [];
  const [complete] = useCompleteScrappingMutation();
  const [free] = useFreeScrappingMutation();
  const [remove] = useDeleteScrappingMutation();
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();

  const missing = scrapping.isError && 'status' in scrapping.error && scrapping.error.status === 404;
  if (invalid || missing) {
    return <Result status="404" title={stockOutflowMessages.scrappingNotFound} extra={<Link to={BASE}>Към списъка</Link>} />;
  }
  if (scrapping.isError) return <Alert type="error" showIcon title={errorMessage(scrapping.error)} />;
  if (!scrapping.data) return <Spin description="Зареждане…" />;
  const data = scrapping.data;
  const completed = data.state === ScrappingState.Completed;
  const title = `Протокол за бракуване № ${data.number}/${data.year}`;

  if (editing) {
    return (
      <Card style={{ maxWidth: 860 }} title={<PageTitle>{`Редактиране: ${title}`}</PageTitle>}>
        <ScrappingForm scrapping={data} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      </Card>
    );
  }

  const columns: TableProps<ScrappingLine>['columns'] = [
    phoneLineColumn((line: ScrappingLine) => (
      <>
        <Typography.Text>
          {writtenQuantity(line)} — {euro(line.value)}
        </Typography.Text>
        <Typography.Text type="secondary">Партида {batch(line)}</Typography.Text>
      </>
    )),
    { title: '№', key: 'position', dataIndex: 'position', responsive: ['sm'] },
    { title: 'Продукт', key: 'product', dataIndex: 'productName', responsive: ['sm'] },
    { title: 'Партида', key: 'batch', responsive: ['sm'], render: (_v, line) => batch(line) },
    { title: 'Количество', key: 'quantity', responsive: ['sm'], align: 'right', render: (_v, line) => writtenQuantity(line) },
    { title: 'Стойност', key: 'value', responsive: ['sm'], align: 'right', render: (_v, line) => euro(line.value) },
  ];

  return (
    <Card
      title={<PageTitle>{title}</PageTitle>}
      extra={
        <OutflowActions
          completed={completed}
          canUpdate={allows(access, Resource.StockScrappings, 'update')}
          canDelete={allows(access, Resource.StockScrappings, 'delete')}
          pdfPath={routePath(stockScrappingsRoutes.pdf, { params: { id: data.id } })}
          noun="протоколът"
          onEdit={() => setEditing(true)}
          complete={() => complete(data.id)}
          free={() => free(data.id)}
          remove={() => remove(data.id)}
          onRemoved={() => void navigate(BASE)}
          messages={{
            completed: 'Протоколът е приключен: продуктите са бракувани и изписани от склада.',
            freed: 'Протоколът е освободен: количествата са върнати в склада.',
            removed: 'Протоколът е изтрит.',
          }}
        />
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: 'state',
            label: 'Състояние',
            children: <Tag color={stateColor(data.state)}>{scrappingStateLabels[data.state]}</Tag>,
          },
          { key: 'date', label: 'Дата', children: formatDate(data.scrappingDate) },
          { key: 'warehouse', label: 'Склад', children: data.warehouseName },
          { key: 'type', label: 'Вид', children: scrappingTypeLabels[data.type] },
          { key: 'reason', label: 'Причина', children: data.reason },
        ]}
      />
      <Typography.Title level={4} style={{ marginTop: 16 }}>
        Комисия
      </Typography.Title>
      <List
        size="small"
        dataSource={data.commission}
        renderItem={(member, index) => (
          <List.Item>
            {index === 0 ? 'Председател' : 'Член'}: {member.name}, {member.position}
          </List.Item>
        )}
      />
      <Table<ScrappingLine>
        rowKey="id"
        columns={columns}
        dataSource={data.lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        style={{ marginTop: 16 }}
      />
      <Typography.Title level={4} style={{ marginTop: 16 }}>
        Общо: {euro(data.value)}
      </Typography.Title>
      {!completed && (
        <Typography.Paragraph type="secondary">Протоколът още не е приключен: наличността не е променена.</Typography.Paragraph>
      )}
      <Link to={BASE}>Към списъка</Link>
    </Card>
  );
}
