import {
  allows,
  bgQuantity,
  Resource,
  SupplierOrderChannel,
  supplierOrderChannelLabels,
  type SupplierOrderComparisonRow,
  type SupplierOrderDetails,
  type SupplierOrderLine,
  supplierOrderMessages,
  SupplierOrderState,
  supplierOrderStateLabels,
  supplierOrdersRoutes,
} from '@kg/contracts';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Modal,
  Radio,
  Result,
  Select,
  Spin,
  Table,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { formatDate, formatDateTime } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { PageTitle } from '../../../shared/ui/page-title';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetProductLookupQuery } from '../../products/api';
import { useGetStockReceiptsQuery } from '../api';
import { euro } from '../components/decimal-text';
import { phoneLineColumn, writtenQuantity } from '../components/line-columns';
import { useRecordId } from '../components/record-form-card';
import {
  useCancelSupplierOrderMutation,
  useDeleteSupplierOrderMutation,
  useDeliverSupplierOrderMutation,
  useGetSupplierOrderQuery,
  useSendSupplierOrderMutation,
} from '../supplier-orders-api';
import { SupplierOrderForm } from './supplier-order-form';
import { orderBaseOf, orderStateColor } from './supplier-orders-page';

type Outcome = { error?: FetchBaseQueryError | SerializedError };

/**
 * /storage/suppliers-requests/:id and /storage/references/orders-book/:id: an order with its state and lines; by state
 * „Редактирай“, „Изпрати“ (by e-mail with its PDF, or recorded as by phone or in person), „Отбележи доставка“ (the stock
 * receipt of the delivery), „Откажи заявката“, „Изтрий“ (the year's last draft); once delivered, ordered vs received.
 */
