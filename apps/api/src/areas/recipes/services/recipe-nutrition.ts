import { nutrientKeys, type RecipeNutrition } from '@kg/contracts';
import type { NutritionRow } from '../data/recipes.repository.js';

/**
 * The answer of GET Recipes/nutritions from the statement's rows (docs/recipes.md "Nutrition"): in the order of `ids`
 * (an id the reader does not see is left out), each recipe `complete` when no product lacks a value and every band's
 * every nutrient is known — what a menu needs before it can be approved.
 */
export function recipeNutritions(ids: readonly number[], rows: readonly NutritionRow[]): RecipeNutrition[] {
  const byId = new Map(rows.map((row) => [row.recipeId, row]));
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const known = row.bands.every((band) => nutrientKeys.every((key) => band.nutrients[key] !== null));
    return [{ ...row, complete: row.missing.length === 0 && known }];
  });
}
