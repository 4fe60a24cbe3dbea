/**
 * The demo's shared recipe book (docs/recipes.md "Demo data"): eight dishes of Bulgarian kindergarten kitchens in the
 * master's shared book „Примерни рецепти (демо)“, built from the product catalogue (tools/seed/products/products.json,
 * found by `reference_key`). The quantities per portion are THE DEMO'S EXAMPLE, written for this demo — not taken from
 * an official recipe collection and not a norm; a kitchen checks them against its own recipe collection. The waste of
 * each ingredient is the product's inedible share (SR28 refuse: 1 − edible share), the cooking loss is left at 0.
 * Written as the schema owner in the demo seed's transaction (tools/seed/demo.ts); a recipe whose products the
 * catalogue lacks is skipped.
 */
import {
  exact,
  MealType,
  MenuAgeBand,
  multiply,
  netFromGross,
  ProductUnit,
  RecipeCategory,
  round,
  subtract,
} from '@kg/contracts';

interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

export const DEMO_RECIPE_BOOK = 'Примерни рецепти (демо)';

/** Per ingredient: the catalogue key, the unit of the quantities, and the gross per portion of each band in order. */
type Line = [key: string, unit: ProductUnit, gross: readonly string[]];

interface DemoRecipe {
  name: string;
  category: RecipeCategory;
  meals: MealType[];
  bands: MenuAgeBand[];
  technology: string;
  lines: Line[];
}

const G = ProductUnit.Gram;
const ML = ProductUnit.Millilitre;
const PIECE = ProductUnit.Quantity;
const ALL = [MenuAgeBand.Nursery, MenuAgeBand.Junior, MenuAgeBand.Senior];
const OLDER = [MenuAgeBand.Junior, MenuAgeBand.Senior];

