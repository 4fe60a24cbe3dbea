import {
  enumOptions,
  mealTypeLabels,
  type MealType,
  type MenuAgeBand,
  menuAgeBandLabels,
  menuAgeBands,
  recipeCategoryLabels,
  type RecipeCategory,
  type RecipeDetails,
  recipeMessages,
  type SaveOwnRecipeRequest,
  saveOwnRecipeRequest,
  type SaveResult,
} from '@kg/contracts';
import { Alert, Button, Card, Checkbox, Divider, Flex, Form, Input, Select, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { CheckboxGroupField } from '../../../shared/forms/checkbox-group-field';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetRecipeBooksQuery, useGetRecipeProductOptionsQuery, useSaveRecipeMutation } from '../api';
import { bandKey, type IngredientValues, IngredientsEditor } from './ingredients-editor';
import { NutritionTable } from './nutrition-table';

const fields = saveOwnRecipeRequest.shape;
const categoryOptions = enumOptions(recipeCategoryLabels);
const mealTypeOptions = enumOptions(mealTypeLabels);
const ageBandOptions = enumOptions(menuAgeBandLabels);

export interface RecipeValues {
  bookId?: number;
  name: string;
  category?: RecipeCategory;
  mealTypes: MealType[];
  ageBands: MenuAgeBand[];
  technology?: string;
  ingredients: IngredientValues[];
}

/** The form's values of a recipe (to edit it, or to start a copy of a shared one: no book then). */
export function recipeValues(record: RecipeDetails | undefined, copy = false): Partial<RecipeValues> {
  if (!record) return { mealTypes: [], ageBands: [...menuAgeBands], ingredients: [] };
  return {
    bookId: copy ? undefined : record.bookId,
    name: record.name,
    category: record.category,
    mealTypes: record.mealTypes,
    ageBands: record.ageBands,
    technology: record.technology ?? '',
    ingredients: record.ingredients.map((ingredient) => ({
      productId: ingredient.productId,
      unit: ingredient.unit,
      wastePercent: ingredient.wastePercent,
      cookingLossPercent: ingredient.cookingLossPercent,
      quantities: Object.fromEntries(
        ingredient.quantities.map((quantity) => [bandKey(quantity.ageBand), { gross: quantity.gross, net: quantity.net }]),
      ),
    })),
  };
}

/** The request of a save from the form's values: quantities for the chosen bands only, a blank net left to the API. */
export function recipeRequest(
  id: number | undefined,
  copiedFromId: number | undefined,
  values: RecipeValues,
): SaveOwnRecipeRequest {
  const bands = menuAgeBands.filter((band) => values.ageBands.includes(band));
  return {
    ...(id !== undefined ? { id } : {}),
    ...(copiedFromId !== undefined ? { copiedFromId } : {}),
    bookId: values.bookId as number,
    name: values.name.trim(),
    category: values.category as RecipeCategory,
    mealTypes: values.mealTypes ?? [],
    ageBands: bands,
    technology: values.technology?.trim() || null,
    ingredients: (values.ingredients ?? []).map((ingredient) => ({
      productId: ingredient.productId as number,
      unit: ingredient.unit,
      wastePercent: ingredient.wastePercent || null,
      cookingLossPercent: ingredient.cookingLossPercent || null,
      quantities: bands.map((band) => {
        const quantity = ingredient.quantities?.[bandKey(band)] ?? {};
        return { ageBand: band, gross: quantity.gross ?? '', net: quantity.net || null };
      }),
    })),
  };
}

export interface RecipeFormProps {
  /** The master's shared recipe (administration/RecipeManagement) or a kindergarten's own (Recipes). */
  shared: boolean;
  base: string;
  record?: RecipeDetails;
  /** A shared recipe being copied into an own book. */
  copyOf?: RecipeDetails;
  onSaved: (result: SaveResult) => void;
  extra?: React.ReactNode;
}

