import { type MenuAgeBand, menuAgeBandLabels, type ProductUnit } from './enums.js';
import { mealCalculationMessages as messages } from './meal-calculations.js';
import { exact, type Exact, type UnitConversion } from './recipe-arithmetic.js';
import { type MealType, mealTypeLabels } from './staff-attendance.js';
import { BASE_QUANTITY_PLACES, divide, unitRatio } from './stock-arithmetic.js';

/**
 * The arithmetic of the daily meal calculation (docs/meal-calculations.md), shared by the API and the demo seed: who is
 * fed at which band's portions, and the products needed as exact fractions (BigInt), rounded once.
 */

/** A dish of the day's published menus. */
export interface CalculationDish {
  ageBand: MenuAgeBand;
  mealType: MealType;
  position: number;
  recipeId: number;
}

/** One ingredient of a dish of the calculation: its gross per portion of the dish's band, in the recipe's unit. */
export interface DishIngredient {
  ageBand: MenuAgeBand;
  mealType: MealType;
  recipeId: number;
  productId: number;
  unit: ProductUnit;
  gross: string;
}

export interface ProductUnits {
  id: number;
  name: string;
  unit: ProductUnit;
  conversions: UnitConversion[];
}

/** An exact fraction of BigInts: sums of quantities in different units stay exact until one rounding at the end. */
interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

const pow10 = (places: number): bigint => 10n ** BigInt(places);
const asFraction = (value: Exact): Fraction => ({ numerator: value.digits, denominator: pow10(value.scale) });
const times = (a: Fraction, b: Fraction): Fraction => ({
  numerator: a.numerator * b.numerator,
  denominator: a.denominator * b.denominator,
});
const plus = (a: Fraction, b: Fraction): Fraction =>
  a.denominator === b.denominator
    ? { numerator: a.numerator + b.numerator, denominator: a.denominator }
    : { numerator: a.numerator * b.denominator + b.numerator * a.denominator, denominator: a.denominator * b.denominator };
const ZERO: Fraction = { numerator: 0n, denominator: 1n };

/** A fraction as a decimal string with BASE_QUANTITY_PLACES decimals, rounded half away from zero once. */
const decimal = (value: Fraction): string =>
  divide({ digits: value.numerator, scale: 0 }, { digits: value.denominator, scale: 0 }, BASE_QUANTITY_PLACES);

/**
 * Σ of portions × gross per portion, in the product's own unit, grouped by `keyOf` (docs/meal-calculations.md
 * "Products needed"): each ingredient's quantity goes from the recipe's unit to the product's through their grams
 * (`unitRatio`), summed as exact fractions and rounded once to 6 decimals. An ingredient whose unit the product
 * cannot convert (a piece without its weight) is left out and its product named in `unconvertible`.
 */
export function quantitiesNeeded<K extends string>(
  ingredients: readonly DishIngredient[],
  portionsOf: (ingredient: DishIngredient) => number,
  products: ReadonlyMap<number, ProductUnits>,
  keyOf: (ingredient: DishIngredient) => K,
): { quantities: Map<K, string>; unconvertible: Set<number> } {
  const sums = new Map<K, Fraction>();
  const unconvertible = new Set<number>();
  for (const ingredient of ingredients) {
    const product = products.get(ingredient.productId);
    const ratio = product ? unitRatio(ingredient.unit, product.unit, product.conversions) : null;
    if (!product || !ratio) {
      unconvertible.add(ingredient.productId);
      continue;
    }
    const portions = BigInt(portionsOf(ingredient));
    const quantity = times(times({ numerator: portions, denominator: 1n }, asFraction(exact(ingredient.gross))), {
      numerator: ratio.numerator.digits * pow10(ratio.denominator.scale),
      denominator: ratio.denominator.digits * pow10(ratio.numerator.scale),
    });
    const key = keyOf(ingredient);
    sums.set(key, plus(sums.get(key) ?? ZERO, quantity));
  }
  return { quantities: new Map([...sums].map(([key, sum]) => [key, decimal(sum)])), unconvertible };
}

/**
 * The rows of a new calculation (docs/meal-calculations.md "Who is fed"): per band and meal that has dishes, the
 * band's children; the staff meals of each meal type on the oldest band that has dishes at that meal (the 5–7 band's
 * portions in a kindergarten that has one). Bands with children and no dishes, and staff meals of a meal no band
 * has dishes for, are named in the warnings.
 */
export function attendanceRows(
  dishes: readonly CalculationDish[],
  children: ReadonlyMap<MenuAgeBand, number>,
  staff: readonly { mealType: MealType; staff: number }[],
): {
  rows: { ageBand: MenuAgeBand; mealType: MealType; children: number; staff: number }[];
  warnings: string[];
} {
  const pairs = [...new Set(dishes.map((dish) => `${dish.ageBand}:${dish.mealType}`))]
    .map((key) => key.split(':').map(Number) as [MenuAgeBand, MealType])
    .sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const staffBand = new Map<MealType, MenuAgeBand>();
  for (const [ageBand, mealType] of pairs) {
    if ((staffBand.get(mealType) ?? 0) < ageBand) staffBand.set(mealType, ageBand);
  }
  const staffOf = new Map(staff.map((row) => [row.mealType, row.staff]));
  const rows = pairs.map(([ageBand, mealType]) => ({
    ageBand,
    mealType,
    children: children.get(ageBand) ?? 0,
    staff: staffBand.get(mealType) === ageBand ? (staffOf.get(mealType) ?? 0) : 0,
  }));
  const bandsWithDishes = new Set(pairs.map(([ageBand]) => ageBand));
  const warnings = [
    ...[...children]
      .filter(([ageBand, count]) => count > 0 && !bandsWithDishes.has(ageBand))
      .sort((a, b) => a[0] - b[0])
      .map(([ageBand]) => messages.bandWithoutMenu(menuAgeBandLabels[ageBand])),
    ...staff
      .filter((row) => row.staff > 0 && !staffBand.has(row.mealType))
      .map((row) => messages.staffWithoutMenu(mealTypeLabels[row.mealType])),
  ];
  return { rows, warnings };
}
