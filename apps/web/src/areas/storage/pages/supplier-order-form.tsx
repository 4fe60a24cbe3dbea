import {
  type ProductLookupRow,
  type ProductUnit,
  productUnitLabels,
  type SaveResult,
  type SaveSupplierOrderRequest,
  type SupplierOrderDetails,
  supplierOrderMessages,
} from '@kg/contracts';
import { App, Button, Card, DatePicker, Flex, Form, type FormInstance, Input, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, sofiaToday, toApiDate } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { bgNumber } from '../components/decimal-text';
import { DocumentDayField, SupplierField, WarehouseField } from '../components/document-fields';
import {
  lineLabel,
  ProductField,
  ProductLineCard,
  ProductLinesList,
  QuantityFields,
  useLineUnits,
} from '../components/product-lines';
import { useLazyGetSupplierOrderSuggestionQuery, useSaveSupplierOrderMutation } from '../supplier-orders-api';

interface OrderLineValues {
  productId?: number;
  unit?: ProductUnit;
  quantity?: string;
  note?: string;
}

export interface SupplierOrderValues {
  orderDate: Dayjs;
  deliveryDate: Dayjs;
  supplierId?: number;
  warehouseId?: number;
  note?: string;
  lines: OrderLineValues[];
}

/** The request the form's values make (quantities stay decimal strings). */
export function supplierOrderOf(values: SupplierOrderValues, id?: number): SaveSupplierOrderRequest {
  return {
    ...(id ? { id } : {}),
    orderDate: toApiDate(values.orderDate),
    deliveryDate: toApiDate(values.deliveryDate),
    supplierId: values.supplierId!,
    warehouseId: values.warehouseId!,
    note: values.note?.trim() || null,
    lines: (values.lines ?? []).map((line) => ({
      productId: line.productId!,
      unit: line.unit!,
      quantity: line.quantity ?? '',
      note: line.note?.trim() || null,
    })),
  } as SaveSupplierOrderRequest;
}

interface SupplierOrderFormProps {
  products: ProductLookupRow[];
  /** The draft edited; a new order without. */
  order?: SupplierOrderDetails;
  onSaved: (id: number) => void;
  onCancel: () => void;
  /** Told the year of the order's date whenever it changes: a new order's number is the next of that year. */
  onYearChange?: (year: number) => void;
}

/**
 * The supplier order's form: the order's date, the supplier, the warehouse, the desired delivery (not before the order),
 * a note and the lines (a product, its quantity in any unit it converts to, a note). „Попълни от менюто“ fills the lines
 * with what the approved menus of a period need less the warehouse's stock on its first day; they stay editable.
 */
