import { type RecipeListFilter, RecipeOrigin } from '@kg/contracts';
import { containsPattern } from '../../../platform/database/like.js';
import { type PagedSelect, SqlConditions } from '../../../platform/database/paged-query.js';

export const BG = 'COLLATE "bg-BG-x-icu"';

/**
 * Whose books and recipes a reader uses: the master the shared ones (`kindergartenId` null); a kindergarten the shared
 * ones and its own. Row-level security already fences other kindergartens' rows off a kindergarten's request; the
 * master reads every row, so each statement names the scope too.
 */
export interface RecipeScope {
  kindergartenId: number | null;
}

/** `alias` is visible in the scope: shared, or the scope kindergarten's own. */
export const inScope = (alias: string, kindergartenParam: string): string =>
  `(${alias}.kindergarten_id IS NULL OR ${alias}.kindergarten_id = ${kindergartenParam})`;

/** The recipe's allergens: the union of its ingredients' products' allergens, sorted (menu numbers 1–14). */
export const RECIPE_ALLERGENS = `coalesce((SELECT array_agg(DISTINCT a.allergen ORDER BY a.allergen)
    FROM recipe_ingredients ai JOIN product_allergens a ON a.product_id = ai.product_id WHERE ai.recipe_id = r.id), '{}')`;

/** Every nutrient column of products, for "is any missing". */
export const NUTRIENT_COLUMNS = [
  'energy_kcal',
  'energy_kj',
  'protein',
  'fat',
  'saturated_fat',
  'carbohydrate',
  'sugars',
  'fibre',
  'salt',
  'calcium',
  'iron',
] as const;

/** True when every ingredient's product has every nutrient value. */
export const NUTRITION_COMPLETE = `NOT EXISTS (SELECT 1 FROM recipe_ingredients ci JOIN products cp ON cp.id = ci.product_id
    WHERE ci.recipe_id = r.id AND (${NUTRIENT_COLUMNS.map((column) => `cp.${column} IS NULL`).join(' OR ')}))`;

/** /kitchen/recipes and /admin/recipes/list (GET Recipes/overview-models): paged, filtered. */
export function recipeListSelect(query: RecipeListFilter, scope: RecipeScope): PagedSelect {
  const where = new SqlConditions();
  if (scope.kindergartenId === null || query.origin === RecipeOrigin.Shared) where.add('r.kindergarten_id IS NULL');
  else if (query.origin === RecipeOrigin.Own) where.add('r.kindergarten_id = ?', scope.kindergartenId);
  else where.add(inScope('r', '?'), scope.kindergartenId);
  if (query.search) where.add('r.name ILIKE ?', containsPattern(query.search));
  if (query.bookId) where.add('r.book_id = ?', query.bookId);
  if (query.category) where.add('r.category = ?', query.category);
  if (query.mealType) where.add('r.meal_types @> ARRAY[?]::smallint[]', query.mealType);
  const hasAllergen = `EXISTS (SELECT 1 FROM recipe_ingredients fi JOIN product_allergens fa ON fa.product_id = fi.product_id
    WHERE fi.recipe_id = r.id AND fa.allergen = ?)`;
  if (query.allergen) where.add(hasAllergen, query.allergen);
  if (query.freeOf) where.add(`NOT ${hasAllergen}`, query.freeOf);
  return {
    select: `r.id, r.name, r.book_id AS "bookId", b.name AS "bookName", r.kindergarten_id IS NOT NULL AS own,
      r.category, r.meal_types AS "mealTypes", r.age_bands AS "ageBands", ${RECIPE_ALLERGENS} AS allergens,
      (SELECT count(*)::int FROM recipe_ingredients ni WHERE ni.recipe_id = r.id) AS "ingredientsCount",
      ${NUTRITION_COMPLETE} AS "nutritionComplete"`,
    from: 'FROM recipes r JOIN recipe_books b ON b.id = r.book_id',
    where,
    orderBy: { name: `r.name ${BG}`, book: `b.name ${BG}` },
    defaultOrder: `r.name ${BG}, r.id`,
  };
}

const NUTRIENTS: readonly [key: string, column: string, places: number][] = [
  ['energyKcal', 'energy_kcal', 2],
  ['energyKj', 'energy_kj', 2],
  ['protein', 'protein', 2],
  ['fat', 'fat', 2],
  ['saturatedFat', 'saturated_fat', 2],
  ['carbohydrate', 'carbohydrate', 2],
  ['sugars', 'sugars', 2],
  ['fibre', 'fibre', 2],
  ['salt', 'salt', 3],
  ['calcium', 'calcium', 2],
  ['iron', 'iron', 3],
];

