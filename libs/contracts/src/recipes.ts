import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { Allergen, MenuAgeBand, ProductUnit } from './enums.js';
import { decimalString, type NutrientKey, nutrientKeys } from './products.js';
import { Resource } from './roles.js';
import { emptyAnswer, resourceAccess, type RouteTable, signedInAccess } from './routes.js';
import { MealType } from './staff-attendance.js';

/**
 * Recipes and recipe books (spec 2 §7.4 "RecipeBooks", "Recipes", §7.1 "RecipeManagement"; docs/recipes.md): the
 * master's shared books and recipes (kindergarten_id null, read by every kindergarten) and each kindergarten's own.
 * A recipe's ingredients carry, per age band, the gross and net quantity of one portion in a unit of the product; the
 * nutrition per portion and the allergens come from the products. Quantities travel as decimal strings with a dot.
 */

/** What kind of dish a recipe makes (the headings of Bulgarian kindergarten recipe collections). */
export enum RecipeCategory {
  Soup = 1,
  MainDish = 2,
  Salad = 3,
  SideDish = 4,
  Dessert = 5,
  Drink = 6,
  BreakfastDish = 7,
  Pastry = 8,
}

export const recipeCategoryLabels: Record<RecipeCategory, string> = {
  [RecipeCategory.Soup]: 'Супа',
  [RecipeCategory.MainDish]: 'Основно ястие',
  [RecipeCategory.Salad]: 'Салата',
  [RecipeCategory.SideDish]: 'Гарнитура',
  [RecipeCategory.Dessert]: 'Десерт',
  [RecipeCategory.Drink]: 'Напитка',
  [RecipeCategory.BreakfastDish]: 'Закуска',
  [RecipeCategory.Pastry]: 'Тестено изделие',
};

export const recipeCategories = Object.values(RecipeCategory).filter(
  (value): value is RecipeCategory => typeof value === 'number',
);

/** The units an ingredient's quantity may be written in (converted to grams through the product's conversions). */
export const ingredientUnits = [ProductUnit.Gram, ProductUnit.Millilitre, ProductUnit.Quantity] as const;

export const recipeMessages = {
  notFound: 'Рецептата не е намерена.',
  bookNotFound: 'Книгата с рецепти не е намерена.',
  bookRequired: 'Изберете книга с рецепти.',
  bookNameTaken: 'Вече има книга с това наименование.',
  bookInUse: 'Книгата не може да бъде изтрита: в нея има рецепти.',
  bookReadOnly: 'Общите книги се променят само от администратора.',
  sharedReadOnly: 'Общите рецепти се променят само от администратора. Копирайте рецептата в своя книга.',
  copiedFromNotShared: 'Може да се копира само обща рецепта.',
  nameTaken: 'Вече има рецепта с това наименование в книгата.',
  categoryRequired: 'Изберете вид на ястието.',
  mealTypeDuplicate: 'Храненето е посочено повече от веднъж.',
  ageBandsRequired: 'Изберете поне една възрастова група.',
  ageBandDuplicate: 'Възрастовата група е посочена повече от веднъж.',
  ingredientsRequired: 'Добавете поне една съставка.',
  productRequired: 'Изберете продукт.',
  productDuplicate: 'Продуктът е добавен повече от веднъж.',
  productNotFound: 'Продуктът не е намерен или не може да се използва в тази рецепта.',
  sharedNeedsCatalogue: 'Общата рецепта може да съдържа само продукти от каталога.',
  unitRequired: 'Изберете мерна единица: грам, милилитър или брой.',
  unitNotConvertible: 'Продуктът няма преобразуване в грамове за тази мерна единица.',
  quantity: 'Въведете количество: положително число до 99999 с до три знака след десетичната запетая.',
  netAboveGross: 'Нетото не може да е повече от брутото.',
  quantitiesMismatch: 'Въведете бруто за всяка избрана възрастова група (и само за тях).',
  percent: 'Въведете процент от 0 до 99,9 с до един знак след десетичната запетая.',
  noAccess: 'Нямате достъп до рецептите.',
  tooManyIds: 'Най-много 200 рецепти наведнъж.',
} as const;

