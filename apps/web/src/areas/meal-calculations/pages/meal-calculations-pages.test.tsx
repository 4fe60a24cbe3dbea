import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  type CalculationProducts,
  defaultAccess,
  identityRoutes,
  MealType,
  mealCalculationsRoutes,
  MenuAgeBand,
  portionBooksRoutes,
  ProductUnit,
  productsRoutes,
  stockRequestsRoutes,
  Role,
  warehousesRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { mealCalculationsArea } from '../routes';

const wait = { timeout: 20_000 };
const SLOW = 60_000;
const keeper = answer(identityRoutes.getUserData, () => ({
  ...aDirector,
  baseRoleType: Role.Manciple,
  access: defaultAccess(Role.Manciple),
}));

const header = {
  id: 7,
  forDate: '2026-12-01',
  warehouseId: 2,
  warehouseName: 'Кухненски склад',
  warnings: ['Яслена възраст (1–3 г.): няма публикувано меню за деня — децата не са калкулирани.'],
  mayEdit: true,
  portionBook: null,
  stockRequests: [],
};
const products: CalculationProducts = {
  ...header,
  lines: [
    {
      id: 1,
      mealType: MealType.Breakfast,
      productId: 11,
      productName: 'Прясно мляко',
      unit: ProductUnit.Liter,
      computedQuantity: '0.750000',
      quantity: '0.750000',
      unitPrice: '1.5500000000',
      value: '1.1625000000000000',
      note: null,
    },
    {
      id: 2,
      mealType: MealType.Lunch,
      productId: 12,
      productName: 'Яйца',
      unit: ProductUnit.Quantity,
      computedQuantity: '5.000000',
      quantity: '5.000000',
      unitPrice: null,
      value: null,
      note: null,
    },
  ],
  meals: [
    { mealType: MealType.Breakfast, portions: 4, value: '1.1625000000000000', costPerPortion: '0.29063' },
    { mealType: MealType.Lunch, portions: 5, value: '0', costPerPortion: '0.00000' },
  ],
  total: '1.16',
  costPerPerson: '0.29063',
  unpriced: 1,
};
const attendances = {
  ...header,
  rows: [
    {
      ageBand: MenuAgeBand.Senior,
      mealType: MealType.Breakfast,
      countedChildren: 2,
      countedStaff: 1,
      children: 2,
      staff: 1,
      reason: null,
      editedBy: null,
      editedAt: null,
    },
  ],
};

