import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MealType,
  MenuAgeBand,
  ProductUnit,
  productsRoutes,
  recipeBooksRoutes,
  RecipeCategory,
  recipesRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { renderArea } from '../../../test/render-app';
import { recipesArea } from '../routes';
import { books, productOptions, sharedOmelette } from './recipes-test-data';

const wait = { timeout: 20_000 };
const SLOW = 60_000;
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const pick = async (label: string, option: string): Promise<void> => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, wait);
  fireEvent.click(options[options.length - 1]!);
};

const saved = {
  ...sharedOmelette,
  id: 31,
  own: true,
  editable: true,
  bookId: 5,
  bookName: 'Нашите рецепти',
  name: 'Омлет за малките',
};

describe('/kitchen/recipes/create and /:id', () => {
  it(
    'builds a recipe from products (eggs by the piece), hints the net derived from the waste, saves and shows the nutrition',
    async () => {
      const calls = stubRoutes(
        answer(recipeBooksRoutes.list, () => books),
        answer(productsRoutes.list, () => productOptions),
        answer(recipesRoutes.save, () => ({ isSuccessful: true, entityId: 31 })),
        answer(recipesRoutes.get, () => saved),
      );
      const router = renderArea(recipesArea, '/kitchen/recipes/create');
      const user = userEvent.setup({ delay: null });
      change(await screen.findByLabelText('Наименование', undefined, wait), 'Омлет за малките');
      await pick('Книга с рецепти', 'Нашите рецепти');
      await pick('Вид на ястието', 'Закуска');
      await user.click(screen.getByRole('checkbox', { name: 'Закуска' }));
      await user.click(screen.getByRole('checkbox', { name: 'Яслена възраст (1–3 г.)' }));
      await user.click(screen.getByRole('checkbox', { name: 'Първа и втора група (3–5 г.)' }));
      await user.click(screen.getByRole('button', { name: 'Добави съставка' }));
      await pick('Продукт, съставка 1', 'Яйца');
      await waitFor(() => expect(screen.getByTitle('Брой')).toBeDefined(), wait);
      change(screen.getByLabelText('Отпадък, %, съставка 1'), '12');
      change(screen.getByLabelText('Бруто, 5–7 г., съставка 1'), '0,5');
      expect(await screen.findByText('Празно: 0,440', undefined, wait)).toBeDefined();
      expect(screen.queryByLabelText('Бруто, 1–3 г., съставка 1')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Запази' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/kitchen/recipes/31'), wait);
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        bookId: 5,
        name: 'Омлет за малките',
        category: RecipeCategory.BreakfastDish,
        mealTypes: [MealType.Breakfast],
        ageBands: [MenuAgeBand.Senior],
        technology: null,
        ingredients: [
          {
            productId: 3,
            unit: ProductUnit.Quantity,
            wastePercent: '12',
            cookingLossPercent: null,
            quantities: [{ ageBand: MenuAgeBand.Senior, gross: '0.5', net: null }],
          },
        ],
      });
      expect(await screen.findByText('Хранителна стойност на порция', undefined, wait)).toBeDefined();
      expect(screen.getByText('31,46')).toBeDefined();
      expect(screen.getByText('3. Яйца и продукти от тях')).toBeDefined();
    },
    SLOW,
  );

  it(
    'shows a shared recipe read only and copies it into an own book, naming the source',
    async () => {
      const calls = stubRoutes(
        answer(recipeBooksRoutes.list, () => books),
        answer(productsRoutes.list, () => productOptions),
        answer(recipesRoutes.get, () => sharedOmelette),
        answer(recipesRoutes.save, () =>
          json(400, {
            statusCode: 400,
            message: 'Вече има рецепта с това наименование в книгата.',
            errors: { name: ['Вече има рецепта с това наименование в книгата.'] },
          }),
        ),
      );
      const router = renderArea(recipesArea, '/kitchen/recipes/12');
      const user = userEvent.setup({ delay: null });
      expect(await screen.findByText('Яйцата се разбиват и се изпичат.', undefined, wait)).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Запази' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Копирай в моя книга' }));
      await waitFor(() => expect(router.state.location.search).toBe('?copyFrom=12'), wait);
      expect(await screen.findByText('Копие на „Омлет“', undefined, wait)).toBeDefined();
      expect((screen.getByLabelText('Наименование') as HTMLInputElement).value).toBe('Омлет');
      await pick('Книга с рецепти', 'Нашите рецепти');
      await user.click(screen.getByRole('button', { name: 'Запази' }));
      expect(
        (await screen.findAllByText('Вече има рецепта с това наименование в книгата.', undefined, wait)).length,
      ).toBeGreaterThan(0);
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        copiedFromId: 12,
        bookId: 5,
        name: 'Омлет',
        ingredients: [
          {
            productId: 3,
            unit: ProductUnit.Quantity,
            wastePercent: '12.0',
            quantities: [{ ageBand: 3, gross: '0.500', net: '0.440' }],
          },
        ],
      });
    },
    SLOW,
  );
});
