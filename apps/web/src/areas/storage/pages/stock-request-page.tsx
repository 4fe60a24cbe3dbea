import {
  allows,
  bgQuantity,
  Resource,
  type StockRequestLine,
  StockRequestState,
  stockRequestStateLabels,
  stockRequestsRoutes,
  stockOutflowMessages,
} from '@kg/contracts';
import { Alert, Card, Descriptions, Result, Spin, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { formatDate, formatDateTime } from '../../../shared/dates/dates';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { euro } from '../components/decimal-text';
import { phoneLineColumn, writtenQuantity } from '../components/line-columns';
import { OutflowActions } from '../components/outflow-actions';
import { stateColor } from '../components/outflow-filters';
import { useRecordId } from '../components/record-form-card';
import { StockRequestForm } from '../components/stock-request-form';
import {
  useCompleteStockRequestMutation,
  useDeleteStockRequestMutation,
  useFreeStockRequestMutation,
  useGetStockRequestQuery,
} from '../outflows-api';

const BASE = '/storage/requests';

const lotsText = (line: StockRequestLine) =>
  line.lots.length
    ? line.lots
        .map(
          (lot) =>
            `${lot.batchNumber ?? 'без партида'}${lot.expiryDate ? ` (до ${formatDate(lot.expiryDate)})` : ''}: ${bgQuantity(lot.quantity, line.productUnit)}`,
        )
        .join('; ')
    : '—';

/** /storage/requests/:id: a stock request with its state, the lots taken and their values; edit, complete, free, delete, PDF. */
export default function StockRequestPage() {
  const { id, invalid } = useRecordId();
  const request = useGetStockRequestQuery(id ?? 0, { skip: id === undefined });
  const access = useGetUserDataQuery().data?.access ?? [];
  const [complete] = useCompleteStockRequestMutation();
  const [free] = useFreeStockRequestMutation();
  const [remove] = useDeleteStockRequestMutation();
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();

  const missing = request.isError && 'status' in request.error && request.error.status === 404;
  if (invalid || missing) {
    return <Result status="404" title={stockOutflowMessages.requestNotFound} extra={<Link to={BASE}>Към списъка</Link>} />;
  }
  if (request.isError) return <Alert type="error" showIcon title={errorMessage(request.error)} />;
  if (!request.data) return <Spin description="Зареждане…" />;
  const data = request.data;
  const completed = data.state === StockRequestState.Completed;
  const title = `Искане № ${data.number}/${data.year}`;

  if (editing) {
    return (
      <Card style={{ maxWidth: 860 }} title={<PageTitle>{`Редактиране: ${title}`}</PageTitle>}>
        <StockRequestForm request={data} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      </Card>
    );
  }

  const columns: TableProps<StockRequestLine>['columns'] = [
    phoneLineColumn((line: StockRequestLine) => (
      <>
        <Typography.Text>
          {writtenQuantity(line)} — {euro(line.value)}
        </Typography.Text>
        <Typography.Text type="secondary">Партиди: {lotsText(line)}</Typography.Text>
      </>
    )),
    { title: '№', key: 'position', dataIndex: 'position', responsive: ['sm'] },
    { title: 'Продукт', key: 'product', dataIndex: 'productName', responsive: ['sm'] },
    { title: 'Количество', key: 'quantity', responsive: ['sm'], align: 'right', render: (_v, line) => writtenQuantity(line) },
    { title: 'Партиди', key: 'lots', responsive: ['sm'], render: (_v, line) => lotsText(line) },
    { title: 'Стойност', key: 'value', responsive: ['sm'], align: 'right', render: (_v, line) => euro(line.value) },
  ];

  return (
    <Card
      title={<PageTitle>{title}</PageTitle>}
      extra={
        <OutflowActions
          completed={completed}
          canUpdate={allows(access, Resource.StockRequests, 'update')}
          canDelete={allows(access, Resource.StockRequests, 'delete')}
          pdfPath={routePath(stockRequestsRoutes.pdf, { params: { id: data.id } })}
          noun="искането"
          onEdit={() => setEditing(true)}
          complete={() => complete(data.id)}
          free={() => free(data.id)}
          remove={() => remove(data.id)}
          onRemoved={() => void navigate(BASE)}
          messages={{
            completed: 'Искането е приключено: продуктите са изписани от склада.',
            freed: 'Искането е освободено: количествата са върнати в склада.',
            removed: 'Искането е изтрито.',
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
            children: <Tag color={stateColor(data.state)}>{stockRequestStateLabels[data.state]}</Tag>,
          },
          { key: 'date', label: 'Дата на готвене', children: formatDate(data.requestDate) },
          { key: 'warehouse', label: 'Склад', children: data.warehouseName },
          { key: 'by', label: 'Съставил', children: data.createdByName ?? '—' },
          ...(completed
            ? [
                {
                  key: 'completed',
                  label: 'Приключено',
                  children: `${data.completedAt ? formatDateTime(data.completedAt) : ''} ${data.completedByName ?? ''}`.trim(),
                },
              ]
            : []),
          ...(data.note ? [{ key: 'note', label: 'Бележка', children: data.note }] : []),
        ]}
      />
      <Table<StockRequestLine>
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
        <Typography.Paragraph type="secondary">
          Искането още не е приключено: наличността не е променена. При приключване продуктите се изписват по партиди с най-ранен
          срок на годност, по средно претеглена цена.
        </Typography.Paragraph>
      )}
      <Link to={BASE}>Към списъка</Link>
    </Card>
  );
}
