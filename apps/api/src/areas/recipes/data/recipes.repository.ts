import { Injectable } from '@nestjs/common';
import {
  type MealType,
  type MenuAgeBand,
  type PagedResult,
  type ProductUnit,
  type RecipeBookRow,
  type RecipeCategory,
  type RecipeIngredient,
  type RecipeListFilter,
  type RecipeNutrition,
  type RecipeRow,
  type UnitConversion,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery } from '../../../platform/database/paged-query.js';
import { BG, inScope, NUTRITION_SQL, type RecipeScope, recipeListSelect } from './recipes.sql.js';

/** One recipe's nutrition as the statement gives it (`complete` is decided by the service). */
export type NutritionRow = Omit<RecipeNutrition, 'complete'>;

export interface RecipeHeader {
  id: number;
  name: string;
  kindergartenId: number | null;
  bookId: number;
  bookName: string;
  copiedFrom: { id: number; name: string } | null;
  category: RecipeCategory;
  mealTypes: MealType[];
  ageBands: MenuAgeBand[];
  technology: string | null;
}

/** A product an ingredient may use, with what the save needs to check it. */
export interface UsableProduct {
  id: number;
  kindergartenId: number | null;
  conversions: UnitConversion[];
}

/** The columns a recipe save writes. */
export interface RecipeWrite {
  bookId: number;
  name: string;
  category: RecipeCategory;
  mealTypes: MealType[];
  ageBands: MenuAgeBand[];
  technology: string | null;
  copiedFromId: number | null;
}

/** One ingredient as written: quantities with the net already derived. */
export interface IngredientWrite {
  productId: number;
  unit: ProductUnit;
  wastePercent: string;
  cookingLossPercent: string;
  quantities: { ageBand: MenuAgeBand; gross: string; net: string }[];
}

/** The statements of recipe books, recipes, their ingredients and quantities; every row typed. */
@Injectable()
export class RecipesRepository {
  constructor(private readonly db: Db) {}

  books(scope: RecipeScope): Promise<Omit<RecipeBookRow, 'editable'>[]> {
    return this.db.sql.many(
      `SELECT b.id, b.name, b.kindergarten_id IS NOT NULL AS own,
              (SELECT count(*)::int FROM recipes r WHERE r.book_id = b.id) AS "recipesCount"
         FROM recipe_books b
        WHERE ${scope.kindergartenId === null ? 'b.kindergarten_id IS NULL AND $1::int IS NULL' : inScope('b', '$1')}
        ORDER BY b.kindergarten_id IS NOT NULL, b.name ${BG}, b.id`,
      [scope.kindergartenId],
    );
  }

  /**
   * The book's owner when the scope sees it (null: shared) and its number of recipes; undefined when not found. Not
   * `FOR UPDATE`: row-level security would hide a shared row from a kindergarten's locking read (its UPDATE policy).
   */
  findBook(id: number, scope: RecipeScope): Promise<{ kindergartenId: number | null; recipes: number } | undefined> {
    return this.db.sql.maybe(
      `SELECT kindergarten_id AS "kindergartenId", (SELECT count(*)::int FROM recipes r WHERE r.book_id = b.id) AS recipes
         FROM recipe_books b WHERE b.id = $1 AND ${inScope('b', '$2')}`,
      [id, scope.kindergartenId],
    );
  }