/**
 * A recipe's form: book, name, kind of dish, meals, age bands, technology and the ingredients with their quantities per
 * portion and band. After a save the page shows the nutrition the API computed from the products.
 */
export function RecipeForm({ shared, base, record, copyOf, onSaved, extra }: RecipeFormProps) {
  const books = useGetRecipeBooksQuery();
  const products = useGetRecipeProductOptionsQuery();
  const [save] = useSaveRecipeMutation();
  const { form, submit, saving } = useSaveForm<RecipeValues, SaveResult>({
    save: (values) => save({ shared, body: recipeRequest(record?.id, copyOf?.id, values) }),
    success: 'Рецептата е запазена.',
    onSaved,
  });
  const chosenBands = (Form.useWatch('ageBands', form) as MenuAgeBand[] | undefined) ?? record?.ageBands ?? [...menuAgeBands];
  const bands = menuAgeBands.filter((band) => chosenBands.includes(band));
  const bookOptions = (books.data ?? []).filter((book) => book.editable).map((book) => ({ value: book.id, label: book.name }));
  const title = record ? record.name : copyOf ? `Копие на „${copyOf.name}“` : 'Нова рецепта';

  return (
    <Card style={{ maxWidth: 960 }} styles={{ title: { whiteSpace: 'normal' } }} title={<PageTitle>{title}</PageTitle>}>
      {/* The page's actions under the title, so that a long name keeps the whole width on a phone. */}
      {extra && (
        <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
          {extra}
        </Flex>
      )}
      <Form<RecipeValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        initialValues={recipeValues(record ?? copyOf, !record && !!copyOf)}
        onFinish={(values) => void submit(values)}
      >
        {books.isSuccess && bookOptions.length === 0 && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={shared ? 'Няма общи книги с рецепти.' : 'Нямате собствена книга с рецепти.'}
            description={`Добавете книга от бутона „Книги с рецепти“ и я изберете тук.`}
          />
        )}
        <Flex gap={12} wrap>
          <Form.Item
            name="bookId"
            label="Книга с рецепти"
            rules={[{ required: true, message: recipeMessages.bookRequired }]}
            style={{ flex: '1 1 240px' }}
          >
            <Select options={bookOptions} placeholder="Изберете книга" />
          </Form.Item>
          <Form.Item name="name" label="Наименование" rules={[zodRule(fields.name)]} style={{ flex: '2 1 280px' }}>
            <Input maxLength={200} />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item
            name="category"
            label="Вид на ястието"
            rules={[{ required: true, message: recipeMessages.categoryRequired }]}
            style={{ flex: '1 1 200px' }}
          >
            <Select options={categoryOptions} placeholder="Изберете вид" />
          </Form.Item>
          <Form.Item name="mealTypes" label="Подходяща за" style={{ flex: '2 1 280px' }}>
            <Checkbox.Group options={mealTypeOptions} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="ageBands"
          label="Възрастови групи"
          rules={[{ required: true, type: 'array', min: 1, message: recipeMessages.ageBandsRequired }]}
        >
          <CheckboxGroupField options={ageBandOptions} />
        </Form.Item>
        <Form.Item name="technology" label="Технология на приготвяне" rules={[zodRule(fields.technology)]}>
          <Input.TextArea rows={5} maxLength={8000} />
        </Form.Item>

        <Divider />
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Съставки на една порция
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Брутото е количеството преди почистване; оставете нетото празно, за да се изчисли от брутото и отпадъка. Хранителната
          стойност и алергените се изчисляват от продуктите след запазване.
        </Typography.Paragraph>
        <IngredientsEditor form={form} products={products.data ?? []} bands={bands} />

        <Divider />
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            Запази
          </Button>
          <Link to={base}>Откажи</Link>
        </Space>
      </Form>
      {record && (
        <>
          <Divider />
          <NutritionTable nutrition={record.nutrition} />
        </>
      )}
    </Card>
  );
}
