import { Allergen, allergenLabels } from './enums.js';
import {
  allergenRows,
  decimalString,
  nutrientsRequest,
  productFields,
  productMessages,
  saveRecommendedQuantityRequest,
} from './products.js';

describe('products: decimal strings', () => {
  const grams = decimalString({ integer: 7, fraction: 3, positive: true, message: 'грамове' });
  const percent = decimalString({ integer: 3, fraction: 1, max: 100, positive: true, message: 'процент' });

  it.each([
    ['50', '50'],
    ['0,5', '0.5'],
    [' 1031.125 ', '1031.125'],
    ['0.001', '0.001'],
  ])('accepts %p as %p', (input, output) => {
    expect(grams.parse(input)).toBe(output);
  });

  it.each(['0', '0.000', '-5', '1.2345', '1e3', '', 'abc', '12345678', '1.', '.5'])('refuses %p', (input) => {
    expect(grams.safeParse(input).success).toBe(false);
  });

  it('compares with the bound by the decimal text, not by a float', () => {
    expect(percent.parse('100')).toBe('100');
    expect(percent.parse('100.0')).toBe('100.0');
    expect(percent.safeParse('100.1').success).toBe(false);
    expect(percent.safeParse('101').success).toBe(false);
    expect(percent.parse('99.9')).toBe('99.9');
  });
});

describe('products: the save body', () => {
  const body = { name: 'Яйца', categoryId: 3, unit: 1 };

  it('leaves unknown nutrients empty (null), never zero', () => {
    const parsed = productFields.parse({ ...body, nutrients: { protein: '12,56', fat: '' } });
    expect(parsed.nutrients).toEqual({
      energyKcal: null,
      energyKj: null,
      protein: '12.56',
      fat: null,
      saturatedFat: null,
      carbohydrate: null,
      sugars: null,
      fibre: null,
      salt: null,
      calcium: null,
      iron: null,
    });
    expect(nutrientsRequest.safeParse({ salt: '0.1234' }).success).toBe(false);
  });

  it('refuses a conversion of grams or kilograms, a unit twice and an allergen twice', () => {
    const result = productFields.safeParse({
      ...body,
      conversions: [
        { unit: 2, grams: '1' },
        { unit: 1, grams: '50' },
        { unit: 1, grams: '55' },
      ],
      allergens: [3, 3],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['conversions.0.unit', productMessages.conversionFixedUnit],
      ['conversions.2.unit', productMessages.conversionDuplicate],
      ['allergens', productMessages.duplicateAllergen],
    ]);
  });

  it('asks for the quantity type once grams are given', () => {
    const result = saveRecommendedQuantityRequest.safeParse({ quantities: [{ ageBand: 1, grams: '200' }] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([productMessages.quantityTypeRequired]);
    expect(saveRecommendedQuantityRequest.parse({}).quantities).toEqual([]);
  });

  it('numbers the 14 allergens 1–14 as menus print them', () => {
    expect(allergenRows).toHaveLength(14);
    expect(allergenRows[0]).toEqual({ id: Allergen.Gluten, name: allergenLabels[Allergen.Gluten] });
    expect(allergenRows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });
});