  async bookNameTaken(name: string, kindergartenId: number | null, exceptId: number | undefined): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 AS found FROM recipe_books
        WHERE lower(name) = lower($1) AND kindergarten_id IS NOT DISTINCT FROM $2 AND id <> $3`,
      [name, kindergartenId, exceptId ?? 0],
    );
    return row !== undefined;
  }

  async insertBook(kindergartenId: number | null, name: string): Promise<number> {
    const { id } = await this.db.sql.one<{ id: number }>(
      `INSERT INTO recipe_books (kindergarten_id, name) VALUES ($1, $2) RETURNING id`,
      [kindergartenId, name],
    );
    return id;
  }

  async renameBook(id: number, name: string): Promise<void> {
    await this.db.sql.exec(`UPDATE recipe_books SET name = $2 WHERE id = $1`, [id, name]);
  }

  async removeBook(id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM recipe_books WHERE id = $1`, [id]);
  }

  list(query: RecipeListFilter, scope: RecipeScope): Promise<PagedResult<RecipeRow>> {
    return pagedQuery<RecipeRow>(this.db.manager, recipeListSelect(query, scope), query);
  }

  header(id: number, scope: RecipeScope): Promise<RecipeHeader | undefined> {
    return this.db.sql.maybe(
      `SELECT r.id, r.name, r.kindergarten_id AS "kindergartenId", r.book_id AS "bookId", b.name AS "bookName",
              CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'name', s.name) END AS "copiedFrom",
              r.category, r.meal_types AS "mealTypes", r.age_bands AS "ageBands", r.technology
         FROM recipes r JOIN recipe_books b ON b.id = r.book_id
         LEFT JOIN recipes s ON s.id = r.copied_from_id
        WHERE r.id = $1 AND ${inScope('r', '$2')}`,
      [id, scope.kindergartenId],
    );
  }

  ingredients(id: number): Promise<RecipeIngredient[]> {
    return this.db.sql.many(
      `SELECT i.product_id AS "productId", p.name AS "productName", p.kindergarten_id IS NOT NULL AS "productOwn",
              p.unit AS "productUnit", i.unit, i.waste_percent::text AS "wastePercent",
              i.cooking_loss_percent::text AS "cookingLossPercent",
              coalesce((SELECT array_agg(a.allergen ORDER BY a.allergen) FROM product_allergens a WHERE a.product_id = p.id), '{}')
                AS allergens,
              coalesce((SELECT json_agg(json_build_object('ageBand', q.age_band, 'gross', q.gross::text, 'net', q.net::text)
                  ORDER BY q.age_band) FROM recipe_ingredient_quantities q WHERE q.ingredient_id = i.id), '[]') AS quantities
         FROM recipe_ingredients i JOIN products p ON p.id = i.product_id
        WHERE i.recipe_id = $1
        ORDER BY i.position`,
      [id],
    );
  }

  /**
   * The nutrition of many recipes, in one statement (recipes the scope does not see are left out). Not a prepared
   * statement: with its generic plan the bench's path ran at less than half the speed (docs/recipes.md "Speed").
   */
  nutritions(ids: number[], scope: RecipeScope): Promise<NutritionRow[]> {
    return this.db.sql.many(NUTRITION_SQL, [ids, scope.kindergartenId]);
  }

  /** The recipe's owner when the scope sees it (null: shared); undefined when not found (no lock: see lockBook). */
  findRecipe(id: number, scope: RecipeScope): Promise<{ kindergartenId: number | null } | undefined> {
    return this.db.sql.maybe(
      `SELECT kindergarten_id AS "kindergartenId" FROM recipes r WHERE id = $1 AND ${inScope('r', '$2')}`,
      [id, scope.kindergartenId],
    );
  }

  async recipeNameTaken(bookId: number, name: string, exceptId: number | undefined): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 AS found FROM recipes WHERE book_id = $1 AND lower(name) = lower($2) AND id <> $3`,
      [bookId, name, exceptId ?? 0],
    );
    return row !== undefined;
  }

  /** Of `ids`, the products the scope sees, with their conversions to grams. */
  products(ids: number[], scope: RecipeScope): Promise<UsableProduct[]> {
    return this.db.sql.many(
      `SELECT p.id, p.kindergarten_id AS "kindergartenId",
              coalesce((SELECT json_agg(json_build_object('unit', v.unit, 'grams', v.grams::text))
                FROM product_conversions v WHERE v.product_id = p.id), '[]') AS conversions
         FROM products p WHERE p.id = ANY($1::int[]) AND ${inScope('p', '$2')}`,
      [ids, scope.kindergartenId],
    );
  }

  async insertRecipe(kindergartenId: number | null, recipe: RecipeWrite): Promise<number> {
    const { id } = await this.db.sql.one<{ id: number }>(
      `INSERT INTO recipes (kindergarten_id, book_id, name, category, meal_types, age_bands, technology, copied_from_id)
       VALUES ($1, $2, $3, $4, $5::smallint[], $6::smallint[], $7, $8) RETURNING id`,
      [
        kindergartenId,
        recipe.bookId,
        recipe.name,
        recipe.category,
        recipe.mealTypes,
        recipe.ageBands,
        recipe.technology,
        recipe.copiedFromId,
      ],
    );
    return id;
  }

  async updateRecipe(id: number, recipe: RecipeWrite): Promise<void> {
    await this.db.sql.exec(
      `UPDATE recipes SET book_id = $2, name = $3, category = $4, meal_types = $5::smallint[], age_bands = $6::smallint[],
              technology = $7, updated_at = now()
        WHERE id = $1`,
      [id, recipe.bookId, recipe.name, recipe.category, recipe.mealTypes, recipe.ageBands, recipe.technology],
    );
  }

  /** Replaces the recipe's ingredients and their quantities: two set-based inserts, whatever the number of rows. */
  async replaceIngredients(id: number, kindergartenId: number | null, ingredients: IngredientWrite[]): Promise<void> {
    await this.db.sql.exec(`DELETE FROM recipe_ingredients WHERE recipe_id = $1`, [id]);
    const inserted = await this.db.sql.many<{ id: number; position: number }>(
      `INSERT INTO recipe_ingredients (recipe_id, kindergarten_id, position, product_id, unit, waste_percent, cooking_loss_percent)
       SELECT $1, $2, position, product_id, unit, waste, loss
         FROM unnest($3::int[], $4::smallint[], $5::numeric[], $6::numeric[]) WITH ORDINALITY
              AS v(product_id, unit, waste, loss, position)
       RETURNING id, position`,
      [
        id,
        kindergartenId,
        ingredients.map((ingredient) => ingredient.productId),
        ingredients.map((ingredient) => ingredient.unit),
        ingredients.map((ingredient) => ingredient.wastePercent),
        ingredients.map((ingredient) => ingredient.cookingLossPercent),
      ],
    );
    const idAt = new Map(inserted.map((row) => [Number(row.position), row.id]));
    const rows = ingredients.flatMap((ingredient, index) =>
      ingredient.quantities.map((quantity) => ({ ingredientId: idAt.get(index + 1), ...quantity })),
    );
    await this.db.sql.exec(
      `INSERT INTO recipe_ingredient_quantities (ingredient_id, kindergarten_id, age_band, gross, net)
       SELECT ingredient_id, $1, age_band, gross, net
         FROM unnest($2::int[], $3::smallint[], $4::numeric[], $5::numeric[]) AS q(ingredient_id, age_band, gross, net)`,
      [
        kindergartenId,
        rows.map((row) => row.ingredientId),
        rows.map((row) => row.ageBand),
        rows.map((row) => row.gross),
        rows.map((row) => row.net),
      ],
    );
  }

  async removeRecipe(id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM recipes WHERE id = $1`, [id]);
  }
}
