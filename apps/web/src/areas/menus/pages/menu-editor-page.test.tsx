import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  Allergen,
  MealType,
  MenuAgeBand,
  menuMessages,
  menusRoutes,
  MenuStatus,
  nutritionNormsRoutes,
  recipesRoutes,
  RecipeCategory,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { menusArea } from '../routes';
import { aWeek } from './menus-test-data';

const wait = { timeout: 20_000 };
const SLOW = 60_000;

const draft = {
  ...aWeek,
  status: MenuStatus.Draft,
  approvedBy: null,
  approvedAt: null,
  publishedAt: null,
  incompleteRecipes: [{ id: 14, name: 'Боб чорба' }],
  mayEdit: true,
  mayApprove: true,
};

const refusal = menuMessages.incomplete(['Боб чорба']);

describe('/kitchen/menu/:id', () => {
  it(
    'shows the director why approval is refused, adds a dish found by name on a phone’s day and saves the whole week',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        answer(menusRoutes.get, () => draft),
        answer(menusRoutes.mealTypes, () => draft.meals),
        answer(menusRoutes.approve, () => json(409, { statusCode: 409, message: refusal })),
        answer(menusRoutes.save, () => ({ isSuccessful: true, entityId: 41 })),
        answer(recipesRoutes.overviewModels, () => ({
          rowsCount: 1,
          result: [
            {
              id: 20,
              name: 'Таратор',
              bookId: 1,
              bookName: 'Примерни рецепти',
              own: false,
              category: RecipeCategory.Soup,
              mealTypes: [MealType.Lunch],
              ageBands: [3],
              allergens: [Allergen.Milk, Allergen.Nuts],
              ingredientsCount: 5,
              nutritionComplete: true,
            },
          ],
        })),
      );
      renderArea(menusArea, '/kitchen/menu/41');
      expect(await screen.findByRole('heading', { name: 'Меню за 30.11.2026 – 04.12.2026' }, wait)).toBeDefined();
      expect(screen.getByText(/Непълни хранителни стойности: „Боб чорба“/)).toBeDefined();

      fireEvent.click(screen.getByRole('button', { name: 'Одобри' }));
      expect(await screen.findByText(refusal, undefined, wait)).toBeDefined();

      // On a phone one day at a time: Wednesday, then a lunch dish found by name.
      fireEvent.click(screen.getByTitle('Сряда'));
      expect(await screen.findByText('Сряда, 02.12.2026', undefined, wait)).toBeDefined();
      const picker = screen.getByLabelText('Добави ястие: Обяд, Сряда');
      fireEvent.mouseDown(within(picker.closest('.ant-select')!).getByRole('combobox'));
      fireEvent.click(await screen.findByText('Таратор', { selector: '.ant-select-item-option-content' }, wait));
      const lunch = screen.getByRole('region', { name: 'Обяд, Сряда' });
      expect(within(lunch).getByText('Таратор')).toBeDefined();
      expect(within(lunch).getByLabelText('8. Ядки')).toBeDefined();
      // An unsaved change hides the approval until the week is saved.
      expect(screen.queryByRole('button', { name: 'Одобри' })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Запиши' }));
      await waitFor(
        () => expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/api/Menus'))).toBe(true),
        wait,
      );
      const saved = calls.find((call) => call.method === 'POST' && call.path.endsWith('/api/Menus'))!.body;
      expect(saved).toEqual({
        id: 41,
        weekStart: '2026-11-30',
        ageBand: 3,
        note: '',
        dishes: [
          { weekday: 1, mealType: MealType.Breakfast, recipeId: 12 },
          { weekday: 2, mealType: MealType.Lunch, recipeId: 14 },
          { weekday: 3, mealType: MealType.Lunch, recipeId: 20 },
        ],
      });
      expect(await screen.findByText('Менюто е записано.', undefined, wait)).toBeDefined();
    },
    SLOW,
  );

  it(
    'shows the products the week needs for the expected children, in kilograms and in the product’s unit',
    async () => {
      setScreenWidth(1366);
      stubRoutes(
        answer(menusRoutes.get, () => draft),
        answer(menusRoutes.mealTypes, () => draft.meals),
        answer(menusRoutes.estimatedQuantities, () => ({
          menuId: 41,
          weekStart: '2026-11-30',
          ageBand: 3,
          days: [
            { weekday: 1, date: '2026-11-30', children: 18 },
            { weekday: 2, date: '2026-12-01', children: 17 },
          ],
          products: [
            { productId: 3, name: 'Прясно мляко 3 %', unit: 5, netGrams: '3712.500', grossGrams: '3712.500', quantity: '3.601' },
            { productId: 4, name: 'Яйца', unit: 1, netGrams: '880.000', grossGrams: '1000.000', quantity: '20.000' },
          ],
        })),
      );
      renderArea(menusArea, '/kitchen/menu/41');
      fireEvent.click(await screen.findByRole('button', { name: 'Очаквани количества' }, wait));
      const dialog = await screen.findByRole('dialog', undefined, wait);
      expect(await within(dialog).findByText('Прясно мляко 3 %', undefined, wait)).toBeDefined();
      expect(within(dialog).getAllByText('3,712')).toHaveLength(2);
      expect(within(dialog).getByText('3,601 литър')).toBeDefined();
      expect(within(dialog).getByText('20,000 брой')).toBeDefined();
      expect(within(dialog).getByText(/Понеделник 30\.11\.2026 – 18; Вторник 01\.12\.2026 – 17/)).toBeDefined();
    },
    SLOW,
  );

  it(
    'compares the planned week with the norm in force for the band, nutrient by nutrient, and names the act',
    async () => {
      setScreenWidth(390);
      const norm = (ageBand: MenuAgeBand, effectiveFrom: string, energyKcal: string, protein: string) => ({
        id: ageBand * 10 + Number(effectiveFrom.slice(0, 4)) - 2000,
        ageBand,
        effectiveFrom,
        citation: `Наредба (тест), в сила ${effectiveFrom}`,
        energyKcal,
        protein,
        fat: null,
        carbohydrate: null,
        note: null,
        groups: [],
      });
      stubRoutes(
        answer(menusRoutes.get, () => aWeek),
        answer(menusRoutes.mealTypes, () => aWeek.meals),
        answer(nutritionNormsRoutes.list, () => ({
          norms: [
            // Another band, an older norm of the band, and one not yet in force: only the 2026 norm of the band applies.
            norm(MenuAgeBand.Junior, '2026-01-01', '300.00', '10.00'),
            norm(MenuAgeBand.Senior, '2019-11-05', '500.00', '30.00'),
            norm(MenuAgeBand.Senior, '2026-01-01', '400.00', '20.00'),
            norm(MenuAgeBand.Senior, '2027-01-01', '900.00', '90.00'),
          ],
          groups: [],
        })),
      );
      renderArea(menusArea, '/kitchen/menu/41');
      const card = await screen.findByText('Спрямо нормите за храненето', undefined, wait);
      const comparison = card.closest('.ant-card') as HTMLElement;
      // Four working days of 420 kcal and 12.50 g protein against 400 kcal and 20 g (Friday is a day off).
      expect(within(comparison).getByText('Енергия: средно 420,00 kcal, норма 400,00 kcal (105,0 % от нормата)')).toBeDefined();
      expect(within(comparison).getByText('В нормата')).toBeDefined();
      expect(within(comparison).getByText('Белтъчини: средно 12,50 g, норма 20,00 g (62,5 % от нормата)')).toBeDefined();
      expect(within(comparison).getByText('Под нормата')).toBeDefined();
      expect(within(comparison).getAllByText('Нормата не е въведена')).toHaveLength(2);
      expect(within(comparison).getByText('Норми: Наредба (тест), в сила 2026-01-01 (в сила от 01.01.2026).')).toBeDefined();
    },
    SLOW,
  );
});
