import {
  Allergen,
  MealType,
  MenuAgeBand,
  type NutrientKey,
  nutrientKeys,
  ProductUnit,
  RecipeCategory,
  type RecipeDetails,
} from '@kg/contracts';

const nutrients = (given: Partial<Record<NutrientKey, string | null>>) =>
  ({ ...Object.fromEntries(nutrientKeys.map((key) => [key, '0.00'])), ...given }) as Record<NutrientKey, string | null>;

/** A shared recipe as GET Recipes/{id} answers a kindergarten (read only). */
export const sharedOmelette: RecipeDetails = {
  id: 12,
  name: 'Омлет',
  bookId: 1,
  bookName: 'Рецептурник (демо)',
  own: false,
  editable: false,
  copiedFrom: null,
  category: RecipeCategory.BreakfastDish,
  mealTypes: [MealType.Breakfast],
  ageBands: [MenuAgeBand.Senior],
  technology: 'Яйцата се разбиват и се изпичат.',
  ingredients: [
    {
      productId: 3,
      productName: 'Яйца',
      productOwn: false,
      productUnit: ProductUnit.Quantity,
      unit: ProductUnit.Quantity,
      wastePercent: '12.0',
      cookingLossPercent: '0.0',
      allergens: [Allergen.Eggs],
      quantities: [{ ageBand: MenuAgeBand.Senior, gross: '0.500', net: '0.440' }],
    },
  ],
  nutrition: {
    recipeId: 12,
    name: 'Омлет',
    allergens: [Allergen.Eggs],
    complete: true,
    missing: [],
    unsourced: [],
    bands: [
      {
        ageBand: MenuAgeBand.Senior,
        netGrams: '22.0',
        yieldGrams: '22.0',
        nutrients: nutrients({ energyKcal: '31.46', protein: '2.76', salt: '0.078' }),
      },
    ],
  },
};

export const productOptions = [
  { id: 3, name: 'Яйца', unit: ProductUnit.Quantity, categoryId: 1, own: false },
  { id: 4, name: 'Мляко 3 %', unit: ProductUnit.Liter, categoryId: 1, own: false },
  { id: 9, name: 'Краставици от градината', unit: ProductUnit.Kilogram, categoryId: 2, own: true },
];

export const books = [
  { id: 1, name: 'Рецептурник (демо)', own: false, editable: false, recipesCount: 8 },
  { id: 5, name: 'Нашите рецепти', own: true, editable: true, recipesCount: 0 },
];
