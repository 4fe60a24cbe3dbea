import { readFileSync } from 'node:fs';
import { Allergen, ProductUnit, StorageCondition } from '@kg/contracts';

// The seed catalogue of food products (tools/seed/products/products.json, made by usda-sr28.mjs from SR28).
interface Category {
  key: string;
  name: string;
  parent: string | null;
}
type NutrientKey =
  | 'energyKcal'
  | 'energyKj'
  | 'protein'
  | 'fat'
  | 'saturatedFat'
  | 'carbohydrate'
  | 'sugars'
  | 'fibre'
  | 'salt'
  | 'calcium'
  | 'iron';
interface Product {
  key: string;
  name: string;
  category: string;
  unit: number;
  conversions: { unit: number; grams: string }[];
  allergens: number[];
  storage: number;
  edibleShare: string;
  usda: { ndb: string; description: string } | null;
  nutrientsPer100g: Record<NutrientKey, string | null> | null;
}
interface Catalogue {
  source: { name: string; licence: string; citation: string; url: string };
  categories: Category[];
  products: Product[];
}

const catalogue = JSON.parse(readFileSync(new URL('./products.json', import.meta.url), 'utf8')) as Catalogue;
const { categories, products } = catalogue;
const decimal = /^\d+(\.\d+)?$/;
const enumValues = (e: object) => Object.values(e).filter((value): value is number => typeof value === 'number');
const byKey = (key: string) => {
  const product = products.find((candidate) => candidate.key === key);
  if (!product) throw new Error(`No product ${key}`);
  return product;
};
const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the seed catalogue of food products (USDA SR28)', () => {
  it('names its source, a public-domain U.S. Government work', () => {
    expect(catalogue.source.name).toContain('SR28');
    expect(catalogue.source.licence).toMatch(/public domain/);
  });

  it('has unique product keys (slugs), unique product names and unique category keys', () => {
    expect(products.length).toBeGreaterThanOrEqual(180);
    expect(duplicates(products.map((product) => product.key))).toEqual([]);
    expect(duplicates(products.map((product) => product.name))).toEqual([]);
    expect(duplicates(categories.map((category) => category.key))).toEqual([]);
    for (const product of products) expect(product.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps the categories a tree of two levels with the product groups of Наредба № 6/2011 at the top', () => {
    const top = new Set(categories.filter((category) => category.parent === null).map((category) => category.key));
    for (const category of categories.filter((candidate) => candidate.parent !== null)) {
      expect([category.key, top.has(category.parent!)]).toEqual([category.key, true]);
    }
    for (const group of [
      'dairy',
      'meat',
      'fish',
      'eggs',
      'cereals',
      'legumes',
      'potatoes',
      'vegetables',
      'fruit',
      'fats',
      'sweets',
    ]) {
      expect([group, top.has(group)]).toEqual([group, true]);
    }
    for (const category of categories) expect(category.name).toMatch(/^[А-Я]/);
  });

  it('files every product under an existing category, with enum units, storage and allergens', () => {
    const categoryKeys = new Set(categories.map((category) => category.key));
    const units = enumValues(ProductUnit).filter((unit) => unit !== ProductUnit.None);
    for (const product of products) {
      expect([product.key, categoryKeys.has(product.category)]).toEqual([product.key, true]);
      expect(units).toContain(product.unit);
      expect(enumValues(StorageCondition)).toContain(product.storage);
      expect(duplicates(product.allergens.map(String))).toEqual([]);
      for (const allergen of product.allergens) expect(enumValues(Allergen)).toContain(allergen);
      for (const conversion of product.conversions) expect(units).toContain(conversion.unit);
    }
  });

  it('writes every quantity as a non-negative decimal string, never a number', () => {
    for (const product of products) {
      const quantities = [
        product.edibleShare,
        ...product.conversions.map((conversion) => conversion.grams),
        ...Object.values(product.nutrientsPer100g ?? {}).filter((value) => value !== null),
      ];
      for (const quantity of quantities)
        expect([product.key, typeof quantity, decimal.test(String(quantity))]).toEqual([product.key, 'string', true]);
      expect(Number(product.edibleShare)).toBeGreaterThan(0);
      expect(Number(product.edibleShare)).toBeLessThanOrEqual(1);
      for (const conversion of product.conversions) expect(Number(conversion.grams)).toBeGreaterThan(0);
    }
  });

  it('gives a sourced product stocked by the litre or the piece the grams of its unit', () => {
    for (const product of products.filter((candidate) => candidate.usda !== null)) {
      if (product.unit === ProductUnit.Liter || product.unit === ProductUnit.Quantity) {
        expect([product.key, product.conversions.some((conversion) => conversion.unit === product.unit)]).toEqual([
          product.key,
          true,
        ]);
      }
    }
  });

  it('gives a sourced product its SR28 food and the energy and macronutrients; an unsourced one neither', () => {
    for (const product of products) {
      if (product.usda === null) {
        expect([product.key, product.nutrientsPer100g]).toEqual([product.key, null]);
        continue;
      }
      expect(product.usda.ndb).toMatch(/^\d{5}$/);
      expect(product.usda.description).not.toBe('');
      const nutrients = product.nutrientsPer100g!;
      for (const required of ['energyKcal', 'protein', 'fat', 'carbohydrate'] as const) {
        expect([product.key, required, nutrients[required] !== null]).toEqual([product.key, required, true]);
      }
      // kJ and kcal come from two SR28 columns (each rounded): a swapped or misread column breaks 1 kcal = 4.184 kJ.
      if (nutrients.energyKj !== null) {
        const kj = Number(nutrients.energyKj);
        const off = Math.abs(kj - Number(nutrients.energyKcal) * 4.184);
        expect([product.key, off <= kj / 100 + 2]).toEqual([product.key, true]);
      }
    }
    expect(products.filter((product) => product.usda === null).length).toBeLessThan(products.length / 10);
  });

  it('matches values read by hand from SR28 NUT_DATA.txt and FOOD_DES.txt', () => {
    // 01116 Yogurt, plain, whole milk: 208 = 61, 268 = 257, 203 = 3.47, 204 = 3.25, 606 = 2.096, 205 = 4.66,
    // 291 = 0.0, 307 = 46 mg (salt 46 × 2.5 / 1000 = 0.115 g), 301 = 121, 303 = 0.05; refuse 0.
    expect(byKey('yogurt-3-6')).toMatchObject({
      unit: ProductUnit.Kilogram,
      allergens: [Allergen.Milk],
      edibleShare: '1.00',
      usda: { ndb: '01116' },
      nutrientsPer100g: {
        energyKcal: '61',
        energyKj: '257',
        protein: '3.47',
        fat: '3.25',
        saturatedFat: '2.096',
        carbohydrate: '4.66',
        sugars: '4.66',
        fibre: '0.0',
        salt: '0.115',
        calcium: '121',
        iron: '0.05',
      },
    });
    // 08120 Cereals, oats, regular and quick: 205 = 67.70, 291 = 10.1, so EU carbohydrate 57.60; 307 = 6 mg.
    expect(byKey('oats').nutrientsPer100g).toMatchObject({
      energyKcal: '379',
      protein: '13.15',
      fat: '6.52',
      carbohydrate: '57.60',
      fibre: '10.1',
      salt: '0.015',
    });
    // 01123 Egg, whole, raw, fresh: refuse 12 % (shell); 208 = 143, 307 = 142 mg.
    expect(byKey('eggs')).toMatchObject({
      unit: ProductUnit.Quantity,
      conversions: [{ unit: ProductUnit.Quantity, grams: '50' }],
      allergens: [Allergen.Eggs],
      edibleShare: '0.88',
      nutrientsPer100g: { energyKcal: '143', protein: '12.56', fat: '9.51', carbohydrate: '0.72', salt: '0.355' },
    });
    // 11352 Potatoes, flesh and skin, raw: refuse 25 %; 205 = 17.49, 291 = 2.1.
    expect(byKey('potatoes')).toMatchObject({
      edibleShare: '0.75',
      nutrientsPer100g: { energyKcal: '77', carbohydrate: '15.39' },
    });
    // 20450 Rice, white, medium-grain, raw, unenriched: SR28 has no fibre value, so the figure by difference stays.
    expect(byKey('rice').nutrientsPer100g).toMatchObject({ energyKcal: '360', carbohydrate: '79.34', fibre: null });
  });

  it('marks the products SR28 has no fair match for as unsourced', () => {
    expect(byKey('lyutenitsa')).toMatchObject({ usda: null, nutrientsPer100g: null });
    expect(byKey('cheese-cow').usda).toEqual({ ndb: '01019', description: 'Cheese, feta' });
  });
});
