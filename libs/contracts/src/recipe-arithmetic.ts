import { ProductUnit } from './enums.js';
import { type NutrientKey, nutrientFields, nutrientKeys } from './products.js';

/**
 * The arithmetic of recipes (docs/recipes.md "Arithmetic"): exact decimals on BigInt — a value is `digits × 10^-scale`
 * — so sums, products and shifts by powers of ten are exact and rounding happens once, at the end, half up. Never JS
 * floats. Inputs and outputs are decimal strings with a dot ("12.500").
 */
export interface Exact {
  digits: bigint;
  scale: number;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

export function exact(text: string): Exact {
  const match = DECIMAL.exec(text.trim().replace(',', '.'));
  if (!match) throw new Error(`Not a decimal: "${text}"`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = BigInt(whole + fraction);
  return { digits: sign === '-' ? -digits : digits, scale: fraction.length };
}

const ZERO: Exact = { digits: 0n, scale: 0 };
const pow10 = (n: number): bigint => 10n ** BigInt(n);
const align = (value: Exact, scale: number): bigint => value.digits * pow10(scale - value.scale);

export const add = (a: Exact, b: Exact): Exact => {
  const scale = Math.max(a.scale, b.scale);
  return { digits: align(a, scale) + align(b, scale), scale };
};
export const subtract = (a: Exact, b: Exact): Exact => add(a, { digits: -b.digits, scale: b.scale });
export const multiply = (a: Exact, b: Exact): Exact => ({ digits: a.digits * b.digits, scale: a.scale + b.scale });
/** Divides by 10^places (exact: only the scale moves). */
export const shift = (a: Exact, places: number): Exact => ({ digits: a.digits, scale: a.scale + places });
export const isZero = (a: Exact): boolean => a.digits === 0n;

/** Rounds half away from zero to `places` decimals and prints it with exactly that many ("12.50"). */
export function round(value: Exact, places: number): string {
  let digits: bigint;
  if (value.scale <= places) digits = value.digits * pow10(places - value.scale);
  else {
    const divisor = pow10(value.scale - places);
    const magnitude = value.digits < 0n ? -value.digits : value.digits;
    let quotient = magnitude / divisor;
    if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
    digits = value.digits < 0n ? -quotient : quotient;
  }
  const negative = digits < 0n;
  const text = (negative ? -digits : digits).toString().padStart(places + 1, '0');
  const whole = places === 0 ? text : text.slice(0, -places);
  const body = places === 0 ? whole : `${whole}.${text.slice(-places)}`;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/** A product's grams per unit of a conversion row ("how many grams one piece weighs"). */
export interface UnitConversion {
  unit: ProductUnit;
  grams: string;
}

/**
 * Grams in one `unit` of a product: a gram is 1 g and a kilogram 1000 g; a piece, a litre or a millilitre through the
 * product's conversions (a millilitre is a thousandth of the litre's grams when only the litre is given, and the other
 * way round). Null when the product has no conversion for the unit.
 */
export function gramsPerUnit(unit: ProductUnit, conversions: readonly UnitConversion[]): Exact | null {
  if (unit === ProductUnit.Gram) return { digits: 1n, scale: 0 };
  if (unit === ProductUnit.Kilogram) return { digits: 1000n, scale: 0 };
  const find = (wanted: ProductUnit): Exact | null => {
    const row = conversions.find((conversion) => conversion.unit === wanted);
    return row ? exact(row.grams) : null;
  };
  const direct = find(unit);
  if (direct) return direct;
  if (unit === ProductUnit.Millilitre) {
    const litre = find(ProductUnit.Liter);
    return litre ? shift(litre, 3) : null;
  }
  if (unit === ProductUnit.Liter) {
    const millilitre = find(ProductUnit.Millilitre);
    return millilitre ? multiply(millilitre, { digits: 1000n, scale: 0 }) : null;
  }
  return null;
}

/** The net quantity left of `gross` after `wastePercent` is trimmed off (peel, bones, shell): gross × (100 − waste) / 100, 3 decimals. */
export function netFromGross(gross: string, wastePercent: string): string {
  const kept = subtract({ digits: 100n, scale: 0 }, exact(wastePercent));
  return round(shift(multiply(exact(gross), kept), 2), 3);
}

/** One ingredient of one portion as the nutrition reads it. */
export interface NutritionItem {
  /** The net quantity of the portion in `unit`. */
  net: string;
  unit: ProductUnit;
  conversions: readonly UnitConversion[];
  /** Per 100 g of the edible part; null when the product has no value for the nutrient. */
  nutrients: Record<NutrientKey, string | null>;
  /** Share of the weight lost in cooking (boiling, baking), per cent; 0 when none. */
  cookingLossPercent: string;
}

export interface PortionNutrition {
  /** Net grams of every ingredient of the portion together (raw, before cooking). */
  netGrams: string;
  /** The cooked portion: Σ net grams × (100 − cooking loss) / 100. */
  yieldGrams: string;
  /** Per nutrient: Σ net grams × value per 100 g / 100, rounded as the products' column; null when any ingredient lacks it. */
  nutrients: Record<NutrientKey, string | null>;
}

const decimalsOf: Record<NutrientKey, number> = Object.fromEntries(
  nutrientFields.map((field) => [field.key, field.fraction]),
) as Record<NutrientKey, number>;

/**
 * The nutrition of one portion from its ingredients, in one pass (docs/recipes.md "Nutrition"): every quantity is
 * turned into grams through the product's conversions, a nutrient's total is known only when every ingredient's product
 * has a value for it (an unknown value is never counted as 0). Null when an ingredient's unit cannot become grams.
 */
export function portionNutrition(items: readonly NutritionItem[]): PortionNutrition | null {
  let netGrams = ZERO;
  let yieldGrams = ZERO;
  const totals: Record<NutrientKey, Exact | null> = Object.fromEntries(nutrientKeys.map((key) => [key, ZERO])) as Record<
    NutrientKey,
    Exact | null
  >;
  for (const item of items) {
    const perUnit = gramsPerUnit(item.unit, item.conversions);
    if (!perUnit) return null;
    const grams = multiply(exact(item.net), perUnit);
    netGrams = add(netGrams, grams);
    const kept = subtract({ digits: 100n, scale: 0 }, exact(item.cookingLossPercent));
    yieldGrams = add(yieldGrams, shift(multiply(grams, kept), 2));
    for (const key of nutrientKeys) {
      const per100 = item.nutrients[key];
      const total = totals[key];
      totals[key] = per100 === null || total === null ? null : add(total, shift(multiply(grams, exact(per100)), 2));
    }
  }
  return {
    netGrams: round(netGrams, 1),
    yieldGrams: round(yieldGrams, 1),
    nutrients: Object.fromEntries(
      nutrientKeys.map((key) => {
        const total = totals[key];
        return [key, total === null ? null : round(total, decimalsOf[key])];
      }),
    ) as Record<NutrientKey, string | null>,
  };
}