export function SupplierOrderForm({ products, order, onSaved, onCancel, onYearChange }: SupplierOrderFormProps) {
  const { message } = App.useApp();
  const [save] = useSaveSupplierOrderMutation();
  const [suggest, suggestion] = useLazyGetSupplierOrderSuggestionQuery();
  const [named, setNamed] = useState<ProductLookupRow[]>(
    order?.lines.map((line) => ({ id: line.productId, name: line.productName, unit: line.productUnit }) as ProductLookupRow) ??
      [],
  );
  const { form, submit, saving } = useSaveForm<SupplierOrderValues, SaveResult>({
    save: (values) => save(supplierOrderOf(values, order?.id)),
    success: 'Заявката е записана като чернова.',
    onSaved: (result) => onSaved(Number(result.entityId)),
  });
  const orderYear = (Form.useWatch('orderDate', form) as Dayjs | undefined)?.year();
  useEffect(() => {
    if (orderYear) onYearChange?.(orderYear);
  }, [orderYear, onYearChange]);
  const today = sofiaToday();
  const initialValues: SupplierOrderValues = order
    ? {
        orderDate: dayjs(order.orderDate),
        deliveryDate: dayjs(order.deliveryDate),
        supplierId: order.supplierId,
        warehouseId: order.warehouseId,
        note: order.note ?? undefined,
        lines: order.lines.map((line) => ({
          productId: line.productId,
          unit: line.unit,
          quantity: line.quantity,
          note: line.note ?? undefined,
        })),
      }
    : { orderDate: today, deliveryDate: today.add(1, 'day'), lines: [{}] };
  const [period, setPeriod] = useState<[Dayjs, Dayjs]>(() => {
    const start = initialValues.deliveryDate;
    return [start, start.add(4, 'day')];
  });
  const known = [...products, ...named.filter((row) => !products.some((product) => product.id === row.id))];

  const fillFromMenus = async () => {
    const warehouseId = form.getFieldValue('warehouseId') as number | undefined;
    if (!warehouseId) {
      form.setFields([{ name: 'warehouseId', errors: ['Изберете склад, за да се вземе наличността му.'] }]);
      return;
    }
    const answer = await suggest({ warehouseId, from: toApiDate(period[0]), to: toApiDate(period[1]) });
    if (answer.error || !answer.data) {
      void message.error(errorMessage(answer.error));
      return;
    }
    const { rows, menus } = answer.data;
    if (!rows.length) {
      void message.info(
        menus.length
          ? 'Наличността в склада покрива менютата за периода: няма какво да се заяви.'
          : 'За периода няма одобрени или публикувани менюта.',
      );
      return;
    }
    setNamed((current) => [
      ...current,
      ...rows.map((row) => ({ id: row.productId, name: row.productName, unit: row.unit }) as ProductLookupRow),
    ]);
    form.setFieldValue(
      'lines',
      rows.map((row) => ({ productId: row.productId, unit: row.unit, quantity: row.shortage })),
    );
    void message.success(`Попълнени са ${rows.length} продукта от менютата за периода.`);
  };

  return (
    <Form<SupplierOrderValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={saving}
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
    >
      <Flex gap={12} wrap>
        <DocumentDayField name="orderDate" label="Дата на заявката" />
        <Form.Item
          name="deliveryDate"
          label="Желана дата на доставка"
          dependencies={['orderDate']}
          rules={[
            { required: true, message: 'Изберете дата.' },
            ({ getFieldValue }) => ({
              validator: async (_rule, value?: Dayjs) => {
                const orderDate = getFieldValue('orderDate') as Dayjs | undefined;
                if (value && orderDate && value.isBefore(orderDate, 'day')) {
                  throw new Error(supplierOrderMessages.deliveryBeforeOrder);
                }
              },
            }),
          ]}
          style={{ flex: '1 1 150px' }}
        >
          <DatePicker format={DATE_FORMAT} allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <SupplierField />
        <WarehouseField />
      </Flex>
      <Form.Item name="note" label="Бележка">
        <Input maxLength={500} />
      </Form.Item>

      <Card size="small" title="Попълване от менюто" style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">
          Продуктите, които одобрените и публикуваните менюта за периода изискват за очакваните деца, минус наличността в избрания
          склад в първия ден от периода (до 31 дни).
        </Typography.Paragraph>
        <Flex gap={12} wrap align="end">
          <DatePicker.RangePicker
            aria-label="Период на менюто"
            format={DATE_FORMAT}
            allowClear={false}
            value={period}
            onChange={(days) => {
              if (days?.[0] && days[1]) setPeriod([days[0], days[1]]);
            }}
          />
          <Button onClick={() => void fillFromMenus()} loading={suggestion.isFetching}>
            Попълни от менюто
          </Button>
        </Flex>
        {suggestion.data && suggestion.data.unconvertible.length > 0 && (
          <Typography.Paragraph type="warning" style={{ marginTop: 8, marginBottom: 0 }}>
            Без преобразуване към мерната си единица (не са включени): {suggestion.data.unconvertible.join(', ')}.
          </Typography.Paragraph>
        )}
        {suggestion.data && suggestion.data.rows.length > 0 && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {suggestion.data.rows
              .map(
                (row) =>
                  `${row.productName}: нужни ${bgNumber(row.needed, 3)}, налични ${bgNumber(row.available, 3)} ${productUnitLabels[row.unit].toLowerCase()}`,
              )
              .join('; ')}
          </Typography.Paragraph>
        )}
      </Card>

      <Typography.Title level={4}>Продукти</Typography.Title>
      <ProductLinesList noLinesMessage={supplierOrderMessages.noLines}>
        {({ name, number, remove }) => (
          <OrderLineCard name={name} number={number} form={form} products={known} onRemove={remove} />
        )}
      </ProductLinesList>
      <Space wrap style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          Запиши заявката
        </Button>
        <Button onClick={onCancel}>Откажи</Button>
      </Space>
    </Form>
  );
}

function OrderLineCard(props: {
  name: number;
  number: number;
  form: FormInstance<SupplierOrderValues>;
  products: ProductLookupRow[];
  onRemove: () => void;
}) {
  const { name, number, form } = props;
  const line = Form.useWatch(['lines', name], form) as OrderLineValues | undefined;
  const productId = line?.productId;
  const units = useLineUnits(productId, props.products.find((product) => product.id === productId)?.unit ?? line?.unit);
  const products = props.products.map((product) => ({
    id: product.id,
    label: `${product.name} (${productUnitLabels[product.unit].toLowerCase()})`,
    unit: product.unit,
  }));
  return (
    <ProductLineCard number={number} onRemove={props.onRemove}>
      <ProductField form={form} name={name} number={number} products={products} />
      <QuantityFields name={name} number={number} units={units} quantityMessage={supplierOrderMessages.quantity}>
        <Form.Item name={[name, 'note']} label="Бележка към реда" style={{ flex: '2 1 200px' }}>
          <Input maxLength={200} aria-label={lineLabel('Бележка', number)} />
        </Form.Item>
      </QuantityFields>
    </ProductLineCard>
  );
}
