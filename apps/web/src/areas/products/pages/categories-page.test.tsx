import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allergenRows, identityRoutes, MenuAgeBand, type ProductCategory, productsRoutes } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aMaster, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { productsArea } from '../routes';

const wait = { timeout: 20_000 };
const SLOW = 60_000;
const userData = answer(identityRoutes.getUserData, () => aMaster);

const tree: ProductCategory[] = [
  {
    id: 1,
    name: 'Мляко и млечни продукти',
    parentId: null,
    recommendedQuantityType: null,
    quantities: [],
    productsCount: 0,
    children: [{ id: 2, name: 'Кисело мляко', parentId: 1, recommendedQuantityType: null, quantities: [], productsCount: 4 }],
  },
];

describe('/admin/products/categories and /admin/products/allergens', () => {
  it(
    'shows the tree with its counts and saves a subcategory’s recommended grams per child for an age band',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        answer(productsRoutes.categories, () => tree),
        answer(productsRoutes.saveRecommendedQuantity, () => ({ isSuccessful: true, entityId: 2 })),
        userData,
      );
      renderArea(productsArea, '/admin/products/categories');
      const sub = (await screen.findByText('Кисело мляко', { exact: false, selector: 'span' }, wait)).closest(
        'li',
      ) as HTMLElement;
      expect(within(sub).getByText('(4 продукта)')).toBeDefined();
      expect(within(sub).getByText('Няма препоръчително количество')).toBeDefined();

      const user = userEvent.setup({ delay: null });
      await user.click(within(sub).getByRole('button', { name: 'Количества' }));
      const dialog = await screen.findByRole('dialog', undefined, wait);
      await user.click(within(dialog).getByRole('combobox', { name: 'Количеството е' }));
      await user.click(await screen.findByText('На ден', { selector: '.ant-select-item-option-content' }, wait));
      fireEvent.change(within(dialog).getByLabelText('Подготвителни групи (5–7 г.), г на дете'), { target: { value: '150,5' } });
      await user.click(within(dialog).getByRole('button', { name: 'Запази' }));
      await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
      const post = calls.find((call) => call.method === 'POST');
      expect(post?.path).toBe('/api/Products/recommended-quantity/save/2');
      expect(post?.body).toEqual({ recommendedQuantityType: 1, quantities: [{ ageBand: MenuAgeBand.Senior, grams: '150.5' }] });
    },
    SLOW,
  );

  it(
    'lists the 14 allergens with their menu numbers',
    async () => {
      stubRoutes(
        answer(productsRoutes.allergens, () => allergenRows),
        userData,
      );
      renderArea(productsArea, '/admin/products/allergens');
      expect(await screen.findByText('Ракообразни и продукти от тях', undefined, wait)).toBeDefined();
      const rows = screen.getAllByRole('row').slice(1);
      expect(rows).toHaveLength(14);
      expect(within(rows[13]!).getByText('14')).toBeDefined();
      expect(within(rows[13]!).getByText('Мекотели и продукти от тях')).toBeDefined();
    },
    SLOW,
  );
});