describe('meal calculation pages', () => {
  it(
    'lists the calculations on a phone as cards and filters them by month in the URL',
    async () => {
      setScreenWidth(375);
      const calls = stubRoutes(
        keeper,
        answer(mealCalculationsRoutes.overviewModels, () => ({
          result: [
            {
              id: 7,
              forDate: '2026-12-01',
              warehouseName: 'Кухненски склад',
              childrenFed: 3,
              staffFed: 2,
              total: '1.62',
              unpriced: 1,
              portionBookNumber: 4,
            },
          ],
          rowsCount: 1,
        })),
      );
      const router = renderArea(mealCalculationsArea, '/storage/calculations');
      const [link] = await screen.findAllByRole('link', { name: 'Калкулация за 01.12.2026' }, wait);
      expect(link!.getAttribute('href')).toBe('/storage/calculations/7');
      expect(screen.getAllByText('без цена: 1').length).toBeGreaterThan(0);
      fireEvent.change(screen.getByLabelText('Месец'), { target: { value: '2026-11' } });
      await waitFor(() => expect(router.state.location.search).toContain('month=2026-11'), wait);
      await waitFor(
        () => expect(calls.some((call) => call.path.includes('year=2026') && call.path.includes('month=11'))).toBe(true),
        wait,
      );
    },
    SLOW,
  );

  it(
    'creates a calculation for a day and a warehouse and opens it',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        keeper,
        answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Кухненски склад' }]),
        answer(mealCalculationsRoutes.create, () => ({ isSuccessful: true, entityId: 7 })),
        answer(mealCalculationsRoutes.attendances, () => attendances),
        answer(mealCalculationsRoutes.products, () => products),
        answer(productsRoutes.list, () => []),
      );
      const router = renderArea(mealCalculationsArea, '/storage/calculations/create');
      fireEvent.change(await screen.findByLabelText('Дата', undefined, wait), { target: { value: '2026-12-01' } });
      fireEvent.click(screen.getByRole('button', { name: 'Състави калкулацията' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/storage/calculations/7'), wait);
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ forDate: '2026-12-01', warehouseId: 2 });
      expect(await screen.findByText(header.warnings[0]!, undefined, wait)).toBeDefined();
    },
    SLOW,
  );

  it(
    'makes one stock request per warehouse from the calculation and then links to each of them',
    async () => {
      setScreenWidth(1280);
      let made: CalculationProducts['stockRequests'] = [];
      const calls = stubRoutes(
        keeper,
        answer(mealCalculationsRoutes.attendances, () => ({ ...attendances, stockRequests: made })),
        answer(mealCalculationsRoutes.products, () => ({ ...products, stockRequests: made })),
        answer(stockRequestsRoutes.fromCalculation, () => {
          made = [
            { id: 12, number: 4, warehouseName: 'Сух склад', completed: false },
            { id: 13, number: 5, warehouseName: 'Хладилна камера', completed: false },
          ];
          return { requests: made };
        }),
        answer(productsRoutes.list, () => []),
      );
      const router = renderArea(mealCalculationsArea, '/storage/calculations/7');
      fireEvent.click(await screen.findByRole('button', { name: 'Искане за склада' }, wait));
      expect((await screen.findByRole('link', { name: 'Искане № 5 (Хладилна камера)' }, wait)).getAttribute('href')).toBe(
        '/storage/requests/13',
      );
      expect(screen.getByRole('link', { name: 'Искане № 4 (Сух склад)' }).getAttribute('href')).toBe('/storage/requests/12');
      expect(screen.queryByRole('button', { name: 'Искане за склада' })).toBeNull();
      expect(router.state.location.pathname).toBe('/storage/calculations/7');
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        '/api/StockRequests/from-calculation/7',
      ]);
    },
    SLOW,
  );

  it(
    'corrects a product’s quantity with a note, the total recomputed exactly, and makes the portion book',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        keeper,
        answer(mealCalculationsRoutes.attendances, () => attendances),
        answer(mealCalculationsRoutes.products, () => products),
        answer(mealCalculationsRoutes.editProducts, () => ({ isSuccessful: true, entityId: 7 })),
        answer(portionBooksRoutes.create, () => ({ isSuccessful: true, entityId: 3 })),
        answer(productsRoutes.list, () => []),
      );
      renderArea(mealCalculationsArea, '/storage/calculations/7');
      fireEvent.click(await screen.findByRole('tab', { name: 'Продукти' }, wait));
      const milk = await screen.findByLabelText('Количество — Прясно мляко, Закуска', undefined, wait);
      expect(screen.getByText('няма наличност')).toBeDefined();
      fireEvent.change(milk, { target: { value: '0,9' } });
      // 0.9 × 1.55 = 1.395 → 1,40 € (exact, half away from zero).
      expect(await screen.findByText('Общо: 1,40 €', undefined, wait)).toBeDefined();
      fireEvent.change(screen.getByLabelText('Бележка за корекцията на продуктите'), { target: { value: 'Още една чаша' } });
      fireEvent.click(screen.getByRole('button', { name: 'Запази продуктите' }));
      await waitFor(() => expect(calls.some((call) => call.path.includes('edit-products/7'))).toBe(true), wait);
      expect(calls.find((call) => call.path.includes('edit-products/7'))?.body).toEqual({
        changes: [{ mealType: MealType.Breakfast, productId: 11, quantity: '0.9', note: 'Още една чаша' }],
      });
      fireEvent.click(screen.getByRole('tab', { name: 'Порционна книга' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Създай порционна книга' }, wait));
      await waitFor(
        () => expect(calls.find((call) => call.path.includes('create-portionbook'))?.body).toEqual({ calculationId: 7 }),
        wait,
      );
    },
    SLOW,
  );
});