const quantity = decimalString({ integer: 5, fraction: 3, positive: true, message: recipeMessages.quantity });
const percent = z
  .union([z.literal(''), z.null(), decimalString({ integer: 2, fraction: 1, message: recipeMessages.percent })])
  .optional()
  .transform((value) => (value === '' || value === null || value === undefined ? '0' : value));

/** One age band of an ingredient: gross and (optionally) net of one portion; a blank net is derived from the waste. */
export const ingredientQuantity = z.object({
  ageBand: z.enum(MenuAgeBand),
  gross: quantity,
  net: z
    .union([z.literal(''), z.null(), quantity])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});

export const recipeIngredientRequest = z.object({
  productId: idSchema,
  unit: z
    .enum(ProductUnit)
    .refine((unit) => (ingredientUnits as readonly ProductUnit[]).includes(unit), recipeMessages.unitRequired),
  /** Trimmed off before cooking (peel, bones, shell), per cent of the gross; derives a blank net. */
  wastePercent: percent,
  /** Weight lost in cooking, per cent of the net; gives the portion's yield. */
  cookingLossPercent: percent,
  quantities: z.array(ingredientQuantity).min(1).max(3),
});
export type RecipeIngredientRequest = z.input<typeof recipeIngredientRequest>;

const recipeFieldsObject = z.object({
  bookId: idSchema,
  name: z.string().trim().min(1).max(200),
  category: z.enum(RecipeCategory, { error: recipeMessages.categoryRequired }),
  mealTypes: z.array(z.enum(MealType)).max(4).default([]),
  ageBands: z.array(z.enum(MenuAgeBand)).min(1, recipeMessages.ageBandsRequired).max(3),
  technology: z
    .string()
    .trim()
    .max(8000)
    .nullish()
    .transform((value) => value || null),
  ingredients: z.array(recipeIngredientRequest).min(1, recipeMessages.ingredientsRequired).max(60),
});

function refineRecipe(body: z.output<typeof recipeFieldsObject>, context: z.RefinementCtx): void {
  if (new Set(body.mealTypes).size !== body.mealTypes.length) {
    context.addIssue({ code: 'custom', path: ['mealTypes'], message: recipeMessages.mealTypeDuplicate });
  }
  if (new Set(body.ageBands).size !== body.ageBands.length) {
    context.addIssue({ code: 'custom', path: ['ageBands'], message: recipeMessages.ageBandDuplicate });
  }
  const bands = new Set(body.ageBands);
  body.ingredients.forEach((ingredient, index) => {
    if (body.ingredients.findIndex((other) => other.productId === ingredient.productId) !== index) {
      context.addIssue({ code: 'custom', path: ['ingredients', index, 'productId'], message: recipeMessages.productDuplicate });
    }
    const given = ingredient.quantities.map((row) => row.ageBand);
    if (given.length !== bands.size || new Set(given).size !== given.length || given.some((band) => !bands.has(band))) {
      context.addIssue({
        code: 'custom',
        path: ['ingredients', index, 'quantities'],
        message: recipeMessages.quantitiesMismatch,
      });
    }
    ingredient.quantities.forEach((row, rowIndex) => {
      if (row.net !== null && compareDecimal(row.net, row.gross) > 0) {
        context.addIssue({
          code: 'custom',
          path: ['ingredients', index, 'quantities', rowIndex, 'net'],
          message: recipeMessages.netAboveGross,
        });
      }
    });
  });
}

/** Compares two non-negative decimal strings without floats. */
export function compareDecimal(a: string, b: string): number {
  const [aWhole = '0', aFraction = ''] = a.split('.');
  const [bWhole = '0', bFraction = ''] = b.split('.');
  const places = Math.max(aFraction.length, bFraction.length);
  const left = BigInt(aWhole + aFraction.padEnd(places, '0'));
  const right = BigInt(bWhole + bFraction.padEnd(places, '0'));
  return left === right ? 0 : left > right ? 1 : -1;
}

