import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Allergen, MenuAgeBand, menusRoutes } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { menusArea } from '../routes';
import { aWeek } from './menus-test-data';

const wait = { timeout: 20_000 };
const SLOW = 60_000;

describe('/menu', () => {
  it(
    'shows a parent her child’s group’s week on a phone with the allergen numbers, the legend and her child’s warning, and moves a week on',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        answer(menusRoutes.groups, () => [{ classId: 5, className: 'Слънчице', ageBand: MenuAgeBand.Senior, children: ['Ана'] }]),
        answer(menusRoutes.weeklyMenu, (_call, params) => ({
          classId: 5,
          className: 'Слънчице',
          ageBand: MenuAgeBand.Senior,
          weekStart: params.week!,
          menu:
            params.week === '2026-11-30'
              ? {
                  ...aWeek,
                  dishes: aWeek.dishes.map((dish) =>
                    dish.recipeId === 12
                      ? { ...dish, conflicts: [{ studentId: 9, fullName: 'Ана Петрова', allergens: [Allergen.Milk] }] }
                      : dish,
                  ),
                }
              : null,
        })),
      );
      renderArea(menusArea, '/menu?week=2026-12-02');
      expect(await screen.findByText('Мляко с ориз', undefined, wait)).toBeDefined();
      expect(screen.getByText('Понеделник, 30.11.2026')).toBeDefined();
      expect(screen.getByText('04.12.2026 е неучебен ден на детската градина: „Ден на града“.')).toBeDefined();
      expect(screen.getByLabelText('7. Мляко и млечни продукти (включително лактоза)')).toBeDefined();
      expect(
        screen.getByText('Внимание: съдържа мляко и млечни продукти (включително лактоза) — алергия на Ана Петрова'),
      ).toBeDefined();
      // The bread on Tuesday holds gluten but no child of hers is allergic to it: no warning.
      expect(screen.queryAllByText(/Внимание: съдържа зърнени/)).toHaveLength(0);
      const legend = screen.getByRole('region', { name: 'Алергени' });
      expect(legend.textContent).toContain('1. Зърнени');
      expect(legend.textContent).toContain('7. Мляко');
      expect(calls.some((call) => call.path.endsWith('/Menus/weekly-menu/5/2026-11-30'))).toBe(true);

      fireEvent.click(screen.getByRole('button', { name: 'Следваща седмица' }));
      expect(await screen.findByText('Менюто за тази седмица още не е публикувано.', undefined, wait)).toBeDefined();
      await waitFor(() => expect(calls.some((call) => call.path.endsWith('/Menus/weekly-menu/5/2026-12-07'))).toBe(true), wait);
    },
    SLOW,
  );
});
