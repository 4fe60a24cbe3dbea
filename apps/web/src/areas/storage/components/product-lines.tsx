import type { ReactNode } from 'react';
import { convertibleUnits, ProductUnit, productUnitLabels } from '@kg/contracts';
import { Button, Card, Flex, Form, type FormInstance, Select, Typography } from 'antd';
import { DecimalInput } from '../../../shared/forms/decimal-input';
import { useGetProductQuery } from '../../products/api';

/**
 * The product lines of every storage document (receipts, requests, scrappings, supplier orders): the list with its
 * "no lines" rule, a card per line (on a phone as elsewhere), the product picker that sets the line's unit, and the
 * quantity with its unit (the product's own and every unit its conversions reach). Each document adds its own fields.
 */

/** A product a line may name: its id, how it is listed, and its own unit. */
export interface LineProduct {
  id: number;
  label: string;
  unit: ProductUnit;
}

/** The name of a line's field as screen readers hear it: „Количество, ред 2“. */
export const lineLabel = (text: string, number: number): string => `${text}, ред ${number}`;

export function ProductLinesList({
  noLinesMessage,
  newLine = () => ({}),
  before,
  children,
}: {
  noLinesMessage: string;
  newLine?: () => object;
  /** Shown above the lines (e.g. what to choose first). */
  before?: ReactNode;
  children: (line: { name: number; number: number; remove: () => void }) => ReactNode;
}) {
  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: async (_rule, lines?: unknown[]) => {
            if (!lines?.length) throw new Error(noLinesMessage);
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={12}>
          {before}
          {fields.map((field, index) => (
            <div key={field.key}>{children({ name: field.name, number: index + 1, remove: () => remove(field.name) })}</div>
          ))}
          {fields.length === 0 && <Typography.Text type="secondary">Няма добавени редове.</Typography.Text>}
          <Form.ErrorList errors={errors} />
          <Button onClick={() => add(newLine())}>Добави ред</Button>
        </Flex>
      )}
    </Form.List>
  );
}

/** A line's card: „Ред N“ with its remove button. */
export function ProductLineCard({ number, onRemove, children }: { number: number; onRemove: () => void; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={`Ред ${number}`}
      extra={
        <Button type="link" danger size="small" onClick={onRemove} aria-label={`Премахни ред ${number}`}>
          Премахни
        </Button>
      }
    >
      {children}
    </Card>
  );
}

/** The line's product: choosing one sets the line's unit to the product's own (and clears `clear`, e.g. the lot). */
export function ProductField<Values>({
  form,
  name,
  number,
  products,
  clear = [],
}: {
  form: FormInstance<Values>;
  name: number;
  number: number;
  products: LineProduct[];
  clear?: string[];
}) {
  return (
    <Form.Item name={[name, 'productId']} label="Продукт" rules={[{ required: true, message: 'Изберете продукт.' }]}>
      <Select
        aria-label={lineLabel('Продукт', number)}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Търсене на продукт"
        options={products.map((product) => ({ value: product.id, label: product.label }))}
        onChange={(id: number) => {
          const chosen = products.find((product) => product.id === id);
          form.setFieldValue(['lines', name, 'unit'] as never, (chosen?.unit ?? ProductUnit.Kilogram) as never);
          for (const field of clear) form.setFieldValue(['lines', name, field] as never, undefined as never);
        }}
      />
    </Form.Item>
  );
}

/** The units a line may be written in: the product's own and every one its conversions reach (`fallback` until known). */
export function useLineUnits(productId: number | undefined, fallback: ProductUnit | undefined): ProductUnit[] {
  const details = useGetProductQuery(productId ?? 0, { skip: !productId });
  if (details.data) return convertibleUnits(details.data.unit, details.data.conversions);
  return fallback === undefined ? [] : [fallback];
}

/** The quantity (a decimal string) and its unit, in one row with the document's further fields (`children`). */
export function QuantityFields({
  name,
  number,
  units,
  quantityMessage,
  children,
}: {
  name: number;
  number: number;
  units: ProductUnit[];
  quantityMessage: string;
  children?: ReactNode;
}) {
  return (
    <Flex gap={12} wrap>
      <Form.Item
        name={[name, 'quantity']}
        label="Количество"
        rules={[{ required: true, message: quantityMessage }]}
        style={{ flex: '1 1 110px' }}
      >
        <DecimalInput aria-label={lineLabel('Количество', number)} />
      </Form.Item>
      <Form.Item
        name={[name, 'unit']}
        label="Мярка"
        rules={[{ required: true, message: 'Изберете мерна единица.' }]}
        style={{ flex: '1 1 120px' }}
      >
        <Select
          aria-label={lineLabel('Мярка', number)}
          options={units.map((unit) => ({ value: unit, label: productUnitLabels[unit] }))}
        />
      </Form.Item>
      {children}
    </Flex>
  );
}
