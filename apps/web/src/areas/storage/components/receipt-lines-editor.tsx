import {
  documentMoney,
  IncomingCheckResult,
  incomingCheckResultLabels,
  lineValue,
  type ProductLookupRow,
  type ProductUnit,
  productUnitLabels,
  storageMessages,
  type StorageLookupRow,
} from '@kg/contracts';
import { DatePicker, Flex, Form, type FormInstance, Input, Radio, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../../../shared/dates/dates';
import { DecimalInput } from '../../../shared/forms/decimal-input';
import { euro } from './decimal-text';
import {
  type LineProduct,
  lineLabel,
  ProductField,
  ProductLineCard,
  ProductLinesList,
  QuantityFields,
  useLineUnits,
} from './product-lines';

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
  const lineProducts = products.map((product) => ({
    id: product.id,
    label: `${product.name} (${productUnitLabels[product.unit].toLowerCase()})`,
    unit: product.unit,
  }));
  const manufacturerOptions = manufacturers.map((manufacturer) => ({ value: manufacturer.id, label: manufacturer.name }));
  return (
    <ProductLinesList noLinesMessage={storageMessages.noLines} newLine={emptyLine}>
      {({ name, number, remove }) => (
        <LineCard
          name={name}
          number={number}
          form={form}
          products={lineProducts}
          manufacturerOptions={manufacturerOptions}
          onRemove={remove}
        />
      )}
    </ProductLinesList>
  );
}

function LineCard<Values>(props: {
  name: number;
  number: number;
  form: FormInstance<Values>;
  products: LineProduct[];
  manufacturerOptions: { value: number; label: string }[];
  onRemove: () => void;
}) {
  const { name, number, form } = props;
  const line = Form.useWatch(['lines', name], form) as ReceiptLineValues | undefined;
  const productId = line?.productId;
  const units = useLineUnits(productId, props.products.find((product) => product.id === productId)?.unit);
  const money = lineMoney(line);
  const rejected = line?.checkResult === IncomingCheckResult.Rejected;
  const label = (text: string) => lineLabel(text, number);
  return (
    <ProductLineCard number={number} onRemove={props.onRemove}>
      <ProductField form={form} name={name} number={number} products={props.products} />
      <QuantityFields name={name} number={number} units={units} quantityMessage={storageMessages.quantity}>
        <Form.Item
          name={[name, 'unitPrice']}
          label="Ед. цена, €"
          rules={[{ required: true, message: storageMessages.unitPrice }]}
          style={{ flex: '1 1 110px' }}
        >
          <DecimalInput precision={5} aria-label={label('Единична цена')} />
        </Form.Item>
      </QuantityFields>
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
    </ProductLineCard>
  );
}
