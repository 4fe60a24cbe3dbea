import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  defaultAccess,
  identityRoutes,
  kitchenReportsRoutes,
  MealType,
  MenuAgeBand,
  type MonthReport,
  ProductUnit,
  Role,
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

const breakfast = {
  mealType: MealType.Breakfast,
  children: 28,
  staff: 2,
  attendancesSum: 30,
  value: '9.35',
  valueNotRounded: '9.352',
};
const monthReport = (pg: boolean): MonthReport => ({
  year: 2026,
  month: 12,
  isPGReference: pg,
  mealTypes: [MealType.Breakfast],
  columnNames: ['Закуска'],
  days: [{ forDate: '2026-12-01', mealTypes: [breakfast], totalValue: pg ? '2.1821100' : '9.35' }],
  meals: [{ ...breakfast, ...(pg ? { value: '2.1821100' } : {}), costPerMeal: '0.31173' }],
  bands: [{ ...breakfast, ageBand: MenuAgeBand.Senior, costPerMeal: '0.31173' }],
  totalValue: pg ? '2.1821100' : '9.35',
  totalValueNotRounded: pg ? '2.1821100' : '9.352',
  avgMonthCost: '0.31173',
  unpriced: 1,
});

describe('kitchen-fed storage reports', () => {
  it(
    'the month report shows the cost per meal to 5 places, and switches to the PG reference (unrounded)',
    async () => {
      setScreenWidth(375);
      const calls = stubRoutes(
        keeper,
        answer(kitchenReportsRoutes.monthReport, (call) => monthReport(call.path.includes('referenceType=2'))),
      );
      const router = renderArea(mealCalculationsArea, '/storage/references/monthly-report?month=2026-12');
      expect(await screen.findByRole('heading', { name: 'Месечна справка за храна' }, wait)).toBeDefined();
      expect((await screen.findAllByText('0,31173 €', undefined, wait)).length).toBeGreaterThan(0);
      expect(screen.getByText('0,31173 € на ден')).toBeDefined();
      expect(screen.getByText(/без цена\): 1 реда/)).toBeDefined();
      expect(calls.some((call) => call.path.includes('year=2026') && call.path.includes('month=12'))).toBe(true);
      fireEvent.mouseDown(screen.getByLabelText('Вид на справката'));
      fireEvent.click(await screen.findByTitle('Подготвителни групи (ПГ)', undefined, wait));
      await waitFor(() => expect(router.state.location.search).toContain('type=2'), wait);
      expect((await screen.findAllByText('2,1821100 €', undefined, wait)).length).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'the period summary lists the days with links to their calculations and the products of the period',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        keeper,
        answer(kitchenReportsRoutes.calculationsSummary, () => ({
          fromDate: '2026-12-01',
          toDate: '2026-12-31',
          days: [{ calculationId: 7, forDate: '2026-12-01', children: 16, staff: 2, portions: 31, value: '12.55', unpriced: 1 }],
          products: [
            { productId: 3, productName: 'Брашно', unit: ProductUnit.Kilogram, quantity: '2.23', value: '2.69', unpriced: 0 },
          ],
          portions: 31,
          totalValue: '12.55',
        })),
      );
      renderArea(mealCalculationsArea, '/storage/references/period-calculation?from=2026-12-01&to=2026-12-31');
      const link = await screen.findByRole('link', { name: '01.12.2026' }, wait);
      expect(link.getAttribute('href')).toBe('/storage/calculations/7');
      expect(screen.getByText('без цена: 1')).toBeDefined();
      const products = screen.getByText('Брашно').closest('tr')!;
      expect(within(products).getByText('2,230 кг')).toBeDefined();
      expect(calls.some((call) => call.path.includes('fromDate=2026-12-01') && call.path.includes('toDate=2026-12-31'))).toBe(
        true,
      );
    },
    SLOW,
  );

  it(
    'the staff nutrition report shows each person’s meals per meal type',
    async () => {
      setScreenWidth(1280);
      stubRoutes(
        keeper,
        answer(kitchenReportsRoutes.staffNutrition, () => ({
          year: 2026,
          month: 12,
          mealTypes: [MealType.Breakfast, MealType.Lunch],
          days: [{ forDate: '2026-12-01', meals: [], mealsTotal: 3, value: '1.23' }],
          people: [
            {
              teacherId: 5,
              name: 'Готвачка Колева',
              meals: [
                { mealType: MealType.Breakfast, meals: 1, value: '0.31' },
                { mealType: MealType.Lunch, meals: 2, value: '0.92' },
              ],
              mealsTotal: 3,
              value: '1.23',
            },
          ],
          totals: [{ mealType: MealType.Lunch, meals: 3, value: '1.38', costPerMeal: '0.46000' }],
          mealsTotal: 3,
          totalValue: '1.38',
        })),
      );
      renderArea(mealCalculationsArea, '/storage/references/department?month=2026-12');
      const row = (await screen.findByText('Готвачка Колева', undefined, wait)).closest('tr')!;
      expect(within(row).getAllByText('1,23 €')).toHaveLength(1);
      expect(within(row).getByText('2')).toBeDefined();
      expect(screen.getByText('0,46000 €')).toBeDefined();
    },
    SLOW,
  );
});
