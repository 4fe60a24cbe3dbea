import { ProductUnit } from './enums.js';
import type { NutrientKey } from './products.js';
import { exact, gramsPerUnit, netFromGross, portionNutrition, round } from './recipe-arithmetic.js';

const none: Record<NutrientKey, string | null> = {
  energyKcal: null,
  energyKj: null,
  protein: null,
  fat: null,
  saturatedFat: null,
  carbohydrate: null,
  sugars: null,
  fibre: null,
  salt: null,
  calcium: null,
  iron: null,
};
const values = (given: Partial<Record<NutrientKey, string>>): Record<NutrientKey, string | null> =>
  ({
    ...Object.fromEntries(Object.keys(none).map((key) => [key, '0'])),
    ...given,
  }) as Record<NutrientKey, string | null>;

describe('recipe arithmetic: exact decimals', () => {
  it.each([
    ['2.345', 2, '2.35'],
    ['2.344', 2, '2.34'],
    ['-2.345', 2, '-2.35'],
    ['0.004', 2, '0.00'],
    ['-0.004', 2, '0.00'],
    ['12', 3, '12.000'],
    ['0.5', 0, '1'],
    ['99.95', 1, '100.0'],
  ])('rounds %s half away from zero to %i places: %s', (value, places, expected) => {
    expect(round(exact(value), places)).toBe(expected);
  });

  it('reads a comma as the point and refuses what is not a decimal', () => {
    expect(round(exact('1,25'), 2)).toBe('1.25');
    expect(() => exact('1e3')).toThrow();
    expect(() => exact('')).toThrow();
  });
});

describe('recipe arithmetic: net from gross and the waste', () => {
  it.each([
    ['100', '0', '100.000'],
    ['100', '25', '75.000'],
    ['0.5', '12', '0.440'],
    ['33.333', '12.5', '29.166'],
    ['0.001', '60', '0.000'],
    ['250', '99.9', '0.250'],
  ])('gross %s with %s %% waste leaves %s net', (gross, waste, net) => {
    expect(netFromGross(gross, waste)).toBe(net);
  });
});

describe('recipe arithmetic: grams per unit through the conversions', () => {
  const eggs = [{ unit: ProductUnit.Quantity, grams: '50.000' }];
  const milk = [{ unit: ProductUnit.Liter, grams: '1031.000' }];
  it.each([
    [ProductUnit.Gram, [], '1.000'],
    [ProductUnit.Kilogram, [], '1000.000'],
    [ProductUnit.Quantity, eggs, '50.000'],
    [ProductUnit.Millilitre, milk, '1.031'],
    [ProductUnit.Liter, milk, '1031.000'],
    [ProductUnit.Liter, [{ unit: ProductUnit.Millilitre, grams: '0.92' }], '920.000'],
  ])('unit %i with the conversions %j weighs %s g', (unit, conversions, grams) => {
    const perUnit = gramsPerUnit(unit, conversions);
    expect(perUnit && round(perUnit, 3)).toBe(grams);
  });

  it('has no grams for a piece of a product without a piece conversion', () => {
    expect(gramsPerUnit(ProductUnit.Quantity, milk)).toBeNull();
    expect(gramsPerUnit(ProductUnit.Millilitre, eggs)).toBeNull();
  });
});

describe('recipe arithmetic: the nutrition of a portion', () => {
  const egg = {
    unit: ProductUnit.Quantity,
    conversions: [{ unit: ProductUnit.Quantity, grams: '50.000' }],
    cookingLossPercent: '0',
    nutrients: values({ energyKcal: '143', protein: '12.56', fat: '9.51', salt: '0.355', calcium: '56', iron: '1.75' }),
  };
  const milk = {
    unit: ProductUnit.Millilitre,
    conversions: [{ unit: ProductUnit.Liter, grams: '1031.000' }],
    cookingLossPercent: '0',
    nutrients: values({ energyKcal: '61', protein: '3.15', calcium: '113' }),
  };
  const rice = {
    unit: ProductUnit.Gram,
    conversions: [],
    cookingLossPercent: '0',
    nutrients: { ...values({ energyKcal: '360', protein: '6.5', carbohydrate: '79.34' }), sugars: null },
  };

  it('counts eggs by the piece through their conversion (0.44 of an egg is 22 g)', () => {
    const portion = portionNutrition([{ ...egg, net: netFromGross('0.5', '12') }]);
    expect(portion).toMatchObject({
      netGrams: '22.0',
      yieldGrams: '22.0',
      nutrients: { energyKcal: '31.46', protein: '2.76', fat: '2.09', salt: '0.078', calcium: '12.32', iron: '0.385' },
    });
  });

  it('turns millilitres of milk into grams through the litre and sums the ingredients exactly', () => {
    const portion = portionNutrition([
      { ...milk, net: '150' },
      { ...egg, net: '0.25' },
    ]);
    // 150 ml × 1.031 g = 154.65 g of milk and 12.5 g of egg.
    expect(portion?.netGrams).toBe('167.2');
    expect(portion?.nutrients.energyKcal).toBe(round(exact('112.2115'), 2)); // 94.3365 + 17.875
    expect(portion?.nutrients.calcium).toBe('181.75'); // 174.7545 + 7
    expect(portion?.nutrients.protein).toBe('6.44'); // 4.871475 + 1.57
  });

  it('leaves a nutrient unknown when one ingredient lacks it, never counting the gap as zero', () => {
    const portion = portionNutrition([
      { ...rice, net: '40' },
      { ...milk, net: '100' },
    ]);
    expect(portion?.nutrients.sugars).toBeNull();
    expect(portion?.nutrients.energyKcal).toBe('206.89'); // 144 + 62.891
    expect(portion?.nutrients.carbohydrate).toBe('31.74'); // 31.736 + 0
  });

  it('gives the cooked yield from the cooking loss of each ingredient', () => {
    const portion = portionNutrition([
      { ...rice, net: '40', cookingLossPercent: '0' },
      { ...egg, net: '1', cookingLossPercent: '12.5' },
    ]);
    expect(portion).toMatchObject({ netGrams: '90.0', yieldGrams: '83.8' }); // 40 + 50 × 0.875 = 83.75
  });

  it('has no figures when an ingredient’s unit cannot become grams', () => {
    expect(portionNutrition([{ ...egg, unit: ProductUnit.Millilitre, net: '1' }])).toBeNull();
  });

  it('gives zeros, not unknowns, for an empty portion', () => {
    expect(portionNutrition([])?.nutrients.energyKcal).toBe('0.00');
  });
});