export const DEMO_RECIPES: readonly DemoRecipe[] = [
  {
    name: 'Таратор',
    category: RecipeCategory.Soup,
    meals: [MealType.Lunch],
    bands: ALL,
    technology:
      'Краставиците се измиват, обелват и нарязват на дребно. Киселото мляко се разбива с охладена преварена вода, ' +
      'добавят се краставиците, счуканият чесън, смлените орехи, олиото, ситно нарязаният копър и солта.',
    lines: [
      ['yogurt-3-6', G, ['60', '80', '100']],
      ['cucumbers', G, ['30', '40', '50']],
      ['walnuts', G, ['3', '4', '5']],
      ['garlic', G, ['0.5', '1', '1']],
      ['dill', G, ['1', '1', '2']],
      ['oil-sunflower', ML, ['2', '3', '3']],
      ['salt', G, ['0.3', '0.5', '0.5']],
    ],
  },
  {
    name: 'Боб чорба',
    category: RecipeCategory.Soup,
    meals: [MealType.Lunch],
    bands: ALL,
    technology:
      'Бобът се накисва от предния ден, сварява се в прясна вода. Добавят се нарязаните лук, моркови и чушки, ' +
      'доматеният концентрат и олиото; накрая джоджен, чубрица и сол.',
    lines: [
      ['beans-white', G, ['20', '25', '30']],
      ['onions', G, ['10', '12', '15']],
      ['carrots', G, ['8', '10', '12']],
      ['peppers-red', G, ['8', '10', '12']],
      ['tomato-paste', G, ['3', '4', '5']],
      ['oil-sunflower', ML, ['3', '4', '5']],
      ['spearmint-dried', G, ['0.2', '0.3', '0.3']],
      ['savory', G, ['0.2', '0.3', '0.3']],
      ['salt', G, ['0.4', '0.5', '0.6']],
    ],
  },
  {
    name: 'Мусака',
    category: RecipeCategory.MainDish,
    meals: [MealType.Lunch],
    bands: OLDER,
    technology:
      'Лукът се задушава в малко вода и олио, добавя се каймата и се задушава. Смесва се с нарязаните на кубчета ' +
      'картофи, доматите, червения пипер и солта, пече се. Залива се със заливка от яйца, кисело мляко и брашно и се запича.',
    lines: [
      ['minced-pork', G, ['45', '55']],
      ['potatoes', G, ['120', '150']],
      ['onions', G, ['12', '15']],
      ['tomatoes', G, ['10', '12']],
      ['oil-sunflower', ML, ['4', '5']],
      ['eggs', PIECE, ['0.2', '0.25']],
      ['yogurt-3-6', G, ['25', '30']],
      ['flour-500', G, ['3', '4']],
      ['paprika', G, ['0.2', '0.3']],
      ['salt', G, ['0.5', '0.6']],
    ],
  },
  {
    name: 'Пиле с ориз',
    category: RecipeCategory.MainDish,
    meals: [MealType.Lunch],
    bands: ALL,
    technology:
      'Пилешкото филе се сварява и нарязва. В бульона се задушават лукът и морковите, добавя се измитият ориз и се ' +
      'вари до омекване; прибавят се месото, маслото, червеният пипер и солта, запича се във фурна.',
    lines: [
      ['chicken-fillet', G, ['40', '50', '60']],
      ['rice', G, ['20', '25', '30']],
      ['onions', G, ['8', '10', '12']],
      ['carrots', G, ['8', '10', '10']],
      ['butter', G, ['3', '4', '5']],
      ['paprika', G, ['0.2', '0.2', '0.3']],
      ['salt', G, ['0.4', '0.5', '0.5']],
    ],
  },
  {
    name: 'Млечна баница',
    category: RecipeCategory.Pastry,
    meals: [MealType.Breakfast, MealType.AfternoonSnack],
    bands: OLDER,
    technology:
      'Корите се подреждат в намазана с масло тава, поръсват се с натрошеното сирене. Заливат се със смес от яйца, ' +
      'кисело и прясно мляко и се пекат до златисто.',
    lines: [
      ['phyllo', G, ['35', '45']],
      ['eggs', PIECE, ['0.3', '0.4']],
      ['cheese-cow', G, ['20', '25']],
      ['yogurt-3-6', G, ['25', '30']],
      ['milk-3', ML, ['20', '25']],
      ['butter', G, ['4', '5']],
    ],
  },
  {
    name: 'Мляко с ориз',
    category: RecipeCategory.Dessert,
    meals: [MealType.Breakfast, MealType.AfternoonSnack],
    bands: ALL,
    technology:
      'Оризът се сварява в малко вода, добавя се прясното мляко и се вари до сгъстяване; накрая захарта. Поднася се поръсено с канела.',
    lines: [
      ['milk-3', ML, ['120', '150', '180']],
      ['rice', G, ['12', '15', '18']],
      ['sugar', G, ['6', '8', '10']],
      ['cinnamon', G, ['0.1', '0.1', '0.2']],
    ],
  },
  {
    name: 'Леща яхния',
    category: RecipeCategory.MainDish,
    meals: [MealType.Lunch],
    bands: ALL,
    technology:
      'Лещата се почиства, измива и сварява. Добавят се нарязаните лук и моркови, доматеният концентрат и олиото; ' +
      'накрая чубрицата и солта.',
    lines: [
      ['lentils-green', G, ['25', '30', '35']],
      ['onions', G, ['10', '12', '15']],
      ['carrots', G, ['8', '10', '12']],
      ['tomato-paste', G, ['3', '4', '5']],
      ['oil-sunflower', ML, ['3', '4', '5']],
      ['savory', G, ['0.2', '0.3', '0.3']],
      ['salt', G, ['0.4', '0.5', '0.6']],
    ],
  },
  {
    name: 'Кус-кус с мляко',
    category: RecipeCategory.BreakfastDish,
    meals: [MealType.Breakfast],
    bands: ALL,
    technology: 'Кускусът се залива с вряло мляко, покрива се и престоява 5 минути; добавят се маслото и захарта.',
    lines: [
      ['couscous', G, ['20', '25', '30']],
      ['milk-3', ML, ['100', '120', '150']],
      ['sugar', G, ['5', '6', '8']],
      ['butter', G, ['3', '4', '5']],
    ],
  },
];

