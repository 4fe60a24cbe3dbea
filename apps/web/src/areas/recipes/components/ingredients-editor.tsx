import { type MenuAgeBand, netFromGross, type ProductLookupRow, ProductUnit, productUnitLabels } from '@kg/contracts';
import { Button, Card, Flex, Form, type FormInstance, Select, Typography } from 'antd';
import { DecimalInput } from '../../../shared/forms/decimal-input';
import { shortBandLabels } from './age-bands';

export type BandKey = `b${MenuAgeBand}`;

export interface IngredientValues {
  productId?: number;
  unit: ProductUnit;
  wastePercent?: string;
  cookingLossPercent?: string;
  /** Per age band (`b1`…`b3`): gross and, optionally, net of one portion. */
  quantities: Partial<Record<BandKey, { gross?: string; net?: string }>>;
}

export const bandKey = (band: MenuAgeBand): BandKey => `b${band}`;

/** The units a quantity may be written in for a product: grams always, pieces or millilitres after its own unit. */
export function unitOptions(product: ProductLookupRow | undefined): { value: ProductUnit; label: string }[] {
  const units = [ProductUnit.Gram];
  if (product?.unit === ProductUnit.Quantity) units.unshift(ProductUnit.Quantity);
  if (product?.unit === ProductUnit.Liter || product?.unit === ProductUnit.Millilitre) units.unshift(ProductUnit.Millilitre);
  return units.map((value) => ({ value, label: productUnitLabels[value] }));
}

/** What a product's quantity is written in unless changed: pieces for eggs, millilitres for milk, else grams. */
export const defaultUnit = (product: ProductLookupRow | undefined): ProductUnit =>
  unitOptions(product)[0]?.value ?? ProductUnit.Gram;

/** The net the API derives from the gross and the waste when the net is left blank ("" when it cannot tell). */
function derivedNet(gross: string | undefined, waste: string | undefined): string {
  if (!gross || !/^\d+(\.\d+)?$/.test(gross)) return '';
  const percent = waste && /^\d{1,2}(\.\d)?$/.test(waste) ? waste : '0';
  return netFromGross(gross, percent);
}

interface IngredientsEditorProps<Values> {
  form: FormInstance<Values>;
  products: ProductLookupRow[];
  bands: readonly MenuAgeBand[];
}

/**
 * The ingredients of a recipe: a product found by name, the unit, the waste and the cooking loss in per cent, and per
 * chosen age band the gross and net of one portion (a blank net is derived from the gross and the waste: shown as the
 * field's hint). On a phone each ingredient is a card.
 */
export function IngredientsEditor<Values>({ form, products, bands }: IngredientsEditorProps<Values>) {
  const productOptions = products.map((product) => ({
    value: product.id,
    label: product.own ? `${product.name} (собствен)` : product.name,
  }));
  const byId = new Map(products.map((product) => [product.id, product]));
  return (
    <Form.List name="ingredients">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          {fields.map((field, index) => (
            <IngredientCard
              key={field.key}
              name={field.name}
              number={index + 1}
              form={form}
              bands={bands}
              byId={byId}
              productOptions={productOptions}
              onRemove={() => remove(field.name)}
            />
          ))}
          {fields.length === 0 && <Typography.Text type="secondary">Няма добавени съставки.</Typography.Text>}
          <Button onClick={() => add({ unit: ProductUnit.Gram, quantities: {} })}>Добави съставка</Button>
        </Flex>
      )}
    </Form.List>
  );
}

function QuantityRow<Values>(props: {
  index: number;
  number: number;
  band: MenuAgeBand;
  form: FormInstance<Values>;
  waste: string | undefined;
}) {
  const { index, number, band, form, waste } = props;
  const key = bandKey(band);
  const gross = Form.useWatch(['ingredients', index, 'quantities', key, 'gross'], form) as string | undefined;
  const hint = derivedNet(gross, waste);
  const label = shortBandLabels[band];
  return (
    <Flex gap={12} wrap align="flex-start">
      <Form.Item
        name={[index, 'quantities', key, 'gross']}
        label={`Бруто, ${label}`}
        rules={[{ required: true, message: 'Въведете бруто.' }]}
        style={{ flex: '1 1 120px' }}
      >
        <DecimalInput aria-label={`Бруто, ${label}, съставка ${number}`} />
      </Form.Item>
      <Form.Item
        name={[index, 'quantities', key, 'net']}
        label={`Нето, ${label}`}
        extra={hint ? `Празно: ${hint.replace('.', ',')}` : undefined}
        style={{ flex: '1 1 120px' }}
      >
        <DecimalInput aria-label={`Нето, ${label}, съставка ${number}`} placeholder={hint} />
      </Form.Item>
    </Flex>
  );
}

function IngredientCard<Values>(props: {
  name: number;
  number: number;
  form: FormInstance<Values>;
  bands: readonly MenuAgeBand[];
  byId: Map<number, ProductLookupRow>;
  productOptions: { value: number; label: string }[];
  onRemove: () => void;
}) {
  const { name, number, form, bands, byId, productOptions, onRemove } = props;
  const path = ['ingredients', name];
  const productId = Form.useWatch([...path, 'productId'], form) as number | undefined;
  const waste = Form.useWatch([...path, 'wastePercent'], form) as string | undefined;
  const product = productId ? byId.get(productId) : undefined;
  return (
    <Card
      size="small"
      title={`Съставка ${number}`}
      extra={
        <Button type="link" danger size="small" onClick={onRemove} aria-label={`Премахни съставка ${number}`}>
          Премахни
        </Button>
      }
    >
      <Form.Item name={[name, 'productId']} label="Продукт" rules={[{ required: true, message: 'Изберете продукт.' }]}>
        <Select
          aria-label={`Продукт, съставка ${number}`}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Търсене на продукт"
          options={productOptions}
          onChange={(id: number) => form.setFieldValue([...path, 'unit'] as never, defaultUnit(byId.get(id)) as never)}
        />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item name={[name, 'unit']} label="Мерна единица" style={{ flex: '1 1 140px' }}>
          <Select aria-label={`Мерна единица, съставка ${number}`} options={unitOptions(product)} />
        </Form.Item>
        <Form.Item name={[name, 'wastePercent']} label="Отпадък, %" style={{ flex: '1 1 100px' }}>
          <DecimalInput precision={1} aria-label={`Отпадък, %, съставка ${number}`} />
        </Form.Item>
        <Form.Item name={[name, 'cookingLossPercent']} label="Загуба при топлинна обработка, %" style={{ flex: '1 1 160px' }}>
          <DecimalInput precision={1} aria-label={`Загуба при топлинна обработка, %, съставка ${number}`} />
        </Form.Item>
      </Flex>
      {bands.map((band) => (
        <QuantityRow key={band} index={name} number={number} band={band} form={form} waste={waste} />
      ))}
    </Card>
  );
}
