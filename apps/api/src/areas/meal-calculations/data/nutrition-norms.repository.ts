import { Injectable } from '@nestjs/common';
import type { MenuAgeBand, NormGroup, NutritionNorm, NutritionNormInput } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { BG } from '../../menus/data/menus.sql.js';

/** Per day of a calculation and age band: what a child of the band was given, per child, exact to 2 places. */
export interface IntakeRow {
  forDate: string;
  ageBand: MenuAgeBand;
  children: number;
  normId: number | null;
  energyKcal: string | null;
  protein: string | null;
  fat: string | null;
  carbohydrate: string | null;
  /** Grams per product group (top-level category id → grams). */
  groups: Record<string, string>;
}

const NORM = `n.id, n.age_band AS "ageBand", to_char(n.effective_from, 'YYYY-MM-DD') AS "effectiveFrom", n.citation,
  n.energy_kcal::text AS "energyKcal", n.protein::text AS protein, n.fat::text AS fat,
  n.carbohydrate::text AS carbohydrate, n.note,
  coalesce((SELECT json_agg(json_build_object('categoryId', g.category_id, 'categoryName', c.name, 'grams', g.grams::text)
      ORDER BY c.name ${BG})
    FROM nutrition_norm_groups g JOIN product_categories c ON c.id = g.category_id WHERE g.norm_id = n.id), '[]') AS groups`;

/** The grams of one unit of a recipe ingredient (ProductUnit 2 gram, 4 millilitre, 1 piece): as the recipes' nutrition. */
const INGREDIENT_GRAMS = `CASE i.unit WHEN 2 THEN 1 WHEN 1 THEN piece.grams
  WHEN 4 THEN coalesce(ml.grams, litre.grams / 1000) END`;
const NUTRIENT = (column: string) =>
  `CASE WHEN bool_and(l.grams IS NOT NULL AND l.${column} IS NOT NULL) THEN round(sum(l.grams * l.${column}) / 100, 2) END`;

/**
 * The intake per child per day of each band, in ONE set-based statement (docs/meal-calculations.md "Nutrition norms"):
 * for each calculation day and band that fed children, the dishes the calculation copied for the band at the meals its
 * children ate, each ingredient's **net** per portion of the band in grams, scaled by what the storekeeper actually
 * issued for that meal and product (issued ÷ computed quantity of `meal_calculation_products`; 1 when not corrected),
 * summed into energy, protein, fat and carbohydrate (per 100 g of the products, null when any value is unknown) and
 * grams per product group (the product's top-level category); with the norm of the band in force that day.
 */
export const INTAKE_SQL = `WITH days AS (
    SELECT mc.id AS calculation_id, mc.for_date, a.age_band, max(a.children) AS children
      FROM meal_calculations mc JOIN meal_calculation_attendances a ON a.calculation_id = mc.id
     WHERE mc.kindergarten_id = $1 AND mc.for_date BETWEEN $2 AND $3 AND ($4::int IS NULL OR a.age_band = $4::int)
     GROUP BY mc.id, mc.for_date, a.age_band
    HAVING max(a.children) > 0
  ), lines AS (
    SELECT d.calculation_id, d.age_band, coalesce(c.parent_id, c.id) AS group_id,
           p.energy_kcal, p.protein, p.fat, p.carbohydrate,
           CASE WHEN l.computed_quantity > 0 THEN q.net * ${INGREDIENT_GRAMS} * l.quantity / l.computed_quantity
                ELSE q.net * ${INGREDIENT_GRAMS} END AS grams
      FROM days d
      JOIN meal_calculation_dishes dish ON dish.calculation_id = d.calculation_id AND dish.age_band = d.age_band
      JOIN meal_calculation_attendances a ON a.calculation_id = d.calculation_id AND a.age_band = d.age_band
       AND a.meal_type = dish.meal_type AND a.children > 0
      JOIN recipe_ingredients i ON i.recipe_id = dish.recipe_id
      JOIN recipe_ingredient_quantities q ON q.ingredient_id = i.id AND q.age_band = d.age_band
      JOIN products p ON p.id = i.product_id
      JOIN product_categories c ON c.id = p.category_id
      LEFT JOIN product_conversions piece ON piece.product_id = p.id AND piece.unit = 1
      LEFT JOIN product_conversions ml ON ml.product_id = p.id AND ml.unit = 4
      LEFT JOIN product_conversions litre ON litre.product_id = p.id AND litre.unit = 5
      LEFT JOIN meal_calculation_products l ON l.calculation_id = d.calculation_id AND l.meal_type = dish.meal_type
       AND l.product_id = i.product_id
  ), totals AS (
    SELECT l.calculation_id, l.age_band, ${NUTRIENT('energy_kcal')} AS energy_kcal, ${NUTRIENT('protein')} AS protein,
           ${NUTRIENT('fat')} AS fat, ${NUTRIENT('carbohydrate')} AS carbohydrate
      FROM lines l GROUP BY l.calculation_id, l.age_band
  ), groups AS (
    SELECT x.calculation_id, x.age_band, json_object_agg(x.group_id, x.grams) AS groups
      FROM (SELECT calculation_id, age_band, group_id, round(sum(grams), 2)::text AS grams
              FROM lines WHERE grams IS NOT NULL GROUP BY calculation_id, age_band, group_id) x
     GROUP BY x.calculation_id, x.age_band
  )
  SELECT to_char(d.for_date, 'YYYY-MM-DD') AS "forDate", d.age_band AS "ageBand", d.children, n.id AS "normId",
         CASE WHEN t.calculation_id IS NULL THEN '0.00' ELSE t.energy_kcal::text END AS "energyKcal",
         CASE WHEN t.calculation_id IS NULL THEN '0.00' ELSE t.protein::text END AS protein,
         CASE WHEN t.calculation_id IS NULL THEN '0.00' ELSE t.fat::text END AS fat,
         CASE WHEN t.calculation_id IS NULL THEN '0.00' ELSE t.carbohydrate::text END AS carbohydrate,
         coalesce(g.groups, '{}') AS groups
    FROM days d
    LEFT JOIN totals t ON t.calculation_id = d.calculation_id AND t.age_band = d.age_band
    LEFT JOIN groups g ON g.calculation_id = d.calculation_id AND g.age_band = d.age_band
    LEFT JOIN LATERAL (SELECT nn.id FROM nutrition_norms nn WHERE nn.age_band = d.age_band AND nn.effective_from <= d.for_date
                        ORDER BY nn.effective_from DESC LIMIT 1) n ON true
   ORDER BY d.age_band, d.for_date`;

