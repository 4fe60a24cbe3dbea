import { type SaveResult, type SaveStockRequestRequest, type StockRequestDetails } from '@kg/contracts';
import { Button, Flex, Form, Input, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs, sofiaToday, toApiDate } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { DocumentDayField, WarehouseField } from './document-fields';
import { useSaveStockRequestMutation } from '../outflows-api';
import { OutflowLinesEditor, type OutflowLineValues } from './outflow-lines-editor';

interface RequestValues {
  requestDate: Dayjs;
  warehouseId?: number;
  note?: string;
  lines: OutflowLineValues[];
}

/** The request the form's values make (quantities stay decimal strings). */
export function stockRequestOf(values: RequestValues, id?: number): SaveStockRequestRequest {
  return {
    ...(id ? { id } : {}),
    warehouseId: values.warehouseId!,
    requestDate: toApiDate(values.requestDate),
    note: values.note?.trim() || null,
    lines: values.lines.map((line) => ({ productId: line.productId!, unit: line.unit!, quantity: line.quantity ?? '' })),
  } as SaveStockRequestRequest;
}

interface StockRequestFormProps {
  /** The request edited (not completed); a new one without. */
  request?: StockRequestDetails;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

/** The stock request's form: the day the kitchen cooks, the warehouse, a note and the lines (saved, not yet posted). */
export function StockRequestForm({ request, onSaved, onCancel }: StockRequestFormProps) {
  const [save] = useSaveStockRequestMutation();
  const { form, submit, saving } = useSaveForm<RequestValues, SaveResult>({
    save: (values) => save(stockRequestOf(values, request?.id)),
    success: 'Искането е записано. Наличността ще се промени, когато го приключите.',
    onSaved: (result) => onSaved(Number(result.entityId)),
  });
  const requestDate = Form.useWatch('requestDate', form) as Dayjs | undefined;
  const warehouseId = Form.useWatch('warehouseId', form) as number | undefined;
  const initialValues: RequestValues = request
    ? {
        requestDate: dayjs(request.requestDate),
        warehouseId: request.warehouseId,
        note: request.note ?? undefined,
        lines: request.lines.map((line) => ({ productId: line.productId, unit: line.unit, quantity: line.quantity })),
      }
    : { requestDate: sofiaToday(), lines: [{}] };
  return (
    <Form<RequestValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={saving}
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
    >
      <Flex gap={12} wrap>
        <DocumentDayField name="requestDate" label="Дата на готвене" />
        <WarehouseField />
      </Flex>
      <Form.Item name="note" label="Бележка">
        <Input maxLength={500} />
      </Form.Item>
      <Typography.Title level={4}>Продукти</Typography.Title>
      <OutflowLinesEditor
        form={form}
        date={requestDate ? toApiDate(requestDate) : undefined}
        warehouseId={warehouseId}
        withLot={false}
        named={request?.lines.map((line) => ({
          productId: line.productId,
          productName: line.productName,
          unit: line.productUnit,
        }))}
      />
      <Space wrap style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          Запиши искането
        </Button>
        <Button onClick={onCancel}>Откажи</Button>
      </Space>
    </Form>
  );
}
