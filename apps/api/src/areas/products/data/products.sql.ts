import { type ProductListFilter, ProductOrigin, type ProductSubstitutionsFilter } from '@kg/contracts';
import { containsPattern } from '../../../platform/database/like.js';
import { type PagedSelect, SqlConditions } from '../../../platform/database/paged-query.js';

export const BG = 'COLLATE "bg-BG-x-icu"';

/**
 * Whose products a reader uses: the master the catalogue (`kindergartenId` null); a kindergarten the catalogue and its
 * own. Row-level security already fences other kindergartens' rows off a kindergarten's request; the master reads
 * every row, so each statement names the scope too.
 */
export interface ProductScope {
  kindergartenId: number | null;
}

/** `p` is visible in the scope: the catalogue, or the scope kindergarten's own. */
export const inScope = (alias: string, kindergartenParam: string): string =>
  `(${alias}.kindergarten_id IS NULL OR ${alias}.kindergarten_id = ${kindergartenParam})`;

/** "Млечни продукти › Сирена" for a subcategory, the name alone for a top-level category. */
export const CATEGORY_NAME = `CASE WHEN parent.id IS NULL THEN c.name ELSE parent.name || ' › ' || c.name END`;
const CATEGORY_JOINS = `JOIN product_categories c ON c.id = p.category_id
  LEFT JOIN product_categories parent ON parent.id = c.parent_id`;

/** The product's allergens as a sorted smallint array (the menu numbers 1–14). */
export const ALLERGENS = `coalesce((SELECT array_agg(a.allergen ORDER BY a.allergen) FROM product_allergens a
  WHERE a.product_id = p.id), '{}')`;

/** The list of /storage/products and /admin/products/list (GET Products/overview-models): paged, filtered. */
export function productListSelect(query: ProductListFilter, scope: ProductScope): PagedSelect {
  const where = new SqlConditions();
  if (scope.kindergartenId === null || query.origin === ProductOrigin.Catalogue) where.add('p.kindergarten_id IS NULL');
  else if (query.origin === ProductOrigin.Own) where.add('p.kindergarten_id = ?', scope.kindergartenId);
  else where.add(inScope('p', '?'), scope.kindergartenId);
  if (query.search) where.add('p.name ILIKE ?', containsPattern(query.search));
  if (query.categoryId) where.add('(c.id = ? OR c.parent_id = ?)', query.categoryId, query.categoryId);
  if (query.allergen) {
    where.add('EXISTS (SELECT 1 FROM product_allergens fa WHERE fa.product_id = p.id AND fa.allergen = ?)', query.allergen);
  }
  if (query.unsourced === true) where.add('p.nutrient_source IS NULL');
  if (query.unsourced === false) where.add('p.nutrient_source IS NOT NULL');
  return {
    select: `p.id, p.name, p.category_id AS "categoryId", ${CATEGORY_NAME} AS "categoryName", p.unit,
      p.kindergarten_id IS NOT NULL AS own, ${ALLERGENS} AS allergens, p.storage_condition AS "storageCondition",
      p.energy_kcal AS "energyKcal", p.nutrient_source IS NULL AS unsourced`,
    from: `FROM products p ${CATEGORY_JOINS}`,
    where,
    orderBy: { name: `p.name ${BG}`, category: `${CATEGORY_NAME} ${BG}` },
    defaultOrder: `p.name ${BG}, p.id`,
  };
}

/** The columns of one product, nutrients per 100 g as decimal strings (numeric is read as text). */
export const PRODUCT_DETAILS = `SELECT p.id, p.name, p.category_id AS "categoryId", ${CATEGORY_NAME} AS "categoryName",
    p.unit, p.kindergarten_id AS "kindergartenId", p.storage_condition AS "storageCondition",
    (p.edible_share * 100)::numeric(4, 1)::text AS "ediblePercent",
    p.energy_kcal AS "energyKcal", p.energy_kj AS "energyKj", p.protein, p.fat, p.saturated_fat AS "saturatedFat",
    p.carbohydrate, p.sugars, p.fibre, p.salt, p.calcium, p.iron,
    p.nutrient_source AS "nutrientSource", p.nutrient_source_description AS "nutrientSourceDescription",
    CASE WHEN source.id IS NULL THEN NULL
      ELSE json_build_object('id', source.id, 'name', source.name, 'own', source.kindergarten_id IS NOT NULL) END AS "copiedFrom",
    coalesce((SELECT json_agg(json_build_object('unit', v.unit, 'grams', v.grams::text) ORDER BY v.unit)
      FROM product_conversions v WHERE v.product_id = p.id), '[]') AS conversions,
    ${ALLERGENS} AS allergens,
    coalesce((SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'own', s.kindergarten_id IS NOT NULL)
        ORDER BY s.name ${BG}, s.id)
      FROM product_substitutions ps JOIN products s ON s.id = ps.substitute_id WHERE ps.product_id = p.id), '[]') AS substitutes
  FROM products p ${CATEGORY_JOINS}
  LEFT JOIN products source ON source.id = p.copied_from_id
  WHERE p.id = $1 AND ${inScope('p', '$2')}`;

/** The substitutions page: the products with substitutes (or the one asked for), by name. */
export function substitutionListSelect(query: ProductSubstitutionsFilter, scope: ProductScope): PagedSelect {
  const where = new SqlConditions();
  if (scope.kindergartenId === null || query.origin === ProductOrigin.Catalogue) where.add('p.kindergarten_id IS NULL');
  else if (query.origin === ProductOrigin.Own) where.add('p.kindergarten_id = ?', scope.kindergartenId);
  else where.add(inScope('p', '?'), scope.kindergartenId);
  if (query.productId) where.add('p.id = ?', query.productId);
  else where.add('EXISTS (SELECT 1 FROM product_substitutions any_s WHERE any_s.product_id = p.id)');
  if (query.search) where.add('p.name ILIKE ?', containsPattern(query.search));
  return {
    select: `p.id AS "productId", p.name AS "productName", p.kindergarten_id IS NOT NULL AS own,
      coalesce((SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'own', s.kindergarten_id IS NOT NULL)
          ORDER BY s.name ${BG}, s.id)
        FROM product_substitutions ps JOIN products s ON s.id = ps.substitute_id WHERE ps.product_id = p.id), '[]')
        AS "productSubstitutions"`,
    from: 'FROM products p',
    where,
    orderBy: { name: `p.name ${BG}` },
    defaultOrder: `p.name ${BG}, p.id`,
  };
}
