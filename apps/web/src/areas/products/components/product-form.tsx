import {
  type Allergen,
  allergenLabels,
  enumOptions,
  type NutrientKey,
  nutrientFields,
  nutrientsRequest,
  type ProductCategory,
  type ProductDetails,
  type ProductFieldsRequest,
  productConversion,
  productFields,
  ProductUnit,
  productUnitLabels,
  type StorageCondition,
  storageConditionLabels,
} from '@kg/contracts';
import { Button, Checkbox, Divider, Flex, Form, type FormInstance, Input, Select, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DecimalInput } from '../../../shared/forms/decimal-input';
import { zodRule } from '../../../shared/forms/zod-rule';

const fields = productFields.shape;

export interface ProductValues {
  name: string;
  categoryId?: number;
  unit?: ProductUnit;
  storageCondition?: StorageCondition | null;
  ediblePercent?: string;
  conversions: { unit?: ProductUnit; grams?: string }[];
  allergens: Allergen[];
  nutrients: Partial<Record<NutrientKey, string>>;
  nutrientSource?: string;
  nutrientSourceDescription?: string;
  substituteIds: number[];
}

/** The units a product may be counted in, and the units that need grams per unit (a gram and a kilogram do not). */
const unitOptions = enumOptions(productUnitLabels).filter((option) => option.value !== ProductUnit.None);
const conversionUnitOptions = unitOptions.filter((o) => o.value !== ProductUnit.Gram && o.value !== ProductUnit.Kilogram);
const storageOptions = enumOptions(storageConditionLabels);
const allergenOptions = enumOptions(allergenLabels).map((option) => ({
  value: option.value,
  label: `${option.value}. ${option.label}`,
}));

export const emptyProductValues: ProductValues = { name: '', conversions: [], allergens: [], nutrients: {}, substituteIds: [] };

/** The form's values of a stored product (also the start of a copy). */
export function productValuesOf(record: ProductDetails): ProductValues {
  return {
    name: record.name,
    categoryId: record.categoryId,
    unit: record.unit,
    storageCondition: record.storageCondition,
    ediblePercent: record.ediblePercent ?? '',
    conversions: record.conversions.map((c) => ({ unit: c.unit, grams: c.grams })),
    allergens: record.allergens,
    nutrients: Object.fromEntries(Object.entries(record.nutrients).map(([key, value]) => [key, value ?? ''])),
    nutrientSource: record.nutrientSource ?? '',
    nutrientSourceDescription: record.nutrientSourceDescription ?? '',
    substituteIds: record.substitutes.map((s) => s.id),
  };
}

/** The body of a save from the form's values. */
export function productRequestOf(values: ProductValues): ProductFieldsRequest {
  return {
    name: values.name.trim(),
    categoryId: values.categoryId as number,
    unit: values.unit as ProductUnit,
    storageCondition: values.storageCondition ?? null,
    ediblePercent: values.ediblePercent || null,
    conversions: (values.conversions ?? []).map((c) => ({ unit: c.unit as ProductUnit, grams: c.grams ?? '' })),
    allergens: values.allergens ?? [],
    nutrients: Object.fromEntries(nutrientFields.map((field) => [field.key, values.nutrients?.[field.key] || null])),
    nutrientSource: values.nutrientSource?.trim() || null,
    nutrientSourceDescription: values.nutrientSourceDescription?.trim() || null,
    substituteIds: values.substituteIds ?? [],
  };
}

/** Category options: a top-level category and, under it, its subcategories ("Мляко › Кисело мляко"). */
export function categoryOptions(categories: readonly ProductCategory[]) {
  return categories.flatMap((top) => [
    { value: top.id, label: top.name },
    ...top.children.map((child) => ({ value: child.id, label: `${top.name} › ${child.name}` })),
  ]);
}

/** Whether the nutrients have a source: an unsourced product is tagged for the master to fill in. */
function SourceTag({ form }: { form: FormInstance<ProductValues> }) {
  const source = Form.useWatch('nutrientSource', form);
  return source?.trim() ? <Tag color="green">С източник</Tag> : <Tag color="orange">Без източник</Tag>;
}