/** POST administration/RecipeManagement: the master's shared recipe, new (no id) or edited. */
export const saveSharedRecipeRequest = recipeFieldsObject.extend({ id: idSchema.optional() }).superRefine(refineRecipe);
export type SaveSharedRecipeRequest = z.input<typeof saveSharedRecipeRequest>;
export type SaveSharedRecipeBody = z.output<typeof saveSharedRecipeRequest>;

/** POST Recipes: a kindergarten's own recipe, new, edited or copied from a shared one (`copiedFromId`). */
export const saveOwnRecipeRequest = recipeFieldsObject
  .extend({ id: idSchema.optional(), copiedFromId: idSchema.nullish().transform((value) => value ?? null) })
  .superRefine(refineRecipe);
export type SaveOwnRecipeRequest = z.input<typeof saveOwnRecipeRequest>;
export type SaveOwnRecipeBody = z.output<typeof saveOwnRecipeRequest>;

export const recipeBookRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The kindergarten's own book (false: the master's shared book). */
  own: z.boolean(),
  editable: z.boolean(),
  recipesCount: z.number().int(),
});
export type RecipeBookRow = z.infer<typeof recipeBookRow>;

/** POST RecipeBooks: a new book (no id) or a renamed one; the master's is shared, a kindergarten's its own. */
export const saveRecipeBookRequest = z.object({ id: idSchema.optional(), name: z.string().trim().min(1).max(150) });
export type SaveRecipeBookRequest = z.input<typeof saveRecipeBookRequest>;

/** Whose recipes a list shows. */
export enum RecipeOrigin {
  Own = 'own',
  Shared = 'shared',
}

export const recipeOriginLabels: Record<RecipeOrigin, string> = {
  [RecipeOrigin.Own]: 'Собствени',
  [RecipeOrigin.Shared]: 'Общи',
};

/** GET Recipes/overview-models. */
export const recipeListQuery = pageQueryOrderedBy(['name', 'book']).extend({
  search: z.string().trim().max(100).optional(),
  bookId: idSchema.optional(),
  category: z.coerce.number().pipe(z.enum(RecipeCategory)).optional(),
  mealType: z.coerce.number().pipe(z.enum(MealType)).optional(),
  /** Recipes containing the allergen. */
  allergen: z.coerce.number().pipe(z.enum(Allergen)).optional(),
  /** Recipes free of the allergen (for a child who must not have it). */
  freeOf: z.coerce.number().pipe(z.enum(Allergen)).optional(),
  origin: z.enum(RecipeOrigin).optional(),
});
export type RecipeListQuery = z.input<typeof recipeListQuery>;
export type RecipeListFilter = z.output<typeof recipeListQuery>;

export const recipeRow = z.object({
  id: z.number().int(),
  name: z.string(),
  bookId: z.number().int(),
  bookName: z.string(),
  own: z.boolean(),
  category: z.enum(RecipeCategory),
  mealTypes: z.array(z.enum(MealType)),
  ageBands: z.array(z.enum(MenuAgeBand)),
  allergens: z.array(z.enum(Allergen)),
  ingredientsCount: z.number().int(),
  /** Every ingredient's product has every nutrient value (a menu with this recipe can be approved). */
  nutritionComplete: z.boolean(),
});
export type RecipeRow = z.infer<typeof recipeRow>;

const nutrientValues = z.object(
  Object.fromEntries(nutrientKeys.map((key) => [key, z.string().nullable()])) as Record<NutrientKey, z.ZodNullable<z.ZodString>>,
);

export const bandNutrition = z.object({
  ageBand: z.enum(MenuAgeBand),
  netGrams: z.string(),
  yieldGrams: z.string(),
  /** Per portion; null where an ingredient's product lacks the value. */
  nutrients: nutrientValues,
});
export type BandNutrition = z.infer<typeof bandNutrition>;

const productName = z.object({ id: z.number().int(), name: z.string() });

