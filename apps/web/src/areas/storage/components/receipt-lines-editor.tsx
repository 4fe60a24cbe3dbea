import {
  convertibleUnits,
  documentMoney,
  IncomingCheckResult,
  incomingCheckResultLabels,
  lineValue,
  type ProductLookupRow,
  ProductUnit,
  productUnitLabels,
  storageMessages,
  type StorageLookupRow,
} from '@kg/contracts';
import { Button, Card, DatePicker, Flex, Form, type FormInstance, Input, Radio, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../../../shared/dates/dates';
import { DecimalInput } from '../../../shared/forms/decimal-input';
import { useGetProductQuery } from '../../products/api';
import { euro } from './decimal-text';

export interface ReceiptLineValues {
  productId?: number;
  unit?: ProductUnit;
  quantity?: string;
  unitPrice?: string;
  batchNumber?: string;
  expiryDate?: Dayjs | null;
  manufacturerId?: number;
  checkResult: IncomingCheckResult;
  checkNote?: string;
}

export const emptyLine = (): ReceiptLineValues => ({ checkResult: IncomingCheckResult.Accepted });

const DECIMAL = /^\d+(\.\d+)?$/;

/** A line's value on screen (quantity × price, exact, then 2 decimals); empty while either is incomplete. */
export function lineMoney(line: Pick<ReceiptLineValues, 'quantity' | 'unitPrice'> | undefined): string | null {
  if (!line?.quantity || !line.unitPrice || !DECIMAL.test(line.quantity) || !DECIMAL.test(line.unitPrice)) return null;
  return lineValue(line.quantity, line.unitPrice);
}

interface LinesEditorProps<Values> {
  form: FormInstance<Values>;
  products: ProductLookupRow[];
  manufacturers: StorageLookupRow[];
}

/**
 * The lines of a stock receipt: a product found by name, the unit (its own and every unit its conversions reach), the
 * quantity and the unit price as decimal strings, batch, expiry, manufacturer and the incoming check. On a phone each
 * line is a card; the value is computed exactly (never with floats).
 */
export function ReceiptLinesEditor<Values>({ form, products, manufacturers }: LinesEditorProps<Values>) {
  const productOptions = products.map((product) => ({
    value: product.id,
    label: `${product.name} (${productUnitLabels[product.unit].toLowerCase()})`,
  }));
  const manufacturerOptions = manufacturers.map((manufacturer) => ({ value: manufacturer.id, label: manufacturer.name }));
  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: async (_rule, lines?: unknown[]) => {
            if (!lines?.length) throw new Error(storageMessages.noLines);
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={12}>
          {fields.map((field, index) => (
            <LineCard
              key={field.key}
              name={field.name}
              number={index + 1}
              form={form}
              products={products}
              productOptions={productOptions}
              manufacturerOptions={manufacturerOptions}
              onRemove={() => remove(field.name)}
            />
          ))}
          {fields.length === 0 && <Typography.Text type="secondary">Няма добавени редове.</Typography.Text>}
          <Form.ErrorList errors={errors} />
          <Button onClick={() => add(emptyLine())}>Добави ред</Button>
        </Flex>
      )}
    </Form.List>
  );
}

function LineCard<Values>(props: {
  name: number;
  number: number;
  form: FormInstance<Values>;
  products: ProductLookupRow[];
  productOptions: { value: number; label: string }[];
  manufacturerOptions: { value: number; label: string }[];
  onRemove: () => void;
}) {
  const { name, number, form } = props;
  const path = ['lines', name];
  const line = Form.useWatch(path, form) as ReceiptLineValues | undefined;
  const productId = line?.productId;
  const details = useGetProductQuery(productId ?? 0, { skip: !productId });
  const lookup = props.products.find((product) => product.id === productId);
  const units = details.data ? convertibleUnits(details.data.unit, details.data.conversions) : lookup ? [lookup.unit] : [];
  const money = lineMoney(line);
  const rejected = line?.checkResult === IncomingCheckResult.Rejected;
  const label = (text: string) => `${text}, ред ${number}`;
  return (
    <Card
      size="small"
      title={`Ред ${number}`}
      extra={
        <Button type="link" danger size="small" onClick={props.onRemove} aria-label={`Премахни ред ${number}`}>
          Премахни
        </Button>
      }
    >
      <Form.Item name={[name, 'productId']} label="Продукт" rules={[{ required: true, message: 'Изберете продукт.' }]}>
        <Select
          aria-label={label('Продукт')}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Търсене на продукт"
          options={props.productOptions}
          onChange={(id: number) => {
            const product = props.products.find((candidate) => candidate.id === id);
            form.setFieldValue([...path, 'unit'] as never, (product?.unit ?? ProductUnit.Kilogram) as never);
          }}
        />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          name={[name, 'quantity']}
          label="Количество"
          rules={[{ required: true, message: storageMessages.quantity }]}
          style={{ flex: '1 1 110px' }}
        >
          <DecimalInput aria-label={label('Количество')} />
        </Form.Item>
        <Form.Item
          name={[name, 'unit']}
          label="Мярка"
          rules={[{ required: true, message: 'Изберете мерна единица.' }]}
          style={{ flex: '1 1 120px' }}
        >
          <Select aria-label={label('Мярка')} options={units.map((unit) => ({ value: unit, label: productUnitLabels[unit] }))} />
        </Form.Item>
        <Form.Item
          name={[name, 'unitPrice']}
          label="Ед. цена, €"
          rules={[{ required: true, message: storageMessages.unitPrice }]}
          style={{ flex: '1 1 110px' }}
        >
          <DecimalInput precision={5} aria-label={label('Единична цена')} />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item name={[name, 'batchNumber']} label="Партида" style={{ flex: '1 1 120px' }}>
          <Input maxLength={60} aria-label={label('Партида')} />
        </Form.Item>
        <Form.Item name={[name, 'expiryDate']} label="Годен до" style={{ flex: '1 1 140px' }}>
          <DatePicker format={DATE_FORMAT} aria-label={label('Годен до')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name={[name, 'manufacturerId']} label="Производител" style={{ flex: '1 1 160px' }}>
          <Select
            aria-label={label('Производител')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={props.manufacturerOptions}
          />
        </Form.Item>
      </Flex>
      <Form.Item name={[name, 'checkResult']} label="Входящ контрол">
        <Radio.Group
          aria-label={label('Входящ контрол')}
          options={[IncomingCheckResult.Accepted, IncomingCheckResult.Rejected].map((value) => ({
            value,
            label: incomingCheckResultLabels[value],
          }))}
        />
      </Form.Item>
      {rejected && (
        <Form.Item
          name={[name, 'checkNote']}
          label="Причина за отхвърляне"
          rules={[{ required: true, whitespace: true, message: storageMessages.rejectionNote }]}
        >
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1 }} aria-label={label('Причина за отхвърляне')} />
        </Form.Item>
      )}
      <Typography.Text strong aria-live="polite">
        Стойност: {money ? euro(documentMoney(money)) : '—'}
        {rejected ? ' (отхвърлена, не се заприхождава)' : ''}
      </Typography.Text>
    </Card>
  );
}