/** grams per unit of the product: one egg is 50 g, a litre of milk 1031 g. */
function ConversionsEditor() {
  return (
    <Form.List name="conversions">
      {(rows, { add, remove }) => (
        <Flex vertical gap={8}>
          {rows.map((row, index) => (
            <Flex key={row.key} gap={8} wrap align="flex-start">
              <Form.Item
                name={[row.name, 'unit']}
                label={`Мерна единица ${index + 1}`}
                rules={[{ required: true, message: 'Изберете мерна единица.' }]}
                style={{ flex: '1 1 140px', marginBottom: 8 }}
              >
                <Select options={conversionUnitOptions} />
              </Form.Item>
              <Form.Item
                name={[row.name, 'grams']}
                label="Грамове за единица"
                rules={[zodRule(productConversion.shape.grams)]}
                style={{ flex: '1 1 140px', marginBottom: 8 }}
              >
                <DecimalInput precision={3} suffix="г" />
              </Form.Item>
              <Button
                danger
                onClick={() => remove(row.name)}
                aria-label={`Премахни мерна единица ${index + 1}`}
                style={{ marginTop: 30 }}
              >
                Премахни
              </Button>
            </Flex>
          ))}
          <Button onClick={() => add({ unit: ProductUnit.Quantity, grams: '' })} style={{ alignSelf: 'flex-start' }}>
            Добави мерна единица
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

export interface ProductFormProps {
  form: FormInstance<ProductValues>;
  initialValues: ProductValues;
  categories: readonly ProductCategory[];
  /** The products that may be substitutes (the same owner's choice), by name; the product itself left out. */
  substituteOptions: { value: number; label: string }[];
  readOnly?: boolean;
  saving?: boolean;
  onSubmit: (values: ProductValues) => void;
  /** The buttons under the form (save and cancel, or copy). */
  footer: ReactNode;
}

/**
 * A product's form, the same for the master's catalogue and a kindergarten's own products: name, category, unit and
 * conversions, storage condition and edible share, the 14 allergens with their menu numbers, nutrients per 100 g with
 * their source, and the substitutes.
 */
export function ProductForm(props: ProductFormProps) {
  const { form } = props;
  return (
    <Form<ProductValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={props.readOnly || props.saving}
      initialValues={props.initialValues}
      onFinish={props.onSubmit}
    >
      <Form.Item name="name" label="Наименование" rules={[zodRule(fields.name)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          name="categoryId"
          label="Категория"
          rules={[{ required: true, message: 'Изберете категория.' }]}
          style={{ flex: '2 1 240px' }}
        >
          <Select showSearch={{ optionFilterProp: 'label' }} options={categoryOptions(props.categories)} />
        </Form.Item>
        <Form.Item
          name="unit"
          label="Мерна единица"
          rules={[{ required: true, message: 'Изберете мерна единица.' }]}
          style={{ flex: '1 1 160px' }}
        >
          <Select options={unitOptions} />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item name="storageCondition" label="Условия на съхранение" style={{ flex: '2 1 240px' }}>
          <Select allowClear options={storageOptions} />
        </Form.Item>
        <Form.Item name="ediblePercent" label="Годна част" rules={[zodRule(fields.ediblePercent)]} style={{ flex: '1 1 140px' }}>
          <DecimalInput precision={1} suffix="%" />
        </Form.Item>
      </Flex>

      <Divider />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Преобразуване в грамове
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Колко грама тежи една единица, например 1 яйце = 50 г. Грамът и килограмът не се нуждаят от преобразуване.
      </Typography.Paragraph>
      <ConversionsEditor />

      <Divider />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Алергени
      </Typography.Title>
      <Form.Item name="allergens" label="Алергени (Регламент (ЕС) № 1169/2011, приложение II)">
        <Checkbox.Group>
          <Flex vertical gap={4}>
            {allergenOptions.map((option) => (
              <Checkbox key={option.value} value={option.value}>
                {option.label}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Form.Item>

      <Divider />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Хранителни стойности на 100 г <SourceTag form={form} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Оставете празно, което не е известно. Стойностите се въвеждат само от посочен източник.
      </Typography.Paragraph>
      <Flex gap={12} wrap>
        {nutrientFields.map((field) => (
          <Form.Item
            key={field.key}
            name={['nutrients', field.key]}
            label={`${field.label}, ${field.unit}`}
            rules={[zodRule(nutrientsRequest.shape[field.key])]}
            style={{ flex: '1 1 150px' }}
          >
            <DecimalInput precision={field.fraction} />
          </Form.Item>
        ))}
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item
          name="nutrientSource"
          label="Източник"
          extra="Например USDA SR28 NDB 01123"
          rules={[zodRule(fields.nutrientSource)]}
          style={{ flex: '1 1 200px' }}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="nutrientSourceDescription"
          label="Описание в източника"
          rules={[zodRule(fields.nutrientSourceDescription)]}
          style={{ flex: '2 1 240px' }}
        >
          <Input maxLength={300} />
        </Form.Item>
      </Flex>

      <Divider />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Заместители
      </Typography.Title>
      <Form.Item name="substituteIds" label="Продукти, с които може да се замести">
        <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={props.substituteOptions} />
      </Form.Item>

      {props.footer}
    </Form>
  );
}
