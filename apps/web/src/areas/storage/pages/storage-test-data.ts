import { nutrientKeys, type ProductDetails, ProductUnit } from '@kg/contracts';

export const productOptions = [
  { id: 11, name: 'Брашно тип 500', unit: ProductUnit.Kilogram, categoryId: 1, own: true },
  { id: 12, name: 'Яйца L', unit: ProductUnit.Quantity, categoryId: 2, own: true },
];

const noNutrients = Object.fromEntries(nutrientKeys.map((key) => [key, null])) as ProductDetails['nutrients'];

/** Products/{id} as the lines editor reads it: the unit and the conversions. */
export const productDetails = (id: number): ProductDetails => {
  const option = productOptions.find((product) => product.id === id)!;
  return {
    id,
    name: option.name,
    categoryId: option.categoryId,
    categoryName: 'Категория',
    unit: option.unit,
    own: true,
    editable: true,
    copiedFrom: null,
    storageCondition: null,
    ediblePercent: null,
    conversions: option.unit === ProductUnit.Quantity ? [{ unit: ProductUnit.Quantity, grams: '60.000' }] : [],
    allergens: [],
    nutrients: noNutrients,
    nutrientSource: null,
    nutrientSourceDescription: null,
    substitutes: [],
  };
};
