import {
  type AvailableProductRow,
  bgQuantity,
  convertibleUnits,
  ProductUnit,
  productUnitLabels,
  stockOutflowMessages,
} from '@kg/contracts';
import { Button, Card, Flex, Form, type FormInstance, Select, Typography } from 'antd';
import { formatDate } from '../../../shared/dates/dates';
import { DecimalInput } from '../../../shared/forms/decimal-input';
import { useGetProductQuery } from '../../products/api';
import { useGetAvailableProductsQuery, useGetScrappingLotsQuery } from '../outflows-api';

export interface OutflowLineValues {
  productId?: number;
  lotId?: number;
  unit?: ProductUnit;
  quantity?: string;
}

/** A product a line already names (an edited document's), offered even when the day shows no stock of it. */
export interface NamedProduct {
  productId: number;
  productName: string;
  unit: ProductUnit;
}

interface OutflowLinesEditorProps<Values> {
  form: FormInstance<Values>;
  /** The document's day (YYYY-MM-DD) and warehouse: the products offered are those with stock there on that day. */
  date: string | undefined;
  warehouseId: number | undefined;
  /** A scrapping names the lot of each line. */
  withLot: boolean;
  named?: NamedProduct[];
}

/**
 * The lines of a stock request or a scrapping: a product with stock in the warehouse on the day (GET
 * Products/available-for-date), the lot (scrapping), the unit (the product's own and every convertible one) and the
 * quantity as a decimal string, with what is available shown per line. A card per line, on a phone as elsewhere.
 */
export function OutflowLinesEditor<Values>({ form, date, warehouseId, withLot, named = [] }: OutflowLinesEditorProps<Values>) {
  const available = useGetAvailableProductsQuery(
    { date: date ?? '', warehouseId: warehouseId ?? 0 },
    { skip: !date || !warehouseId },
  );
  const rows = available.data ?? [];
  const offered = [
    ...rows,
    ...named
      .filter((product) => !rows.some((row) => row.productId === product.productId))
      .map((product) => ({ ...product, quantity: '0', value: '0' })),
  ];
  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: async (_rule, lines?: unknown[]) => {
            if (!lines?.length) throw new Error(stockOutflowMessages.noLines);
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={12}>
          {!warehouseId && (
            <Typography.Text type="secondary">Изберете склад и дата, за да видите наличните продукти.</Typography.Text>
          )}
          {fields.map((field, index) => (
            <LineCard
              key={field.key}
              name={field.name}
              number={index + 1}
              form={form}
              offered={offered}
              warehouseId={warehouseId}
              withLot={withLot}
              onRemove={() => remove(field.name)}
            />
          ))}
          {fields.length === 0 && <Typography.Text type="secondary">Няма добавени редове.</Typography.Text>}
          <Form.ErrorList errors={errors} />
          <Button onClick={() => add({})}>Добави ред</Button>
        </Flex>
      )}
    </Form.List>
  );
}

function LineCard<Values>(props: {
  name: number;
  number: number;
  form: FormInstance<Values>;
  offered: AvailableProductRow[];
  warehouseId: number | undefined;
  withLot: boolean;
  onRemove: () => void;
}) {
  const { name, number, form, offered, warehouseId, withLot } = props;
  const path = ['lines', name];
  const line = Form.useWatch(path, form) as OutflowLineValues | undefined;
  const productId = line?.productId;
  const details = useGetProductQuery(productId ?? 0, { skip: !productId });
  const lots = useGetScrappingLotsQuery(
    { warehouseId: warehouseId ?? 0, productId: productId ?? 0 },
    { skip: !withLot || !productId || !warehouseId },
  );
  const product = offered.find((row) => row.productId === productId);
  const units = details.data ? convertibleUnits(details.data.unit, details.data.conversions) : product ? [product.unit] : [];
  const label = (text: string) => `${text}, ред ${number}`;
  const lot = lots.data?.find((row) => row.lotId === line?.lotId);
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
          options={offered.map((row) => ({ value: row.productId, label: row.productName }))}
          onChange={(id: number) => {
            const chosen = offered.find((row) => row.productId === id);
            form.setFieldValue([...path, 'unit'] as never, (chosen?.unit ?? ProductUnit.Kilogram) as never);
            form.setFieldValue([...path, 'lotId'] as never, undefined as never);
          }}
        />
      </Form.Item>
      {withLot && (
        <Form.Item name={[name, 'lotId']} label="Партида" rules={[{ required: true, message: 'Изберете партида.' }]}>
          <Select
            aria-label={label('Партида')}
            placeholder="Партида за бракуване"
            options={(lots.data ?? []).map((row) => ({
              value: row.lotId,
              label:
                `${row.batchNumber ?? 'без партида'}, годен до ${row.expiryDate ? formatDate(row.expiryDate) : '—'}` +
                (product ? ` (${bgQuantity(row.quantity, product.unit)})` : ''),
            }))}
          />
        </Form.Item>
      )}
      <Flex gap={12} wrap>
        <Form.Item
          name={[name, 'quantity']}
          label="Количество"
          rules={[{ required: true, message: stockOutflowMessages.quantity }]}
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
      </Flex>
      {product && (
        <Typography.Text type="secondary" aria-live="polite">
          {withLot && lot
            ? `В партидата: ${bgQuantity(lot.quantity, product.unit)}`
            : `Наличност към датата: ${bgQuantity(product.quantity, product.unit)}`}
        </Typography.Text>
      )}
    </Card>
  );
}
