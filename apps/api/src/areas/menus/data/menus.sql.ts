import { type MenuListFilter, MenuStatus, nutrientFields } from '@kg/contracts';
import { type PagedSelect, SqlConditions } from '../../../platform/database/paged-query.js';
import { NUTRITION_SQL } from '../../recipes/data/recipes.sql.js';

export const BG = 'COLLATE "bg-BG-x-icu"';

/** The menu age band of a group (`classes.age_type`): nursery 1 → 1, preparatory groups 8 → 3, the others → 2. */
export const AGE_BAND_OF_CLASS = `(CASE c.age_type WHEN 1 THEN 1 WHEN 8 THEN 3 ELSE 2 END)`;

/** The columns of a menu's header (alias m, its approver a) with the ids of its dishes' recipes. */
export const MENU_HEADER = `m.id, to_char(m.week_start, 'YYYY-MM-DD') AS "weekStart", m.age_band AS "ageBand", m.status, m.note,
  CASE WHEN a.id IS NULL THEN NULL ELSE concat_ws(' ', a.first_name, a.last_name) END AS "approvedBy",
  to_char(m.approved_at AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS') AS "approvedAt",
  to_char(m.published_at AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS') AS "publishedAt",
  coalesce((SELECT array_agg(DISTINCT d.recipe_id) FROM menu_dishes d WHERE d.menu_id = m.id), '{}') AS "recipeIds"`;

/** The menu of a week ($1 its Monday) and band ($2); with $3 only a published one. */
export const WEEK_HEADER_SQL = `SELECT ${MENU_HEADER} FROM menus m LEFT JOIN users a ON a.id = m.approved_by
  WHERE m.week_start = $1::date AND m.age_band = $2 AND (NOT $3 OR m.status = 3)`;

/** The kindergarten's served meals in order (row-level security keeps it to the request's kindergarten). */
export const MEALS_SQL = `SELECT meal_type AS "mealType", to_char(served_at, 'HH24:MI') AS time FROM menu_meal_settings ORDER BY position`;

/** A group ($1) with its menu age band. */
export const GROUP_SQL = `SELECT c.id AS "classId", c.name AS "className", ${AGE_BAND_OF_CLASS} AS "ageBand" FROM classes c WHERE c.id = $1`;

/** /kitchen/menu (GET Menus/overview-models): the kindergarten's menus; a parent's only the published ones. */
export function menuListSelect(query: MenuListFilter, onlyPublished: boolean): PagedSelect {
  const where = new SqlConditions();
  if (onlyPublished) where.add('m.status = ?', MenuStatus.Published);
  if (query.week) where.add(`m.week_start = date_trunc('week', ?::date)::date`, query.week);
  if (query.ageBand) where.add('m.age_band = ?', query.ageBand);
  if (query.status) where.add('m.status = ?', query.status);
  return {
    select: `m.id, to_char(m.week_start, 'YYYY-MM-DD') AS "weekStart", m.age_band AS "ageBand", m.status,
      (SELECT count(*)::int FROM menu_dishes d WHERE d.menu_id = m.id) AS "dishesCount",
      to_char(m.updated_at AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS') AS "updatedAt"`,
    from: 'FROM menus m',
    where,
    orderBy: { week: 'm.week_start' },
    defaultOrder: 'm.week_start DESC, m.age_band, m.id',
  };
}

/**
 * A menu's dishes with their recipes' nutrition for the menu's age band, the sums per working day and the week's
 * average, in one statement over the recipes' own set-based nutrition statement (NUTRITION_SQL; docs/menus.md
 * "Nutrition"): $1 the recipe ids, $2 the kindergarten, $3 the menu, $4 the age band, $5 the weekdays off. A day's
 * value is the exact sum of its dishes' values per portion (null when any dish lacks it); the week's is the average
 * of the days with dishes that are not days off, rounded as the products' columns.
 */