/** GET Recipes/nutritions: per recipe the nutrition of a portion per age band, the allergens and what is missing. */
export const recipeNutrition = z.object({
  recipeId: z.number().int(),
  name: z.string(),
  allergens: z.array(z.enum(Allergen)),
  /** Every ingredient's product has every nutrient value. */
  complete: z.boolean(),
  /** Products with one or more nutrient values missing, and which. */
  missing: z.array(productName.extend({ nutrients: z.array(z.enum(nutrientKeys as [NutrientKey, ...NutrientKey[]])) })),
  /** Products whose nutrient values have no source (entered by hand or empty). */
  unsourced: z.array(productName),
  bands: z.array(bandNutrition),
});
export type RecipeNutrition = z.infer<typeof recipeNutrition>;

export const recipeNutritionsQuery = z.object({
  ids: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(idSchema).min(1).max(200, recipeMessages.tooManyIds),
  ),
});
export type RecipeNutritionsQuery = z.input<typeof recipeNutritionsQuery>;

export const recipeIngredient = z.object({
  productId: z.number().int(),
  productName: z.string(),
  productOwn: z.boolean(),
  productUnit: z.enum(ProductUnit),
  unit: z.enum(ProductUnit),
  wastePercent: z.string(),
  cookingLossPercent: z.string(),
  allergens: z.array(z.enum(Allergen)),
  quantities: z.array(z.object({ ageBand: z.enum(MenuAgeBand), gross: z.string(), net: z.string() })),
});
export type RecipeIngredient = z.infer<typeof recipeIngredient>;

/** GET Recipes/{id}. */
export const recipeDetails = z.object({
  id: z.number().int(),
  name: z.string(),
  bookId: z.number().int(),
  bookName: z.string(),
  own: z.boolean(),
  editable: z.boolean(),
  copiedFrom: productName.nullable(),
  category: z.enum(RecipeCategory),
  mealTypes: z.array(z.enum(MealType)),
  ageBands: z.array(z.enum(MenuAgeBand)),
  technology: z.string().nullable(),
  ingredients: z.array(recipeIngredient),
  nutrition: recipeNutrition,
});
export type RecipeDetails = z.infer<typeof recipeDetails>;

/**
 * Spec 2 §7.4 (docs/recipes.md). Reads: the master (shared books and recipes, MasterCatalogs) or a member with read
 * on Recipes (shared and own): the services check which. Books are written by the master (shared) or by a member with
 * Recipes (own), so their calls check in the service too.
 */
export const recipeBooksRoutes = {
  list: { method: 'GET', path: 'RecipeBooks', response: z.array(recipeBookRow), access: signedInAccess },
  save: {
    method: 'POST',
    path: 'RecipeBooks',
    body: saveRecipeBookRequest,
    response: saveResultSchema,
    access: signedInAccess,
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'RecipeBooks/:id',
    params: idParams,
    response: emptyAnswer,
    access: signedInAccess,
    status: 204,
  },
} as const satisfies RouteTable;

export const recipesRoutes = {
  overviewModels: {
    method: 'GET',
    path: 'Recipes/overview-models',
    query: recipeListQuery,
    response: pagedResultSchema(recipeRow),
    access: signedInAccess,
  },
  nutritions: {
    method: 'GET',
    path: 'Recipes/nutritions',
    query: recipeNutritionsQuery,
    response: z.array(recipeNutrition),
    access: signedInAccess,
  },
  get: { method: 'GET', path: 'Recipes/:id', params: idParams, response: recipeDetails, access: signedInAccess },
  save: {
    method: 'POST',
    path: 'Recipes',
    body: saveOwnRecipeRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Recipes, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'Recipes/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Recipes, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;

/** Spec 2 §7.1 "RecipeManagement": the master's shared recipes. */
export const recipeManagementRoutes = {
  save: {
    method: 'POST',
    path: 'administration/RecipeManagement',
    body: saveSharedRecipeRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterCatalogs, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'administration/RecipeManagement/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.MasterCatalogs, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;
