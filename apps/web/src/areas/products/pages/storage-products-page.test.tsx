import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Allergen,
  defaultAccess,
  identityRoutes,
  type ProductCategory,
  type ProductDetails,
  type ProductRow,
  productsRoutes,
  ProductUnit,
  Role,
  StorageCondition,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../app/shell/menu';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { productsMenu } from '../menu';
import { productsArea } from '../routes';

const wait = { timeout: 20_000 };
const SLOW = 60_000;
const storekeeper = { ...aDirector, baseRoleType: Role.Manciple, access: defaultAccess(Role.Manciple) };
const userData = answer(identityRoutes.getUserData, () => storekeeper);

const categories: ProductCategory[] = [
  {
    id: 1,
    name: 'Мляко и млечни продукти',
    parentId: null,
    recommendedQuantityType: null,
    quantities: [],
    productsCount: 0,
    children: [{ id: 2, name: 'Кисело мляко', parentId: 1, recommendedQuantityType: null, quantities: [], productsCount: 2 }],
  },
];
const yogurt: ProductRow = {
  id: 10,
  name: 'Кисело мляко 3,6 %',
  categoryId: 2,
  categoryName: 'Мляко и млечни продукти › Кисело мляко',
  unit: ProductUnit.Gram,
  own: false,
  allergens: [Allergen.Milk],
  storageCondition: StorageCondition.Chilled,
  energyKcal: '61.00',
  unsourced: false,
};
const ayran: ProductRow = { ...yogurt, id: 11, name: 'Айрян домашен', own: true, energyKcal: null, unsourced: true };
const yogurtDetails: ProductDetails = {
  id: 10,
  name: 'Кисело мляко 3,6 %',
  categoryId: 2,
  categoryName: 'Мляко и млечни продукти › Кисело мляко',
  unit: ProductUnit.Gram,
  own: false,
  editable: false,
  copiedFrom: null,
  storageCondition: StorageCondition.Chilled,
  ediblePercent: '100.0',
  conversions: [],
  allergens: [Allergen.Milk],
  nutrients: {
    energyKcal: '61.00',
    energyKj: '257.00',
    protein: '3.47',
    fat: '3.25',
    saturatedFat: '2.10',
    carbohydrate: '4.66',
    sugars: '4.66',
    fibre: '0.00',
    salt: '0.115',
    calcium: '121.00',
    iron: '0.050',
  },
  nutrientSource: 'USDA SR28 NDB 01116',
  nutrientSourceDescription: 'Yogurt, plain, whole milk',
  substitutes: [],
};

describe('/storage/products', () => {
  it('is in the storage section for the storekeeper and the director, not for a teacher or a parent', () => {
    const items = (role: Role) =>
      buildMenu(productsMenu, { role, access: defaultAccess(role), isRouted: () => true, hasRoute: () => true })
        .flatMap((section) => section.items)
        .flatMap((item) => item.children ?? [])
        .map((item) => item.path);
    const storage = [
      '/storage/products',
      '/storage/stock',
      '/storage/stock-availability',
      '/storage/requests',
      '/storage/suppliers-requests',
      '/storage/scrappings',
      '/storage/warehouses',
      '/storage/suppliers',
      '/storage/manufacturers',
      '/storage/calculations',
      '/storage/references',
      '/storage/references/stock-inventory-register',
      '/storage/references/HACCP',
    ];
    expect(items(Role.Manciple)).toEqual(storage);
    expect(items(Role.Director)).toEqual(storage);
    expect(items(Role.Teacher)).toEqual([]);
    expect(items(Role.Parent)).toEqual([]);
    expect(items(Role.Master)).toEqual([
      '/admin/products/list',
      '/admin/products/categories',
      '/admin/products/allergens',
      '/admin/products/substitutions',
      '/admin/nutrition-norms',
    ]);
  });

  it(
    'shows the catalogue’s and the own products as cards on a phone, and filters by allergen in the URL',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        answer(productsRoutes.overviewModels, () => ({ result: [ayran, yogurt], rowsCount: 2 })),
        answer(productsRoutes.categories, () => categories),
        userData,
      );
      const router = renderArea(productsArea, '/storage/products');
      const card = (await screen.findAllByText('Айрян домашен', undefined, wait))[0]!.closest('li')!;
      expect(within(card).getByText('Собствен')).toBeDefined();
      expect(within(card).getByText('Без източник')).toBeDefined();
      expect(within(card).getByLabelText('7. Мляко и млечни продукти (включително лактоза)')).toBeDefined();
      expect(screen.getByRole('link', { name: 'Нов продукт' })).toBeDefined();

      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByRole('combobox', { name: 'Алерген' }));
      await user.click(
        await screen.findByText(
          '7. Мляко и млечни продукти (включително лактоза)',
          { selector: '.ant-select-item-option-content' },
          wait,
        ),
      );
      await waitFor(() => expect(router.state.location.search).toBe('?allergen=7'), wait);
      await waitFor(
        () =>
          expect(
            calls.some((call) => call.path.startsWith('/api/Products/overview-models') && call.path.includes('allergen=7')),
          ).toBe(true),
        wait,
      );
    },
    SLOW,
  );

  it(
    'shows a catalogue product read-only and copies it as the kindergarten’s own, sending copiedFromId',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        answer(productsRoutes.get, () => yogurtDetails),
        answer(productsRoutes.categories, () => categories),
        answer(productsRoutes.list, () => [
          { id: 10, name: 'Кисело мляко 3,6 %', unit: ProductUnit.Gram, categoryId: 2, own: false },
        ]),
        answer(productsRoutes.save, () => ({ isSuccessful: true, entityId: 12 })),
        answer(productsRoutes.overviewModels, () => ({ result: [], rowsCount: 0 })),
        userData,
      );
      const router = renderArea(productsArea, '/storage/products/10');
      expect(
        await screen.findByText(
          'Продуктите от каталога се променят само от администратора. Копирайте продукта като собствен.',
          undefined,
          wait,
        ),
      ).toBeDefined();
      expect((screen.getByLabelText('Наименование') as HTMLInputElement).disabled).toBe(true);
      expect(screen.queryByRole('button', { name: 'Запази' })).toBeNull();

      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByRole('button', { name: 'Копирай като собствен' }));
      await waitFor(() => expect(router.state.location.search).toBe('?copy=10'), wait);
      expect(await screen.findByText('Копие на „Кисело мляко 3,6 %“', undefined, wait)).toBeDefined();
      const name = screen.getByLabelText('Наименование') as HTMLInputElement;
      await user.clear(name);
      await user.type(name, 'Кисело мляко от фермата');
      await user.click(screen.getByRole('button', { name: 'Запази' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/storage/products'), wait);
      const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
      expect(body).toMatchObject({
        name: 'Кисело мляко от фермата',
        categoryId: 2,
        unit: ProductUnit.Gram,
        copiedFromId: 10,
        allergens: [Allergen.Milk],
        nutrientSource: 'USDA SR28 NDB 01116',
        nutrients: { energyKcal: '61.00', iron: '0.050' },
      });
      expect(body.id).toBeUndefined();
    },
    SLOW,
  );
});