export const MENU_NUTRITION_SQL = `WITH recipe_nutrition AS (${NUTRITION_SQL}),
  dish AS (
    SELECT d.id, d.weekday, d.meal_type, d.position, d.recipe_id, coalesce(n.name, r.name) AS name,
           coalesce(n.allergens, '{}') AS allergens, n.unsourced, band.value AS nutrients,
           (n.missing::text = '[]' AND band.value IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM json_each_text(band.value) e WHERE e.value IS NULL)) AS complete
      FROM menu_dishes d
      JOIN recipes r ON r.id = d.recipe_id
      LEFT JOIN recipe_nutrition n ON n."recipeId" = d.recipe_id
      LEFT JOIN LATERAL (SELECT b->'nutrients' AS value FROM json_array_elements(n.bands) b
                          WHERE (b->>'ageBand')::int = $4) band ON true
     WHERE d.menu_id = $3
  ), day AS (
    SELECT weekday,
           ${nutrientFields
             .map(
               ({ key }) =>
                 `CASE WHEN bool_and(nutrients->>'${key}' IS NOT NULL) THEN sum((nutrients->>'${key}')::numeric) END AS "${key}"`,
             )
             .join(',\n           ')}
      FROM dish GROUP BY weekday
  )
  SELECT
    coalesce((SELECT json_agg(json_build_object('id', id, 'weekday', weekday, 'mealType', meal_type, 'recipeId', recipe_id,
        'recipeName', name, 'allergens', allergens, 'complete', coalesce(complete, false), 'nutrients', nutrients)
        ORDER BY weekday, meal_type, position) FROM dish), '[]') AS dishes,
    coalesce((SELECT json_agg(json_build_object('weekday', weekday, 'nutrients', json_build_object(${nutrientFields
      .map(({ key }) => `'${key}', "${key}"::text`)
      .join(', ')})) ORDER BY weekday) FROM day), '[]') AS days,
    (SELECT CASE WHEN count(*) > 0 THEN json_build_object(${nutrientFields
      .map(
        ({ key, fraction }) =>
          `'${key}', CASE WHEN bool_and("${key}" IS NOT NULL) THEN round(avg("${key}"), ${fraction})::text END`,
      )
      .join(', ')}) END
       FROM day WHERE weekday <> ALL ($5::int[])) AS "weekAverage",
    coalesce((SELECT json_agg(DISTINCT jsonb_build_object('id', recipe_id, 'name', name)) FROM dish WHERE NOT coalesce(complete, false)),
      '[]') AS "incompleteRecipes",
    coalesce((SELECT json_agg(DISTINCT u.value::jsonb) FROM dish CROSS JOIN LATERAL json_array_elements(dish.unsourced) u),
      '[]') AS "unsourcedProducts"`;

/** Grams in one `unit` (ProductUnit) of a product, through its conversions `piece`, `ml` and `litre` (as NUTRITION_SQL). */
const gramsPer = (unit: string): string =>
  `CASE ${unit} WHEN 2 THEN 1 WHEN 3 THEN 1000 WHEN 1 THEN piece.grams
     WHEN 4 THEN coalesce(ml.grams, litre.grams / 1000) WHEN 5 THEN coalesce(litre.grams, ml.grams * 1000) END`;

const CONVERSIONS = `LEFT JOIN product_conversions piece ON piece.product_id = p.id AND piece.unit = 1
      LEFT JOIN product_conversions ml ON ml.product_id = p.id AND ml.unit = 4
      LEFT JOIN product_conversions litre ON litre.product_id = p.id AND litre.unit = 5`;

/**
 * The products a menu's week needs (docs/menus.md "Estimated quantities"), one statement: per working day that is not a
 * day off ($4), the children expected — placed that day in a group of the band ($3; substitution groups left out) less
 * those with a filed (pending or approved) family-reason absence request covering the day — and per product
 * Σ over the days and dishes of the net and gross per portion of the band, in grams, × that day's children, in exact
 * numeric; the gross also in the product's own unit. $1 the menu, $2 its Monday.
 */
export const ESTIMATED_QUANTITIES_SQL = `WITH days AS (
    SELECT w.weekday, ($2::date + w.weekday - 1) AS day
      FROM generate_series(1, 5) AS w(weekday) WHERE w.weekday <> ALL ($4::int[])
  ), expected AS (
    SELECT days.weekday, days.day, count(DISTINCT sc.student_id) FILTER (WHERE sc.student_id IS NOT NULL AND NOT EXISTS (
             SELECT 1 FROM student_attendance_requests r
              WHERE r.student_id = sc.student_id AND r.type = 1 AND r.status IN (0, 1) AND days.day BETWEEN r.from_date AND r.to_date
           ))::int AS children
      FROM days
      LEFT JOIN (student_classes sc JOIN classes c ON c.id = sc.class_id AND NOT c.is_for_substitution AND ${AGE_BAND_OF_CLASS} = $3)
        ON sc.from_date <= days.day AND (sc.to_date IS NULL OR sc.to_date >= days.day)
     GROUP BY days.weekday, days.day
  ), lines AS (
    SELECT i.product_id, e.children * q.net * g.grams AS net, e.children * q.gross * g.grams AS gross
      FROM menu_dishes d
      JOIN expected e ON e.weekday = d.weekday
      JOIN recipe_ingredients i ON i.recipe_id = d.recipe_id
      JOIN recipe_ingredient_quantities q ON q.ingredient_id = i.id AND q.age_band = $3
      JOIN products p ON p.id = i.product_id
      ${CONVERSIONS}
      CROSS JOIN LATERAL (SELECT ${gramsPer('i.unit')} AS grams) g
     WHERE d.menu_id = $1
  ), totals AS (
    SELECT product_id, sum(net) AS net, sum(gross) AS gross FROM lines GROUP BY product_id
  )
  SELECT
    coalesce((SELECT json_agg(json_build_object('weekday', weekday, 'date', to_char(day, 'YYYY-MM-DD'), 'children', children)
        ORDER BY weekday) FROM expected), '[]') AS days,
    coalesce((SELECT json_agg(json_build_object('productId', p.id, 'name', p.name, 'unit', p.unit,
        'netGrams', round(t.net, 3)::text, 'grossGrams', round(t.gross, 3)::text,
        'quantity', round(t.gross / nullif(${gramsPer('p.unit')}, 0), 3)::text) ORDER BY p.name ${BG}, p.id)
      FROM totals t JOIN products p ON p.id = t.product_id ${CONVERSIONS}), '[]') AS products`;
