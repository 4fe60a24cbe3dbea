import {
  categoryQuantity,
  enumOptions,
  type MenuAgeBand,
  menuAgeBandLabels,
  menuAgeBands,
  type ProductCategory,
  type ProductSubcategory,
  type RecommendedQuantityType,
  recommendedQuantityTypeLabels,
  saveProductCategoryRequest,
  type SaveResult,
} from '@kg/contracts';
import { App, Button, Card, Empty, Flex, Form, Input, Modal, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { DecimalInput } from '../../../shared/forms/decimal-input';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { LoadError } from '../../../shared/list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { PageTitle } from '../../../shared/ui/page-title';
import {
  useDeleteProductCategoryMutation,
  useGetProductCategoriesQuery,
  useSaveProductCategoryMutation,
  useSaveRecommendedQuantityMutation,
} from '../api';

interface CategoryValues {
  id?: number;
  name: string;
  parentId?: number | null;
}

interface QuantityValues {
  recommendedQuantityType?: RecommendedQuantityType | null;
  grams: Partial<Record<MenuAgeBand, string>>;
}

const typeOptions = enumOptions(recommendedQuantityTypeLabels);

/** Grams per child: empty (no recommendation for the band) or the contract's positive decimal. */
const gramsRule = {
  validator: async (_rule: unknown, value?: string) => {
    if (!value) return;
    const result = categoryQuantity.shape.grams.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
};

/** "На ден: 200 г (ясла), …" or that none is set. */
function quantityText(category: ProductSubcategory): string {
  if (!category.recommendedQuantityType || category.quantities.length === 0) return 'Няма препоръчително количество';
  const parts = category.quantities.map((q) => `${menuAgeBandLabels[q.ageBand]}: ${q.grams} г`);
  return `${recommendedQuantityTypeLabels[category.recommendedQuantityType]} на дете — ${parts.join('; ')}`;
}

/** The category's name and parent: a new one (no id) or an edit. */
function CategoryForm({
  categories,
  value,
  onDone,
}: {
  categories: readonly ProductCategory[];
  value: CategoryValues;
  onDone: () => void;
}) {
  const [save] = useSaveProductCategoryMutation();
  const { form, submit, saving } = useSaveForm<CategoryValues, SaveResult>({
    save: (values) =>
      save({ ...(value.id ? { id: value.id } : {}), name: values.name.trim(), parentId: values.parentId ?? null }),
    success: 'Категорията е запазена.',
    onSaved: () => {
      form.resetFields();
      onDone();
    },
  });
  const parents = categories.filter((c) => c.id !== value.id).map((c) => ({ value: c.id, label: c.name }));
  return (
    <Form<CategoryValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={saving}
      initialValues={value}
      onFinish={(values) => void submit(values)}
    >
      <Flex gap={8} wrap align="flex-end">
        <Form.Item
          name="name"
          label={value.id ? 'Наименование' : 'Нова категория'}
          rules={[zodRule(saveProductCategoryRequest.shape.name)]}
          style={{ flex: '2 1 220px', marginBottom: 16 }}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="parentId" label="В категория" style={{ flex: '1 1 200px', marginBottom: 16 }}>
          <Select allowClear placeholder="Първо ниво" options={parents} />
        </Form.Item>
        <Form.Item style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {value.id ? 'Запази' : 'Добави'}
          </Button>
        </Form.Item>
      </Flex>
    </Form>
  );
}

/** The recommended quantity per child of a category by age band, per day or per week; empty until the master fills it. */
function QuantityForm({ category, onDone }: { category: ProductSubcategory; onDone: () => void }) {
  const [save] = useSaveRecommendedQuantityMutation();
  const { form, submit, saving } = useSaveForm<QuantityValues, SaveResult>({
    save: (values) =>
      save({
        categoryId: category.id,
        body: {
          recommendedQuantityType: values.recommendedQuantityType ?? null,
          quantities: menuAgeBands
            .filter((band) => values.grams?.[band])
            .map((band) => ({ ageBand: band, grams: values.grams[band]! })),
        },
      }),
    success: 'Препоръчителните количества са запазени.',
    onSaved: onDone,
  });
  const initial: QuantityValues = {
    recommendedQuantityType: category.recommendedQuantityType,
    grams: Object.fromEntries(category.quantities.map((q) => [q.ageBand, q.grams])),
  };
  return (
    <Form<QuantityValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={saving}
      initialValues={initial}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="recommendedQuantityType" label="Количеството е">
        <Select allowClear options={typeOptions} placeholder="Не е зададено" />
      </Form.Item>
      {menuAgeBands.map((band) => (
        <Form.Item key={band} name={['grams', band]} label={`${menuAgeBandLabels[band]}, г на дете`} rules={[gramsRule]}>
          <DecimalInput precision={2} suffix="г" />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={saving}>
        Запази
      </Button>
    </Form>
  );
}

/** /admin/products/categories: the master's category tree (two levels) and each category's recommended quantities. */
export default function CategoriesPage() {
  const list = useGetProductCategoriesQuery();
  const [remove] = useDeleteProductCategoryMutation();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<CategoryValues | null>(null);
  const [quantities, setQuantities] = useState<ProductSubcategory | null>(null);

  const deleteCategory = async (category: ProductSubcategory): Promise<void> => {
    const result = await remove(category.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Категорията е изтрита.');
  };
  const actions = (category: ProductSubcategory) => [
    <Button
      key="edit"
      size="small"
      onClick={() => setEditing({ id: category.id, name: category.name, parentId: category.parentId })}
    >
      Промени
    </Button>,
    <Button key="quantities" size="small" onClick={() => setQuantities(category)}>
      Количества
    </Button>,
    <ConfirmDeleteButton
      key="delete"
      title="Изтриване на категория"
      description={`Да се изтрие ли „${category.name}“?`}
      onConfirm={() => deleteCategory(category)}
    />,
  ];
  const item = (category: ProductSubcategory, indent: boolean) => (
    <li
      key={category.id}
      style={{ paddingBlock: 12, paddingInlineStart: indent ? 24 : 0, borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <Flex vertical gap={4} style={{ width: '100%' }}>
        <Typography.Text strong={!indent}>
          {category.name} <Typography.Text type="secondary">({category.productsCount} продукта)</Typography.Text>
        </Typography.Text>
        <Typography.Text type="secondary">{quantityText(category)}</Typography.Text>
        <Flex gap={8} wrap>
          {actions(category)}
        </Flex>
      </Flex>
    </li>
  );

  return (
    <Card title={<PageTitle>Категории продукти</PageTitle>} style={{ maxWidth: 880 }}>
      {list.data && <CategoryForm categories={list.data} value={{ name: '', parentId: null }} onDone={() => undefined} />}
      {list.isError ? (
        <LoadError list={list} />
      ) : !list.data ? (
        <Spin description="Зареждане…" />
      ) : list.data.length === 0 ? (
        <Empty description="Няма категории." />
      ) : (
        <ul aria-label="Категории" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.data.flatMap((top) => [item(top, false), ...top.children.map((child) => item(child, true))])}
        </ul>
      )}
      <Modal title="Промяна на категория" open={editing !== null} footer={null} onCancel={() => setEditing(null)} destroyOnHidden>
        {editing && list.data && (
          <CategoryForm
            categories={list.data.filter((c) => !c.children.length || c.id !== editing.id)}
            value={editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        title={quantities ? `Препоръчителни количества: ${quantities.name}` : ''}
        open={quantities !== null}
        footer={null}
        onCancel={() => setQuantities(null)}
        destroyOnHidden
      >
        {quantities && <QuantityForm category={quantities} onDone={() => setQuantities(null)} />}
      </Modal>
    </Card>
  );
}