/** The norms of the given ids (those in force on a report's days). */
export const NORMS_BY_IDS_SQL = `SELECT ${NORM} FROM nutrition_norms n WHERE n.id = ANY($1::int[]) ORDER BY n.effective_from`;
/** The product groups of the norms: the top-level categories of the product tree, by name. */
export const NORM_GROUPS_SQL = `SELECT id, name FROM product_categories WHERE parent_id IS NULL ORDER BY name ${BG}, id`;
/** Products the storekeeper added to a meal (no computed quantity, issued): no band to attribute them to. */
export const UNATTRIBUTED_SQL = `SELECT to_char(mc.for_date, 'YYYY-MM-DD') AS "forDate", p.name AS "productName"
    FROM meal_calculations mc
    JOIN meal_calculation_products l ON l.calculation_id = mc.id
    JOIN products p ON p.id = l.product_id
   WHERE mc.kindergarten_id = $1 AND mc.for_date BETWEEN $2 AND $3 AND l.computed_quantity IS NULL AND l.quantity > 0
   ORDER BY mc.for_date, p.name ${BG}`;

/** The norms table (platform-level: read by everyone, written by the master) and the intake statement of the reports. */
@Injectable()
export class NutritionNormsRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<NutritionNorm[]> {
    return this.db.sql.many(`SELECT ${NORM} FROM nutrition_norms n ORDER BY n.age_band, n.effective_from DESC`);
  }

  byIds(ids: number[]): Promise<NutritionNorm[]> {
    return this.db.sql.many(NORMS_BY_IDS_SQL, [ids]);
  }

  get(id: number): Promise<NutritionNorm | undefined> {
    return this.db.sql.maybe(`SELECT ${NORM} FROM nutrition_norms n WHERE n.id = $1`, [id]);
  }

  /** The product groups of the norms: the top-level categories of the product tree, by name. */
  groups(): Promise<NormGroup[]> {
    return this.db.sql.many(NORM_GROUPS_SQL);
  }

  /** Which of the ids are top-level categories. */
  async topLevel(ids: number[]): Promise<Set<number>> {
    const rows = await this.db.sql.many<{ id: number }>(
      `SELECT id FROM product_categories WHERE id = ANY($1::int[]) AND parent_id IS NULL`,
      [ids],
    );
    return new Set(rows.map((row) => row.id));
  }

  async taken(ageBand: MenuAgeBand, effectiveFrom: string, exceptId: number | null): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 FROM nutrition_norms WHERE age_band = $1 AND effective_from = $2 AND id IS DISTINCT FROM $3::int`,
      [ageBand, effectiveFrom, exceptId],
    );
    return row !== undefined;
  }

  async save(id: number | null, body: NutritionNormInput): Promise<number> {
    const values = [
      body.ageBand,
      body.effectiveFrom,
      body.citation,
      body.energyKcal,
      body.protein,
      body.fat,
      body.carbohydrate,
      body.note,
    ];
    let normId: number;
    if (id === null) {
      const row = await this.db.sql.one<{ id: number }>(
        `INSERT INTO nutrition_norms (age_band, effective_from, citation, energy_kcal, protein, fat, carbohydrate, note)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        values,
      );
      normId = row.id;
    } else {
      await this.db.sql.exec(
        `UPDATE nutrition_norms SET age_band = $1, effective_from = $2, citation = $3, energy_kcal = $4, protein = $5,
           fat = $6, carbohydrate = $7, note = $8, updated_at = now() WHERE id = $9`,
        [...values, id],
      );
      normId = id;
      await this.db.sql.exec(`DELETE FROM nutrition_norm_groups WHERE norm_id = $1`, [id]);
    }
    if (body.groups.length > 0) {
      await this.db.sql.exec(
        `INSERT INTO nutrition_norm_groups (norm_id, category_id, grams)
         SELECT $1, g.category_id, g.grams FROM unnest($2::int[], $3::numeric[]) AS g(category_id, grams)`,
        [normId, body.groups.map((group) => group.categoryId), body.groups.map((group) => group.grams)],
      );
    }
    return normId;
  }

  remove(id: number): Promise<number> {
    return this.db.sql.exec(`DELETE FROM nutrition_norms WHERE id = $1`, [id]);
  }

  intake(kindergartenId: number, from: string, to: string, band: MenuAgeBand | null): Promise<IntakeRow[]> {
    return this.db.sql.many(INTAKE_SQL, [kindergartenId, from, to, band]);
  }

  /** Products the storekeeper added to a meal (no computed quantity, issued): no band to attribute them to. */
  unattributed(kindergartenId: number, from: string, to: string): Promise<{ forDate: string; productName: string }[]> {
    return this.db.sql.many(UNATTRIBUTED_SQL, [kindergartenId, from, to]);
  }

  kindergartenName(kindergartenId: number): Promise<string> {
    return this.db.sql
      .one<{ name: string }>(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId])
      .then((row) => row.name);
  }
}
