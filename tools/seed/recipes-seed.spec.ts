import { readFileSync } from 'node:fs';
import { gramsPerUnit, type ProductUnit, saveSharedRecipeRequest } from '@kg/contracts';
import { DEMO_RECIPES, wasteOf } from './recipes-seed.js';

// The demo's shared recipes (tools/seed/recipes-seed.ts) against the product catalogue they are built from.
interface CatalogueProduct {
  key: string;
  unit: ProductUnit;
  conversions: { unit: ProductUnit; grams: string }[];
}
const catalogue = JSON.parse(readFileSync(new URL('./products/products.json', import.meta.url), 'utf8')) as {
  products: CatalogueProduct[];
};
const products = new Map(catalogue.products.map((product) => [product.key, product]));

describe('the demo’s shared recipes', () => {
  it.each(DEMO_RECIPES.map((recipe) => [recipe.name, recipe] as const))(
    '%s uses catalogue products in units they convert',
    (_name, recipe) => {
      for (const [key, unit, gross] of recipe.lines) {
        const product = products.get(key);
        expect(product).toBeDefined();
        expect(gramsPerUnit(unit, product!.conversions)).not.toBeNull();
        expect(gross).toHaveLength(recipe.bands.length);
      }
    },
  );

  it.each(DEMO_RECIPES.map((recipe) => [recipe.name, recipe] as const))('%s is a valid shared recipe body', (_name, recipe) => {
    const body = {
      bookId: 1,
      name: recipe.name,
      category: recipe.category,
      mealTypes: recipe.meals,
      ageBands: recipe.bands,
      technology: recipe.technology,
      ingredients: recipe.lines.map(([key, unit, gross], index) => ({
        productId: index + 1,
        unit,
        quantities: recipe.bands.map((ageBand, bandIndex) => ({ ageBand, gross: gross[bandIndex] })),
        key,
      })),
    };
    expect(saveSharedRecipeRequest.safeParse(body).error?.issues).toBeUndefined();
  });

  it('takes the waste from the product’s edible share', () => {
    expect(wasteOf('0.900')).toBe('10.0');
    expect(wasteOf('0.88')).toBe('12.0');
    expect(wasteOf('1.000')).toBe('0.0');
    expect(wasteOf('0.875')).toBe('12.5');
    expect(wasteOf(null)).toBe('0.0');
  });
});
