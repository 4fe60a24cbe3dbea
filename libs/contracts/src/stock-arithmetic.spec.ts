import { ProductUnit } from './enums.js';
import { makeEik } from './identifiers.js';
import {
  convertibleUnits,
  divide,
  documentMoney,
  euroFromLev,
  lineValue,
  sumOf,
  toProductUnit,
  weightedAveragePrice,
} from './stock-arithmetic.js';
import { exact } from './recipe-arithmetic.js';
import { eikSchema, storageMessages } from './storage.js';

const eggs = [{ unit: ProductUnit.Quantity, grams: '60' }];
const milk = [{ unit: ProductUnit.Liter, grams: '1031' }];

describe('stock arithmetic (docs/storage.md "Arithmetic")', () => {
  it('divides exactly and rounds half away from zero once', () => {
    expect(divide(exact('154'), exact('15'), 10)).toBe('10.2666666667');
    expect(divide(exact('1'), exact('8'), 2)).toBe('0.13');
    expect(divide(exact('-1'), exact('8'), 2)).toBe('-0.13');
    expect(divide(exact('2.5'), exact('0.5'), 3)).toBe('5.000');
    expect(divide(exact('1'), exact('3'), 0)).toBe('0');
    expect(() => divide(exact('1'), exact('0'), 2)).toThrow(RangeError);
  });

  it('converts a quantity into the product’s own unit through grams', () => {
    expect(toProductUnit('2500', ProductUnit.Gram, ProductUnit.Kilogram, [])).toBe('2.500000');
    expect(toProductUnit('1.2', ProductUnit.Kilogram, ProductUnit.Quantity, eggs)).toBe('20.000000');
    expect(toProductUnit('1', ProductUnit.Kilogram, ProductUnit.Liter, milk)).toBe('0.969932');
    expect(toProductUnit('500', ProductUnit.Millilitre, ProductUnit.Liter, milk)).toBe('0.500000');
    expect(toProductUnit('3', ProductUnit.Quantity, ProductUnit.Quantity, [])).toBe('3.000000');
    expect(toProductUnit('1', ProductUnit.Kilogram, ProductUnit.Quantity, [])).toBeNull();
    expect(convertibleUnits(ProductUnit.Liter, milk)).toEqual([
      ProductUnit.Liter,
      ProductUnit.Gram,
      ProductUnit.Kilogram,
      ProductUnit.Millilitre,
    ]);
    expect(convertibleUnits(ProductUnit.Quantity, [])).toEqual([ProductUnit.Quantity]);
  });

  it('values a line exactly and rounds money to 2 decimals only for documents', () => {
    expect(lineValue('2500', '0.00118')).toBe('2.95000');
    expect(lineValue('0.333', '0.333')).toBe('0.110889');
    expect(documentMoney('0.110889')).toBe('0.11');
    expect(documentMoney('2.345')).toBe('2.35');
    expect(sumOf(['0.1', '0.2', '0.000001'])).toBe('0.300001');
  });

  it('gives the moving weighted average price of a stock per any convertible unit', () => {
    // 10 kg at 9.80 and 5 kg at 11.20: 154 € for 15 kg.
    expect(weightedAveragePrice('154.00', '15', ProductUnit.Kilogram, ProductUnit.Kilogram, [])).toBe('10.2666666667');
    expect(weightedAveragePrice('154.00', '15', ProductUnit.Gram, ProductUnit.Kilogram, [])).toBe('0.0102666667');
    // 90 eggs of 60 g for 27.90 €: 0.31 € each, 5.1666666667 € per kg.
    expect(weightedAveragePrice('27.90', '90', ProductUnit.Quantity, ProductUnit.Quantity, eggs)).toBe('0.3100000000');
    expect(weightedAveragePrice('27.90', '90', ProductUnit.Kilogram, ProductUnit.Quantity, eggs)).toBe('5.1666666667');
    expect(weightedAveragePrice('29', '20', ProductUnit.Kilogram, ProductUnit.Liter, milk)).toBe('1.4064015519');
    expect(weightedAveragePrice('0', '0', ProductUnit.Kilogram, ProductUnit.Kilogram, [])).toBeNull();
    expect(weightedAveragePrice('5', '1', ProductUnit.Kilogram, ProductUnit.Quantity, [])).toBeNull();
  });

  it('keeps the average of a receipt sequence equal to total value over total quantity, whatever the order', () => {
    const receipts = [
      ['3.5', '2.10'],
      ['0.25', '3.999'],
      ['12', '1.05'],
    ] as const;
    const value = sumOf(receipts.map(([quantity, price]) => lineValue(quantity, price)));
    const quantity = sumOf(receipts.map(([quantity]) => quantity));
    const reversed = sumOf([...receipts].reverse().map(([q, price]) => lineValue(q, price)));
    expect(value).toBe(reversed);
    // 7.35 + 0.99975 + 12.60 = 20.94975 € for 15.75 kg.
    expect(value).toBe('20.94975');
    expect(weightedAveragePrice(value, quantity, ProductUnit.Kilogram, ProductUnit.Kilogram, [])).toBe('1.3301428571');
  });

  it('converts older lev amounts to euro at the fixed rate 1.95583', () => {
    expect(euroFromLev('1.95583')).toBe('1.00');
    expect(euroFromLev('100')).toBe('51.13');
  });
});

/** The 13-digit ЕИК of a branch: the company's nine digits, three more, and a check digit over digits 9–12. */
function branchEik(nine: string, three: string): string {
  const digits = (nine + three).split('').map(Number);
  for (const weights of [
    [2, 7, 3, 5],
    [4, 9, 5, 7],
  ]) {
    const remainder = weights.reduce((sum, weight, i) => sum + weight * digits[8 + i]!, 0) % 11;
    if (remainder !== 10) return nine + three + String(remainder);
  }
  return `${nine}${three}0`;
}

describe('a supplier’s ЕИК (9 or 13 digits with the БУЛСТАТ checksum)', () => {
  const message = (value: string) => eikSchema.safeParse(value).error?.issues[0]?.message;

  it('accepts valid 9- and 13-digit codes', () => {
    for (const first of ['12345678', '20000000', '83164375', '17507475']) {
      const eik = makeEik(first);
      expect(eikSchema.parse(` ${eik} `)).toBe(eik);
      expect(eikSchema.parse(branchEik(eik, '012'))).toBe(branchEik(eik, '012'));
    }
  });

  it('refuses a wrong check digit, a wrong length or letters with the Bulgarian message', () => {
    const eik = makeEik('12345678');
    const wrong = eik.slice(0, 8) + String((Number(eik[8]) + 1) % 10);
    const branch = branchEik(eik, '345');
    const wrongBranch = branch.slice(0, 12) + String((Number(branch[12]) + 1) % 10);
    for (const value of [wrong, wrongBranch, '1234567', '12345678901', 'BG12345678', `${eik}0`]) {
      expect(message(value)).toBe(storageMessages.invalidEik);
    }
  });
});
