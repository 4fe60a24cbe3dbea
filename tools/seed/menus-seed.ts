/**
 * The demo's weekly menus (docs/menus.md "Demo data"): for the first demo kindergarten and each age band, the current
 * week published and the next week as a draft, built from the master's demo recipe book (tools/seed/recipes-seed.ts).
 * Both weeks rotate every demo recipe of the band. Most demo recipes lack an SR28 value (sugars of dill, rice, savory…;
 * docs/recipes.md "Demo data"), so the published week could not pass approval as the API checks it: the seed writes its
 * status directly (approved and published by the kindergarten's director) to show the parents' view, and the kitchen's
 * page names the recipes to complete; the draft shows the refusal when the director tries to approve it. Breakfast, lunch (a soup and a main dish) and the afternoon snack; the mid-morning fruit is
 * left empty, the demo book having no fruit recipe. Written as the schema owner in the demo seed's transaction.
 */
import { MealType, MenuAgeBand, MenuStatus, RecipeCategory } from '@kg/contracts';
import { DEMO_RECIPE_BOOK } from './recipes-seed.js';

interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

interface DemoRecipeRow {
  id: number;
  category: RecipeCategory;
  mealTypes: MealType[];
  ageBands: MenuAgeBand[];
}

/** 'YYYY-MM-DD' of the Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The dishes of a week: per weekday a breakfast, a soup and a main dish for lunch, and an afternoon snack, rotating. */
export function demoWeekDishes(
  recipes: readonly DemoRecipeRow[],
  offset: number,
): { weekday: number; mealType: MealType; recipeId: number }[] {
  const by = (test: (recipe: DemoRecipeRow) => boolean) => recipes.filter(test);
  const breakfasts = by((recipe) => recipe.mealTypes.includes(MealType.Breakfast));
  const snacks = by((recipe) => recipe.mealTypes.includes(MealType.AfternoonSnack));
  const soups = by((recipe) => recipe.mealTypes.includes(MealType.Lunch) && recipe.category === RecipeCategory.Soup);
  const mains = by((recipe) => recipe.mealTypes.includes(MealType.Lunch) && recipe.category !== RecipeCategory.Soup);
  const dishes: { weekday: number; mealType: MealType; recipeId: number }[] = [];
  for (let weekday = 1; weekday <= 5; weekday++) {
    const pick = (list: DemoRecipeRow[], shift = 0) => list[(weekday + offset + shift) % list.length];
    const plan: [MealType, DemoRecipeRow | undefined][] = [
      [MealType.Breakfast, pick(breakfasts)],
      [MealType.Lunch, pick(soups)],
      [MealType.Lunch, pick(mains)],
      [MealType.AfternoonSnack, pick(snacks, 1)],
    ];
    for (const [mealType, recipe] of plan) {
      if (
        recipe &&
        !dishes.some((dish) => dish.weekday === weekday && dish.mealType === mealType && dish.recipeId === recipe.id)
      ) {
        dishes.push({ weekday, mealType, recipeId: recipe.id });
      }
    }
  }
  return dishes;
}

export async function seedDemoMenus(client: Queryable, today: string): Promise<{ menus: number }> {
  const kindergarten = await client.query<{ id: number; director: number | null }>(
    `SELECT k.id, (SELECT ku.user_id FROM kindergarten_users ku WHERE ku.kindergarten_id = k.id AND ku.role = 1
                    ORDER BY ku.user_id LIMIT 1) AS director
       FROM kindergartens k ORDER BY k.id LIMIT 1`,
  );
  const kg = kindergarten.rows[0];
  if (!kg) return { menus: 0 };
  const found = await client.query<DemoRecipeRow>(
    `SELECT r.id, r.category, r.meal_types AS "mealTypes", r.age_bands AS "ageBands"
       FROM recipes r JOIN recipe_books b ON b.id = r.book_id
      WHERE b.kindergarten_id IS NULL AND b.name = $1 ORDER BY r.id`,
    [DEMO_RECIPE_BOOK],
  );
  if (found.rows.length === 0) return { menus: 0 };
  const thisWeek = mondayOf(today);
  let menus = 0;
  for (const band of [MenuAgeBand.Nursery, MenuAgeBand.Junior, MenuAgeBand.Senior]) {
    const forBand = found.rows.filter((recipe) => recipe.ageBands.includes(band));
    const weeks: [string, MenuStatus, DemoRecipeRow[], number][] = [
      [thisWeek, MenuStatus.Published, forBand, 0],
      [addDays(thisWeek, 7), MenuStatus.Draft, forBand, 2],
    ];
    for (const [weekStart, status, recipes, offset] of weeks) {
      const dishes = demoWeekDishes(recipes, offset);
      if (dishes.length === 0) continue;
      const published = status === MenuStatus.Published;
      const menu = await client.query<{ id: number }>(
        `INSERT INTO menus (kindergarten_id, week_start, age_band, status, approved_by, approved_at, published_by, published_at)
         VALUES ($1, $2::date, $3, $4, $5, CASE WHEN $6 THEN now() END, $7, CASE WHEN $6 THEN now() END) RETURNING id`,
        [kg.id, weekStart, band, status, published ? kg.director : null, published, published ? kg.director : null],
      );
      await client.query(
        `INSERT INTO menu_dishes (kindergarten_id, menu_id, weekday, meal_type, position, recipe_id)
         SELECT $1, $2, dish.weekday, dish.meal_type,
                row_number() OVER (PARTITION BY dish.weekday, dish.meal_type ORDER BY dish.ord), dish.recipe_id
           FROM unnest($3::smallint[], $4::smallint[], $5::int[]) WITH ORDINALITY AS dish(weekday, meal_type, recipe_id, ord)`,
        [
          kg.id,
          menu.rows[0]!.id,
          dishes.map((dish) => dish.weekday),
          dishes.map((dish) => dish.mealType),
          dishes.map((dish) => dish.recipeId),
        ],
      );
      menus++;
    }
  }
  return { menus };
}