/**
 * The nutrition of many recipes in one set-based statement (docs/recipes.md "Nutrition"): per recipe and age band
 * Σ net × grams per unit (through the product's conversions) and, per nutrient, Σ (grams × value per 100 g) / 100
 * in exact numeric (one division per sum), rounded half away from zero as the products' column (null when any
 * ingredient lacks the value or its unit has no grams); the allergens (union), the products missing values and those
 * without a source. Numbers travel as text. `recipe-arithmetic.ts` is its TypeScript mirror, kept equal by recipes.e2e.spec.ts.
 */
export const NUTRITION_SQL = `WITH asked AS (
    SELECT r.id, r.name, r.age_bands FROM recipes r WHERE r.id = ANY($1::int[]) AND ${inScope('r', '$2')}
  ), lines AS (
    SELECT i.recipe_id, q.age_band, i.cooking_loss_percent AS loss,
           ${NUTRIENTS.map(([, column]) => `p.${column}`).join(', ')},
           q.net * CASE i.unit WHEN 2 THEN 1 WHEN 3 THEN 1000 WHEN 1 THEN piece.grams
             WHEN 4 THEN coalesce(ml.grams, litre.grams / 1000) WHEN 5 THEN coalesce(litre.grams, ml.grams * 1000) END AS grams
      FROM asked a
      JOIN recipe_ingredients i ON i.recipe_id = a.id
      JOIN products p ON p.id = i.product_id
      JOIN recipe_ingredient_quantities q ON q.ingredient_id = i.id
      LEFT JOIN product_conversions piece ON piece.product_id = p.id AND piece.unit = 1
      LEFT JOIN product_conversions ml ON ml.product_id = p.id AND ml.unit = 4
      LEFT JOIN product_conversions litre ON litre.product_id = p.id AND litre.unit = 5
  ), bands AS (
    SELECT a.id AS recipe_id, b.band, bool_and(l.grams IS NOT NULL) AS known,
           round(sum(l.grams), 1) AS net_grams, round(sum(l.grams * (100 - l.loss)) / 100, 1) AS yield_grams,
           ${NUTRIENTS.map(
             ([, column, places]) =>
               `CASE WHEN bool_and(l.grams IS NOT NULL AND l.${column} IS NOT NULL)
                 THEN round(sum(l.grams * l.${column}) / 100, ${places})::text END AS ${column}`,
           ).join(', ')}
      FROM asked a CROSS JOIN LATERAL unnest(a.age_bands) AS b(band)
      LEFT JOIN lines l ON l.recipe_id = a.id AND l.age_band = b.band
     GROUP BY a.id, b.band
  )
  SELECT asked_recipe.id AS "recipeId", asked_recipe.name, ${RECIPE_ALLERGENS.replaceAll('r.id', 'asked_recipe.id')} AS allergens,
    coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'nutrients', m.keys) ORDER BY i.position)
      FROM recipe_ingredients i JOIN products p ON p.id = i.product_id
      CROSS JOIN LATERAL (SELECT array_remove(ARRAY[${NUTRIENTS.map(
        ([key, column]) => `CASE WHEN p.${column} IS NULL THEN '${key}' END`,
      ).join(', ')}], NULL) AS keys) m
      WHERE i.recipe_id = asked_recipe.id AND cardinality(m.keys) > 0), '[]') AS missing,
    coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name) ORDER BY i.position)
      FROM recipe_ingredients i JOIN products p ON p.id = i.product_id
      WHERE i.recipe_id = asked_recipe.id AND p.nutrient_source IS NULL), '[]') AS unsourced,
    coalesce((SELECT json_agg(json_build_object('ageBand', x.band,
        'netGrams', CASE WHEN x.known THEN x.net_grams ELSE 0.0 END::numeric(12, 1)::text,
        'yieldGrams', CASE WHEN x.known THEN x.yield_grams ELSE 0.0 END::numeric(12, 1)::text,
        'nutrients', json_build_object(${NUTRIENTS.map(([key, column]) => `'${key}', x.${column}`).join(', ')}))
        ORDER BY x.band)
      FROM bands x WHERE x.recipe_id = asked_recipe.id), '[]') AS bands
  FROM asked asked_recipe
  ORDER BY asked_recipe.id`;
