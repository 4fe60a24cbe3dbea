import {
  type CreateStockReceiptRequest,
  createStockReceiptRequest,
  documentMoney,
  IncomingCheckResult,
  type SaveResult,
  sumOf,
} from '@kg/contracts';
import { Alert, Button, Card, DatePicker, Flex, Form, Input, Space, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, sofiaToday, toApiDate } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetProductLookupQuery } from '../../products/api';
import {
  useCreateStockReceiptMutation,
  useGetManufacturerLookupQuery,
  useGetNextReceiptNumberQuery,
  useGetSupplierLookupQuery,
  useGetWarehouseLookupQuery,
} from '../api';
import { euro } from '../components/decimal-text';
import { DocumentDayField, SupplierField, WarehouseField } from '../components/document-fields';
import { emptyLine, lineMoney, ReceiptLinesEditor, type ReceiptLineValues } from '../components/receipt-lines-editor';

const BASE = '/storage/stock';
const fields = createStockReceiptRequest.shape;

interface ReceiptValues {
  receiptDate: Dayjs;
  supplierId?: number;
  warehouseId?: number;
  invoiceNumber?: string;
  invoiceDate: Dayjs;
  note?: string;
  lines: ReceiptLineValues[];
}

/** The request the form's values make (quantities and prices stay decimal strings). */
export function receiptRequestOf(values: ReceiptValues): CreateStockReceiptRequest {
  return {
    supplierId: values.supplierId!,
    warehouseId: values.warehouseId!,
    receiptDate: toApiDate(values.receiptDate),
    invoiceNumber: (values.invoiceNumber ?? '').trim(),
    invoiceDate: toApiDate(values.invoiceDate),
    note: values.note?.trim() || null,
    lines: values.lines.map((line) => ({
      productId: line.productId!,
      unit: line.unit!,
      quantity: line.quantity ?? '',
      unitPrice: line.unitPrice ?? '',
      batchNumber: line.batchNumber?.trim() || null,
      expiryDate: line.expiryDate ? toApiDate(line.expiryDate) : null,
      manufacturerId: line.manufacturerId ?? null,
      checkResult: line.checkResult,
      checkNote: line.checkResult === IncomingCheckResult.Rejected ? line.checkNote?.trim() || null : null,
    })) as CreateStockReceiptRequest['lines'],
  };
}

/** The accepted lines' total: the exact sum of the exact line values, rounded to 2 decimals at the end. */
function acceptedTotal(lines: ReceiptLineValues[] | undefined): string {
  const values = (lines ?? [])
    .filter((line) => line?.checkResult === IncomingCheckResult.Accepted)
    .map(lineMoney)
    .filter((value): value is string => value !== null);
  return documentMoney(sumOf(values));
}

/**
 * /storage/stock/create: a stock receipt (складова разписка) — supplier, warehouse, invoice, the receipt's date (its
 * number is given on saving, the next one shown), and the lines. Saving posts it to the stock.
 */
export default function StockReceiptCreatePage() {
  const suppliers = useGetSupplierLookupQuery();
  const warehouses = useGetWarehouseLookupQuery();
  const manufacturers = useGetManufacturerLookupQuery();
  const products = useGetProductLookupQuery();
  const [create] = useCreateStockReceiptMutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<ReceiptValues, SaveResult>({
    save: (values) => create(receiptRequestOf(values)),
    success: 'Складовата разписка е записана и заприходена.',
    onSaved: (result) => void navigate(`${BASE}/${String(result.entityId)}`),
  });
  const receiptDate = Form.useWatch('receiptDate', form) as Dayjs | undefined;
  const lines = Form.useWatch('lines', form) as ReceiptLineValues[] | undefined;
  const next = useGetNextReceiptNumberQuery(receiptDate?.year());

  const failed = [suppliers, warehouses, manufacturers, products].find((query) => query.isError);
  if (failed) return <Alert type="error" showIcon title={errorMessage(failed.error)} />;
  if (!suppliers.data || !warehouses.data || !manufacturers.data || !products.data) return <Spin description="Зареждане…" />;
  const today = sofiaToday();

  return (
    <Card style={{ maxWidth: 960 }} title={<PageTitle>Нова складова разписка</PageTitle>}>
      <Form<ReceiptValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        initialValues={{ receiptDate: today, invoiceDate: today, lines: [emptyLine()] }}
        onFinish={(values) => void submit(values)}
      >
        <Typography.Paragraph type="secondary">
          Номер на разписката: {next.data ? next.data.number : 0} (дава се при записване, без пропуски за годината)
        </Typography.Paragraph>
        <Flex gap={12} wrap>
          <DocumentDayField name="receiptDate" label="Дата на приемане" />
          <WarehouseField />
          <SupplierField />
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item name="invoiceNumber" label="Фактура №" rules={[zodRule(fields.invoiceNumber)]} style={{ flex: '1 1 160px' }}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name="invoiceDate"
            label="Дата на фактурата"
            rules={[{ required: true, message: 'Изберете дата.' }]}
            style={{ flex: '1 1 150px' }}
          >
            <DatePicker format={DATE_FORMAT} allowClear={false} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="note" label="Бележка" style={{ flex: '2 1 240px' }}>
            <Input maxLength={500} />
          </Form.Item>
        </Flex>
        <Typography.Title level={4}>Редове</Typography.Title>
        <ReceiptLinesEditor form={form} products={products.data} manufacturers={manufacturers.data} />
        <Typography.Title level={4} aria-live="polite">
          Общо приета стока: {euro(acceptedTotal(lines))}
        </Typography.Title>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            Запиши и заприходи
          </Button>
          <Link to={BASE}>Откажи</Link>
        </Space>
      </Form>
    </Card>
  );
}