/** The waste of a product in per cent from its edible share (1 − share) × 100, one decimal; 0 when unknown. */
export function wasteOf(edibleShare: string | null): string {
  if (edibleShare === null) return '0.0';
  return round(multiply(subtract({ digits: 1n, scale: 0 }, exact(edibleShare)), { digits: 100n, scale: 0 }), 1);
}

export async function seedDemoRecipes(client: Queryable): Promise<{ recipes: number }> {
  const existing = await client.query<{ id: number }>(
    `SELECT id FROM recipe_books WHERE kindergarten_id IS NULL AND lower(name) = lower($1)`,
    [DEMO_RECIPE_BOOK],
  );
  if (existing.rows.length) return { recipes: 0 };
  const keys = [...new Set(DEMO_RECIPES.flatMap((recipe) => recipe.lines.map(([key]) => key)))];
  const found = await client.query<{ key: string; id: number; edible: string | null }>(
    `SELECT reference_key AS key, id, edible_share::text AS edible FROM products
      WHERE kindergarten_id IS NULL AND reference_key = ANY($1::text[])`,
    [keys],
  );
  const products = new Map(found.rows.map((row) => [row.key, row]));
  const recipes = DEMO_RECIPES.filter((recipe) => recipe.lines.every(([key]) => products.has(key)));
  if (recipes.length === 0) return { recipes: 0 };
  const book = await client.query<{ id: number }>(`INSERT INTO recipe_books (name) VALUES ($1) RETURNING id`, [DEMO_RECIPE_BOOK]);
  const bookId = book.rows[0]!.id;
  for (const recipe of recipes) {
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO recipes (book_id, name, category, meal_types, age_bands, technology)
       VALUES ($1, $2, $3, $4::smallint[], $5::smallint[], $6) RETURNING id`,
      [bookId, recipe.name, recipe.category, [...recipe.meals].sort(), recipe.bands, recipe.technology],
    );
    const recipeId = inserted.rows[0]!.id;
    const lines = recipe.lines.map(([key, unit, gross]) => {
      const product = products.get(key)!;
      const waste = wasteOf(product.edible);
      return { productId: product.id, unit, waste, gross, net: gross.map((value) => netFromGross(value, waste)) };
    });
    const ingredients = await client.query<{ id: number; position: number }>(
      `INSERT INTO recipe_ingredients (recipe_id, position, product_id, unit, waste_percent)
       SELECT $1, position, product_id, unit, waste
         FROM unnest($2::int[], $3::smallint[], $4::numeric[]) WITH ORDINALITY AS v(product_id, unit, waste, position)
       RETURNING id, position`,
      [recipeId, lines.map((line) => line.productId), lines.map((line) => line.unit), lines.map((line) => line.waste)],
    );
    const idAt = new Map(ingredients.rows.map((row) => [Number(row.position), row.id]));
    const rows = lines.flatMap((line, index) =>
      recipe.bands.map((band, bandIndex) => ({
        ingredientId: idAt.get(index + 1),
        band,
        gross: line.gross[bandIndex],
        net: line.net[bandIndex],
      })),
    );
    await client.query(
      `INSERT INTO recipe_ingredient_quantities (ingredient_id, age_band, gross, net)
       SELECT * FROM unnest($1::int[], $2::smallint[], $3::numeric[], $4::numeric[])`,
      [
        rows.map((row) => row.ingredientId),
        rows.map((row) => row.band),
        rows.map((row) => row.gross),
        rows.map((row) => row.net),
      ],
    );
  }
  return { recipes: recipes.length };
}
