import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Allergen, MealType, MenuAgeBand, recipeBooksRoutes, RecipeCategory, recipesRoutes } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { recipesArea } from '../routes';
import { books } from './recipes-test-data';

const wait = { timeout: 20_000 };
const SLOW = 60_000;

const pick = async (label: string, option: string): Promise<void> => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, wait);
  fireEvent.click(options[options.length - 1]!);
};

describe('/kitchen/recipes', () => {
  it(
    'lists the shared and own recipes as cards on a phone with their allergens and incomplete nutrition, and filters by an allergen to avoid',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        answer(recipesRoutes.overviewModels, (call) => ({
          rowsCount: call.path.includes('freeOf=7') ? 0 : 2,
          result: call.path.includes('freeOf=7')
            ? []
            : [
                {
                  id: 12,
                  name: 'Мляко с ориз',
                  bookId: 1,
                  bookName: 'Рецептурник (демо)',
                  own: false,
                  category: RecipeCategory.Dessert,
                  mealTypes: [MealType.AfternoonSnack],
                  ageBands: [MenuAgeBand.Junior, MenuAgeBand.Senior],
                  allergens: [Allergen.Milk],
                  ingredientsCount: 3,
                  nutritionComplete: true,
                },
                {
                  id: 14,
                  name: 'Таратор по нашему',
                  bookId: 5,
                  bookName: 'Нашите рецепти',
                  own: true,
                  category: RecipeCategory.Soup,
                  mealTypes: [MealType.Lunch],
                  ageBands: [MenuAgeBand.Nursery],
                  allergens: [Allergen.Milk, Allergen.Nuts],
                  ingredientsCount: 5,
                  nutritionComplete: false,
                },
              ],
        })),
        answer(recipeBooksRoutes.list, () => books),
      );
      renderArea(recipesArea, '/kitchen/recipes');
      expect((await screen.findAllByText('Таратор по нашему', undefined, wait)).length).toBeGreaterThan(0);
      expect(screen.getAllByText('Непълни хранителни стойности').length).toBeGreaterThan(0);
      expect(screen.getAllByLabelText('8. Ядки').length).toBeGreaterThan(0);
      expect(screen.getAllByRole('link', { name: 'Мляко с ориз' })[0]?.getAttribute('href')).toBe('/kitchen/recipes/12');

      await pick('Без алерген', '7. Мляко и млечни продукти (включително лактоза)');
      expect(await screen.findByText('Няма рецепти по избраните критерии.', undefined, wait)).toBeDefined();
      await waitFor(() => expect(calls.some((call) => call.path.includes('freeOf=7'))).toBe(true), wait);
    },
    SLOW,
  );
});
