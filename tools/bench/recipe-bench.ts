/**
 * The recipes of the bench (docs/recipes.md "Speed"): the demo's shared book built from the product catalogue (which the
 * API loads at its start, so this runs after it), and its eight recipes copied four times over (copies with their
 * ingredients and quantities, set-based): 40 shared recipes, a week's menu of five days × four meals × two dishes, whose
 * nutrition GET Recipes/nutritions answers in one call.
 */
import pg from 'pg';
import { DEMO_RECIPE_BOOK, seedDemoRecipes } from '../seed/recipes-seed.js';

export interface RecipeBench {
  /** The 40 shared recipes a request asks for. */
  ids: number[];
}

const COPIES = 4;

export async function recipeBench(url: string): Promise<RecipeBench> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seedDemoRecipes(client);
    const book = await client.query<{ id: number }>(`SELECT id FROM recipe_books WHERE kindergarten_id IS NULL AND name = $1`, [
      DEMO_RECIPE_BOOK,
    ]);
    const bookId = book.rows[0]?.id;
    if (bookId === undefined) return { ids: [] };
    await client.query(
      `INSERT INTO recipes (book_id, copied_from_id, name, category, meal_types, age_bands, technology)
       SELECT r.book_id, r.id, r.name || ' (бенч ' || n || ')', r.category, r.meal_types, r.age_bands, r.technology
         FROM recipes r CROSS JOIN generate_series(1, $2::int) AS n
        WHERE r.book_id = $1 AND r.copied_from_id IS NULL
       ON CONFLICT DO NOTHING`,
      [bookId, COPIES],
    );
    await client.query(
      `INSERT INTO recipe_ingredients (recipe_id, position, product_id, unit, waste_percent, cooking_loss_percent)
       SELECT c.id, i.position, i.product_id, i.unit, i.waste_percent, i.cooking_loss_percent
         FROM recipes c JOIN recipe_ingredients i ON i.recipe_id = c.copied_from_id
        WHERE c.book_id = $1 AND NOT EXISTS (SELECT 1 FROM recipe_ingredients x WHERE x.recipe_id = c.id)`,
      [bookId],
    );
    await client.query(
      `INSERT INTO recipe_ingredient_quantities (ingredient_id, age_band, gross, net)
       SELECT ci.id, q.age_band, q.gross, q.net
         FROM recipes c
         JOIN recipe_ingredients ci ON ci.recipe_id = c.id
         JOIN recipe_ingredients oi ON oi.recipe_id = c.copied_from_id AND oi.position = ci.position
         JOIN recipe_ingredient_quantities q ON q.ingredient_id = oi.id
        WHERE c.book_id = $1
       ON CONFLICT DO NOTHING`,
      [bookId],
    );
    const ids = (
      await client.query<{ id: number }>(`SELECT id FROM recipes WHERE book_id = $1 ORDER BY id LIMIT 40`, [bookId])
    ).rows.map((row) => row.id);
    return { ids };
  } finally {
    await client.end();
  }
}
