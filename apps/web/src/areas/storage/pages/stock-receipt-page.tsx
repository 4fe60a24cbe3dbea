import {
  allows,
  IncomingCheckResult,
  incomingCheckResultLabels,
  Resource,
  type StockReceiptLine,
  stockReceiptsRoutes,
  storageMessages,
} from '@kg/contracts';
import { Alert, App, Button, Card, Descriptions, Flex, Result, Spin, Table, type TableProps, Tag, Typography } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useDeleteStockReceiptMutation, useGetStockReceiptQuery } from '../api';
import { bgNumber, euro } from '../components/decimal-text';
import { phoneLineColumn, writtenQuantity } from '../components/line-columns';
import { useRecordId } from '../components/record-form-card';

const BASE = '/storage/stock';

const checkTag = (line: StockReceiptLine) => (
  <Tag color={line.checkResult === IncomingCheckResult.Accepted ? 'green' : 'red'}>
    {incomingCheckResultLabels[line.checkResult]}
  </Tag>
);

/** /storage/stock/:id: a posted stock receipt, its PDF, and its deletion while it is the year's last and untouched. */
export default function StockReceiptPage() {
  const { id, invalid } = useRecordId();
  const receipt = useGetStockReceiptQuery(id ?? 0, { skip: id === undefined });
  const access = useGetUserDataQuery().data?.access ?? [];
  const [remove, removal] = useDeleteStockReceiptMutation();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const missing = receipt.isError && 'status' in receipt.error && receipt.error.status === 404;
  if (invalid || missing) {
    return <Result status="404" title={storageMessages.receiptNotFound} extra={<Link to={BASE}>Към списъка</Link>} />;
  }
  if (receipt.isError) return <Alert type="error" showIcon title={errorMessage(receipt.error)} />;
  if (!receipt.data) return <Spin description="Зареждане…" />;
  const data = receipt.data;

  const columns: TableProps<StockReceiptLine>['columns'] = [
    phoneLineColumn((line: StockReceiptLine) => (
      <>
        <Typography.Text>
          {writtenQuantity(line)} × {bgNumber(line.unitPrice, 5)} € = {euro(line.value)}
        </Typography.Text>
        <Typography.Text type="secondary">
          Партида {line.batchNumber ?? '—'}, годен до {line.expiryDate ? formatDate(line.expiryDate) : '—'}
        </Typography.Text>
        <span>
          {checkTag(line)} {line.checkNote}
        </span>
      </>
    )),
    { title: '№', key: 'position', dataIndex: 'position', responsive: ['sm'] },
    {
      title: 'Продукт',
      key: 'product',
      responsive: ['sm'],
      render: (_v, line) => line.productName + (line.manufacturerName ? ` (${line.manufacturerName})` : ''),
    },
    { title: 'Количество', key: 'quantity', responsive: ['sm'], align: 'right', render: (_v, line) => writtenQuantity(line) },
    { title: 'Ед. цена, €', key: 'price', responsive: ['sm'], align: 'right', render: (_v, line) => bgNumber(line.unitPrice, 5) },
    { title: 'Стойност', key: 'value', responsive: ['sm'], align: 'right', render: (_v, line) => euro(line.value) },
    { title: 'Партида', key: 'batch', responsive: ['md'], render: (_v, line) => line.batchNumber ?? '—' },
    {
      title: 'Годен до',
      key: 'expiry',
      responsive: ['md'],
      render: (_v, line) => (line.expiryDate ? formatDate(line.expiryDate) : '—'),
    },
    {
      title: 'Входящ контрол',
      key: 'check',
      responsive: ['sm'],
      render: (_v, line) => (
        <>
          {checkTag(line)} {line.checkNote}
        </>
      ),
    },
  ];

  const deleteReceipt = async (): Promise<void> => {
    const result = await remove(data.id);
    if (result.error) void message.error(errorMessage(result.error));
    else {
      void message.success('Складовата разписка е изтрита.');
      void navigate(BASE);
    }
  };

  return (
    <Card
      title={<PageTitle>{`Складова разписка № ${data.number}/${data.year}`}</PageTitle>}
      extra={
        <Flex gap={8} wrap>
          <DownloadButton path={routePath(stockReceiptsRoutes.pdf, { params: { id: data.id } })}>PDF</DownloadButton>
          {data.canDelete && allows(access, Resource.Stocks, 'delete') && (
            <Popconfirm
              title="Изтриване на складова разписка"
              description="Стоката ѝ ще бъде изписана от наличността, а номерът ѝ — освободен."
              okText="Изтрий"
              cancelText="Отказ"
              okButtonProps={{ danger: true }}
              onConfirm={deleteReceipt}
            >
              <Button danger loading={removal.isLoading}>
                Изтрий
              </Button>
            </Popconfirm>
          )}
        </Flex>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'date', label: 'Дата', children: formatDate(data.receiptDate) },
          { key: 'supplier', label: 'Доставчик', children: `${data.supplierName} (ЕИК ${data.supplierEik})` },
          { key: 'warehouse', label: 'Склад', children: data.warehouseName },
          { key: 'invoice', label: 'Фактура', children: `№ ${data.invoiceNumber} от ${formatDate(data.invoiceDate)}` },
          { key: 'by', label: 'Приел', children: data.createdByName ?? '—' },
          ...(data.note ? [{ key: 'note', label: 'Бележка', children: data.note }] : []),
        ]}
      />
      <Table<StockReceiptLine>
        rowKey="id"
        columns={columns}
        dataSource={data.lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        style={{ marginTop: 16 }}
      />
      <Typography.Title level={4} style={{ marginTop: 16 }}>
        Общо: {euro(data.total)}
      </Typography.Title>
      {!data.canDelete && (
        <Typography.Paragraph type="secondary">
          Изтрива се само последната разписка за годината, докато от стоката ѝ нищо не е изписано.
        </Typography.Paragraph>
      )}
      <Link to={BASE}>Към списъка</Link>
    </Card>
  );
}
