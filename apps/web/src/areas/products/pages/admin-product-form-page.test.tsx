import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Allergen,
  identityRoutes,
  type ProductCategory,
  productManagementRoutes,
  productsRoutes,
  ProductUnit,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aMaster, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { productsArea } from '../routes';

const wait = { timeout: 20_000 };
const SLOW = 60_000;
const userData = answer(identityRoutes.getUserData, () => aMaster);
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const categories: ProductCategory[] = [
  {
    id: 3,
    name: 'Яйца',
    parentId: null,
    recommendedQuantityType: null,
    quantities: [],
    productsCount: 1,
    children: [],
  },
];

/** Picks an option of the antd select labelled `label`. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }, wait));
}

describe('/admin/products/list/create', () => {
  it(
    'the master adds a product with a conversion, allergens by their numbers, nutrients and their source',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        answer(productsRoutes.categories, () => categories),
        answer(productsRoutes.list, () => []),
        answer(productManagementRoutes.create, () => ({ isSuccessful: true, entityId: 40 })),
        answer(productsRoutes.overviewModels, () => ({ result: [], rowsCount: 0 })),
        userData,
      );
      const router = renderArea(productsArea, '/admin/products/list/create');
      const name = await screen.findByLabelText('Наименование', undefined, wait);
      const user = userEvent.setup({ delay: null });
      await user.type(name, 'Яйца кокоши, размер M');
      await choose(user, 'Категория', 'Яйца');
      await choose(user, 'Мерна единица', 'Брой');
      expect(screen.getByText('Без източник')).toBeDefined();
      await user.click(screen.getByRole('button', { name: 'Добави мерна единица' }));
      change(screen.getByLabelText('Грамове за единица'), '50');
      await user.click(screen.getByRole('checkbox', { name: '3. Яйца и продукти от тях' }));
      change(screen.getByLabelText('Енергийна стойност, kcal'), '143');
      change(screen.getByLabelText('Белтъчини, g'), '12,56');
      change(screen.getByLabelText('Сол, g'), '0.355');
      change(screen.getByLabelText('Източник'), 'USDA SR28 NDB 01123');
      expect(await screen.findByText('С източник', undefined, wait)).toBeDefined();

      await user.click(screen.getByRole('button', { name: 'Запази' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/list'), wait);
      const post = calls.find((call) => call.method === 'POST');
      expect(post?.path).toBe('/api/administration/ProductManagement');
      expect(post?.body).toEqual({
        name: 'Яйца кокоши, размер M',
        categoryId: 3,
        unit: ProductUnit.Quantity,
        storageCondition: null,
        ediblePercent: null,
        conversions: [{ unit: ProductUnit.Quantity, grams: '50' }],
        allergens: [Allergen.Eggs],
        nutrients: {
          energyKcal: '143',
          energyKj: null,
          protein: '12.56',
          fat: null,
          saturatedFat: null,
          carbohydrate: null,
          sugars: null,
          fibre: null,
          salt: '0.355',
          calcium: null,
          iron: null,
        },
        nutrientSource: 'USDA SR28 NDB 01123',
        nutrientSourceDescription: null,
        substituteIds: [],
      });
    },
    SLOW,
  );

  it(
    'checks a nutrient before sending and shows the server’s field message under the name',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        answer(productsRoutes.categories, () => categories),
        answer(productsRoutes.list, () => []),
        answer(productManagementRoutes.create, () =>
          json(400, {
            statusCode: 400,
            message: 'Вече има продукт с това наименование в каталога.',
            errors: { name: ['Вече има продукт с това наименование в каталога.'] },
          }),
        ),
        userData,
      );
      renderArea(productsArea, '/admin/products/list/create');
      const user = userEvent.setup({ delay: null });
      await user.type(await screen.findByLabelText('Наименование', undefined, wait), 'Яйца');
      await choose(user, 'Категория', 'Яйца');
      await choose(user, 'Мерна единица', 'Брой');
      change(screen.getByLabelText('Белтъчини, g'), '120');
      await user.click(screen.getByRole('button', { name: 'Запази' }));
      expect(
        await screen.findByText(
          'Въведете g на 100 г: число от 0 до 100 с до два знака след десетичната запетая.',
          undefined,
          wait,
        ),
      ).toBeDefined();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      change(screen.getByLabelText('Белтъчини, g'), '12');
      await user.click(screen.getByRole('button', { name: 'Запази' }));
      const nameItem = screen.getByLabelText('Наименование').closest('.ant-form-item') as HTMLElement;
      expect(
        await within(nameItem).findByText('Вече има продукт с това наименование в каталога.', undefined, wait),
      ).toBeDefined();
    },
    SLOW,
  );
});