export default function SupplierOrderPage() {
  const base = orderBaseOf(useLocation().pathname);
  const { id, invalid } = useRecordId();
  const order = useGetSupplierOrderQuery(id ?? 0, { skip: id === undefined });
  const products = useGetProductLookupQuery();
  const access = useGetUserDataQuery().data?.access ?? [];
  const [editing, setEditing] = useState(false);
  const missing = order.isError && 'status' in order.error && order.error.status === 404;
  if (invalid || missing) {
    return <Result status="404" title={supplierOrderMessages.notFound} extra={<Link to={base}>Към списъка</Link>} />;
  }
  if (order.isError) return <Alert type="error" showIcon title={errorMessage(order.error)} />;
  if (!order.data) return <Spin description="Зареждане…" />;
  const data = order.data;
  const title = `Заявка № ${data.number}/${data.year}`;
  if (editing && products.data) {
    return (
      <Card style={{ maxWidth: 960 }} title={<PageTitle>{`Редактиране: ${title}`}</PageTitle>}>
        <SupplierOrderForm
          products={products.data}
          order={data}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </Card>
    );
  }
  const lineColumns: TableProps<SupplierOrderLine>['columns'] = [
    phoneLineColumn((line: SupplierOrderLine) => (
      <>
        <Typography.Text>{writtenQuantity(line)}</Typography.Text>
        {line.note && <Typography.Text type="secondary">{line.note}</Typography.Text>}
      </>
    )),
    { title: '№', key: 'position', dataIndex: 'position', responsive: ['sm'] },
    { title: 'Продукт', key: 'product', dataIndex: 'productName', responsive: ['sm'] },
    { title: 'Количество', key: 'quantity', align: 'right', responsive: ['sm'], render: (_v, line) => writtenQuantity(line) },
    { title: 'Бележка', key: 'note', responsive: ['sm'], render: (_v, line) => line.note ?? '' },
  ];
  const comparisonColumns: TableProps<SupplierOrderComparisonRow>['columns'] = [
    {
      title: 'Продукт',
      key: 'card',
      responsive: ['xs'],
      render: (_v, row) => (
        <Flex vertical gap={2} style={{ whiteSpace: 'normal', maxWidth: 'calc(100vw - 96px)' }}>
          <Typography.Text strong>{row.productName}</Typography.Text>
          <Typography.Text>
            Заявено {bgQuantity(row.ordered, row.productUnit)}, получено {bgQuantity(row.received, row.productUnit)}
          </Typography.Text>
          <Typography.Text type={row.difference.startsWith('-') ? 'danger' : undefined}>
            Разлика {bgQuantity(row.difference, row.productUnit)}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Продукт', key: 'product', dataIndex: 'productName', responsive: ['sm'] },
    {
      title: 'Заявено',
      key: 'ordered',
      align: 'right',
      responsive: ['sm'],
      render: (_v, row) => bgQuantity(row.ordered, row.productUnit),
    },
    {
      title: 'Получено',
      key: 'received',
      align: 'right',
      responsive: ['sm'],
      render: (_v, row) => bgQuantity(row.received, row.productUnit),
    },
    {
      title: 'Разлика',
      key: 'difference',
      align: 'right',
      responsive: ['sm'],
      render: (_v, row) => (
        <Typography.Text type={row.difference.startsWith('-') ? 'danger' : undefined}>
          {bgQuantity(row.difference, row.productUnit)}
        </Typography.Text>
      ),
    },
  ];
  return (
    <Card
      title={<PageTitle>{title}</PageTitle>}
      extra={
        <OrderActions
          order={data}
          base={base}
          canUpdate={allows(access, Resource.StockOrders, 'update')}
          canDelete={allows(access, Resource.StockOrders, 'delete')}
          onEdit={() => setEditing(true)}
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
            children: <Tag color={orderStateColor[data.state]}>{supplierOrderStateLabels[data.state]}</Tag>,
          },
          { key: 'date', label: 'Дата на заявката', children: formatDate(data.orderDate) },
          { key: 'delivery', label: 'Желана доставка', children: formatDate(data.deliveryDate) },
          { key: 'supplier', label: 'Доставчик', children: `${data.supplierName}, ЕИК ${data.supplierEik}` },
          { key: 'warehouse', label: 'Склад', children: data.warehouseName },
          { key: 'by', label: 'Съставил', children: data.createdByName ?? '—' },
          ...(data.sentChannel
            ? [
                {
                  key: 'sent',
                  label: 'Изпратена',
                  children: [
                    supplierOrderChannelLabels[data.sentChannel],
                    data.sentTo ?? '',
                    data.sentAt ? formatDateTime(data.sentAt) : '',
                  ]
                    .filter(Boolean)
                    .join(', '),
                },
              ]
            : []),
          ...(data.receiptId
            ? [
                {
                  key: 'receipt',
                  label: 'Складова разписка',
                  children: (
                    <Link to={`/storage/stock/${data.receiptId}`}>
                      № {data.receiptNumber} — {euro(data.value)}
                    </Link>
                  ),
                },
              ]
            : []),
          ...(data.note ? [{ key: 'note', label: 'Бележка', children: data.note }] : []),
        ]}
      />
      <Typography.Title level={4} style={{ marginTop: 16 }}>
        Заявени продукти
      </Typography.Title>
      <Table<SupplierOrderLine>
        rowKey="id"
        columns={lineColumns}
        dataSource={data.lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {data.state === SupplierOrderState.Delivered && (
        <>
          <Typography.Title level={4} style={{ marginTop: 16 }}>
            Заявено и получено
          </Typography.Title>
          <Table<SupplierOrderComparisonRow>
            rowKey="productId"
            columns={comparisonColumns}
            dataSource={data.comparison}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Количествата са в мерната единица на продукта; получено е приетото при входящия контрол.
          </Typography.Paragraph>
        </>
      )}
      <Link to={base}>Към списъка</Link>
    </Card>
  );
}

function OrderActions(props: {
  order: SupplierOrderDetails;
  base: string;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: () => void;
}) {
  const { order } = props;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [send] = useSendSupplierOrderMutation();
  const [deliver] = useDeliverSupplierOrderMutation();
  const [cancel] = useCancelSupplierOrderMutation();
  const [remove] = useDeleteSupplierOrderMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const [channel, setChannel] = useState<SupplierOrderChannel>(
    order.supplierEmail ? SupplierOrderChannel.Email : SupplierOrderChannel.Phone,
  );
  const [receiptId, setReceiptId] = useState<number | undefined>();
  const receipts = useGetStockReceiptsQuery(
    { pageNumber: 1, pageSize: 50, supplierId: order.supplierId, warehouseId: order.warehouseId, fromDate: order.orderDate },
    { skip: !delivering },
  );
  const run = async (key: string, action: () => PromiseLike<Outcome>, done: string, after?: () => void) => {
    setBusy(key);
    try {
      const result = await action();
      if (result.error) void message.error(errorMessage(result.error));
      else {
        void message.success(done);
        after?.();
      }
    } finally {
      setBusy(null);
    }
  };
  const draft = order.state === SupplierOrderState.Draft;
  const sent = order.state === SupplierOrderState.Sent;
  return (
    <Flex gap={8} wrap>
      <DownloadButton path={routePath(supplierOrdersRoutes.pdf, { params: { id: order.id } })}>PDF</DownloadButton>
      {draft && props.canUpdate && (
        <>
          <Button onClick={props.onEdit}>Редактирай</Button>
          <Button type="primary" onClick={() => setSending(true)}>
            Изпрати
          </Button>
        </>
      )}
      {sent && props.canUpdate && (
        <Button type="primary" onClick={() => setDelivering(true)}>
          Отбележи доставка
        </Button>
      )}
      {(draft || sent) && props.canUpdate && (
        <Popconfirm
          title="Отказване"
          description="Заявката ще бъде отбелязана като отказана и няма да може да се променя."
          okText="Откажи заявката"
          cancelText="Назад"
          onConfirm={() => run('cancel', () => cancel(order.id), 'Заявката е отказана.')}
        >
          <Button loading={busy === 'cancel'}>Откажи заявката</Button>
        </Popconfirm>
      )}
      {order.canDelete && props.canDelete && (
        <Popconfirm
          title="Изтриване"
          description="Да се изтрие ли заявката? Номерът ѝ ще бъде даден на следващата."
          okText="Изтрий"
          cancelText="Отказ"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            run(
              'remove',
              () => remove(order.id),
              'Заявката е изтрита.',
              () => void navigate(props.base),
            )
          }
        >
          <Button danger loading={busy === 'remove'}>
            Изтрий
          </Button>
        </Popconfirm>
      )}
      <Modal
        title="Изпращане на заявката"
        open={sending}
        okText="Изпрати"
        cancelText="Отказ"
        confirmLoading={busy === 'send'}
        onCancel={() => setSending(false)}
        onOk={() =>
          void run(
            'send',
            () => send({ id: order.id, body: { channel } }),
            channel === SupplierOrderChannel.Email
              ? `Заявката е изпратена на ${order.supplierEmail ?? ''} с приложен PDF.`
              : 'Изпращането на заявката е отбелязано.',
            () => setSending(false),
          )
        }
      >
        <Radio.Group
          aria-label="Как се изпраща"
          value={channel}
          onChange={(event) => setChannel(event.target.value as SupplierOrderChannel)}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={[
            {
              value: SupplierOrderChannel.Email,
              label: order.supplierEmail ? `По имейл до ${order.supplierEmail} (с PDF)` : 'По имейл (доставчикът няма имейл)',
              disabled: !order.supplierEmail,
            },
            {
              value: SupplierOrderChannel.Phone,
              label: order.supplierPhone ? `По телефон (${order.supplierPhone})` : 'По телефон',
            },
            { value: SupplierOrderChannel.InPerson, label: 'Лично' },
          ]}
        />
      </Modal>
      <Modal
        title="Доставка по заявката"
        open={delivering}
        okText="Отбележи доставка"
        cancelText="Отказ"
        okButtonProps={{ disabled: !receiptId }}
        confirmLoading={busy === 'deliver'}
        onCancel={() => setDelivering(false)}
        onOk={() =>
          void run(
            'deliver',
            () => deliver({ id: order.id, body: { receiptId: receiptId! } }),
            'Заявката е отбелязана като доставена.',
            () => setDelivering(false),
          )
        }
      >
        <Typography.Paragraph>
          Изберете складовата разписка на доставката: от „{order.supplierName}“ в „{order.warehouseName}“, не по-рано от датата на
          заявката.
        </Typography.Paragraph>
        <Select
          aria-label="Складова разписка"
          placeholder="Изберете разписка"
          style={{ width: '100%' }}
          loading={receipts.isFetching}
          value={receiptId}
          onChange={(value: number) => setReceiptId(value)}
          notFoundContent="Няма складови разписки от този доставчик в този склад след датата на заявката."
          options={(receipts.data?.result ?? []).map((row) => ({
            value: row.id,
            label: `№ ${row.number} от ${formatDate(row.receiptDate)} — ${euro(row.total)}`,
          }))}
        />
      </Modal>
    </Flex>
  );
}
