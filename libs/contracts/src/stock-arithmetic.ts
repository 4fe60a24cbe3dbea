import { ProductUnit } from './enums.js';
import { add, type Exact, exact, gramsPerUnit, multiply, round, type UnitConversion } from './recipe-arithmetic.js';

/**
 * The arithmetic of the stock ledger (docs/storage.md "Arithmetic"), exact on BigInt like the recipes': never JS floats.
 * Quantities in a product's own unit are kept with BASE_QUANTITY_PLACES decimals, values (euro) at full precision (the
 * exact product of quantity and price), the moving weighted average price with AVERAGE_PRICE_PLACES decimals; money is
 * rounded to 2 decimals only on documents.
 */
export const BASE_QUANTITY_PLACES = 6;
export const AVERAGE_PRICE_PLACES = 10;
export const DOCUMENT_MONEY_PLACES = 2;
/** The fixed rate of the lev to the euro (Закон за въвеждане на еврото в Република България): 1 € = 1.95583 лв. */
export const BGN_PER_EURO = '1.95583';

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** `a ÷ b` rounded half away from zero to `places` decimals, as a decimal string. Throws on a zero divisor. */
export function divide(a: Exact, b: Exact, places: number): string {
  if (b.digits === 0n) throw new RangeError('Division by zero');
  // a / b = (a.digits / 10^a.scale) / (b.digits / 10^b.scale); scaled by 10^(places + 1) to round once, half up.
  const shiftBy = places + 1 + b.scale - a.scale;
  let numerator = a.digits;
  let denominator = b.digits;
  if (shiftBy >= 0) numerator *= pow10(shiftBy);
  else denominator *= pow10(-shiftBy);
  const negative = numerator < 0n !== denominator < 0n;
  const magnitude = (numerator < 0n ? -numerator : numerator) / (denominator < 0n ? -denominator : denominator);
  // `magnitude` carries one extra digit: round on it.
  const rounded = (magnitude + 5n) / 10n;
  return round({ digits: negative ? -rounded : rounded, scale: places }, places);
}

/**
 * How many of the product's own unit one `unit` is: the ratio of their grams (1 for the same unit). Null when either
 * has no grams (a piece without a conversion, a litre without its weight).
 */
export function unitRatio(
  unit: ProductUnit,
  productUnit: ProductUnit,
  conversions: readonly UnitConversion[],
): { numerator: Exact; denominator: Exact } | null {
  if (unit === productUnit) return { numerator: exact('1'), denominator: exact('1') };
  const grams = gramsPerUnit(unit, conversions);
  const productGrams = gramsPerUnit(productUnit, conversions);
  if (!grams || !productGrams) return null;
  return { numerator: grams, denominator: productGrams };
}

/** The units a product can be received or priced in: its own unit first, then every unit convertible to it. */
export function convertibleUnits(productUnit: ProductUnit, conversions: readonly UnitConversion[]): ProductUnit[] {
  const all = [ProductUnit.Quantity, ProductUnit.Gram, ProductUnit.Kilogram, ProductUnit.Millilitre, ProductUnit.Liter];
  return [productUnit, ...all.filter((unit) => unit !== productUnit && unitRatio(unit, productUnit, conversions) !== null)];
}

/** A quantity written in `unit`, in the product's own unit (BASE_QUANTITY_PLACES decimals); null when not convertible. */
export function toProductUnit(
  quantity: string,
  unit: ProductUnit,
  productUnit: ProductUnit,
  conversions: readonly UnitConversion[],
): string | null {
  const ratio = unitRatio(unit, productUnit, conversions);
  if (!ratio) return null;
  return divide(multiply(exact(quantity), ratio.numerator), ratio.denominator, BASE_QUANTITY_PLACES);
}

/** A line's value: quantity × unit price, exact (no rounding: the ledger keeps it whole). */
export const lineValue = (quantity: string, unitPrice: string): string => {
  const value = multiply(exact(quantity), exact(unitPrice));
  return round(value, value.scale);
};

/** The sum of decimal strings, exact. */
export const sumOf = (values: readonly string[]): string => {
  const total = values.reduce<Exact>((sum, value) => add(sum, exact(value)), { digits: 0n, scale: 0 });
  return round(total, total.scale);
};

/** Money as a document prints it: 2 decimals, half away from zero. */
export const documentMoney = (value: string): string => round(exact(value), DOCUMENT_MONEY_PLACES);

/**
 * The moving weighted average price of a stock: its value ÷ its quantity, per one `unit` (the stock's quantity is in
 * the product's own unit), with AVERAGE_PRICE_PLACES decimals. Null when the stock is empty or the unit not convertible.
 */
export function weightedAveragePrice(
  value: string,
  quantity: string,
  unit: ProductUnit,
  productUnit: ProductUnit,
  conversions: readonly UnitConversion[],
): string | null {
  const ratio = unitRatio(unit, productUnit, conversions);
  const stock = exact(quantity);
  if (!ratio || stock.digits <= 0n) return null;
  // Price per own unit × own units per `unit` = value × numerator ÷ (quantity × denominator).
  return divide(multiply(exact(value), ratio.numerator), multiply(stock, ratio.denominator), AVERAGE_PRICE_PLACES);
}

/** A lev amount in euro at the fixed rate (for imports of older documents), rounded to 2 decimals. */
export const euroFromLev = (lev: string): string => divide(exact(lev), exact(BGN_PER_EURO), DOCUMENT_MONEY_PLACES);
