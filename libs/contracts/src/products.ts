import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import {
  Allergen,
  allergenLabels,
  MenuAgeBand,
  ProductUnit,
  productUnitLabels,
  StorageCondition,
  storageConditionLabels,
} from './enums.js';
import { Resource } from './roles.js';
import { emptyAnswer, resourceAccess, type RouteTable, signedInAccess } from './routes.js';

/**
 * Products (spec 2 §7.4 "Products", §7.1 "ProductManagement"; docs/products.md): the master's catalogue — categories
 * in a tree of two levels, products with their conversions to grams, nutrients per 100 g with their source, the 14
 * allergens of Regulation (EU) 1169/2011 Annex II, storage condition, edible share and substitutes, the recommended
 * quantity per child of each category — and each kindergarten's own products next to the catalogue's. Every quantity
 * travels as a decimal string with a dot ("50.000"), never as a float.
 */

/** How a category's recommended quantity per child is counted (spec "recommended-quantity-types"). */
export enum RecommendedQuantityType {
  PerDay = 1,
  PerWeek = 2,
}

export const recommendedQuantityTypeLabels: Record<RecommendedQuantityType, string> = {
  [RecommendedQuantityType.PerDay]: 'На ден',
  [RecommendedQuantityType.PerWeek]: 'На седмица',
};

/** Units a product is counted in (ProductUnit without "none"). */
export const productUnits = [
  ProductUnit.Quantity,
  ProductUnit.Gram,
  ProductUnit.Kilogram,
  ProductUnit.Millilitre,
  ProductUnit.Liter,
] as const;

/** Grams per unit that need no conversion row: a gram is 1 g and a kilogram 1000 g. */
export const fixedGramsPerUnit: Partial<Record<ProductUnit, string>> = {
  [ProductUnit.Gram]: '1',
  [ProductUnit.Kilogram]: '1000',
};

export const productMessages = {
  notFound: 'Продуктът не е намерен.',
  inUse: 'Продуктът не може да бъде изтрит: използва се в рецепти или в други записи.',
  categoryNotFound: 'Категорията не е намерена.',
  categoryRequired: 'Изберете категория.',
  categoryDepth: 'Категориите са на две нива: подкатегория може да има само категория от първо ниво.',
  categoryOwnParent: 'Категорията не може да е подкатегория на себе си.',
  categoryHasChildren: 'Категорията не може да стане подкатегория: тя има свои подкатегории.',
  categoryInUse: 'Категорията не може да бъде изтрита: има продукти или подкатегории в нея.',
  categoryNameTaken: 'Вече има категория с това наименование на същото ниво.',
  nameTaken: 'Вече има продукт с това наименование.',
  catalogueNameTaken: 'Вече има продукт с това наименование в каталога.',
  catalogueReadOnly: 'Продуктите от каталога се променят само от администратора. Копирайте продукта като собствен.',
  notCatalogue: 'Продуктът не е от каталога.',
  copiedFromNotCatalogue: 'Може да се копира само продукт от каталога.',
  conversionFixedUnit: 'Грамът и килограмът нямат нужда от преобразуване (1 г и 1000 г).',
  conversionDuplicate: 'Мерната единица е въведена повече от веднъж.',
  duplicateAllergen: 'Алергенът е избран повече от веднъж.',
  duplicateSubstitute: 'Заместителят е избран повече от веднъж.',
  substituteSelf: 'Продуктът не може да е заместител на себе си.',
  substituteNotFound: 'Някои от заместителите не са намерени.',
  substituteOwnForCatalogue: 'Заместител на продукт от каталога може да е само продукт от каталога.',
  edible: 'Годната част е в проценти: над 0 и най-много 100, с до един знак след десетичната запетая.',
  grams: 'Въведете грамове: положително число с до три знака след десетичната запетая.',
  quantityGrams: 'Въведете грамове: положително число с до два знака след десетичната запетая.',
  duplicateAgeBand: 'Възрастовата група е въведена повече от веднъж.',
  quantityTypeRequired: 'Изберете дали количеството е на ден или на седмица.',
  noAccess: 'Нямате достъп до продуктите.',
  sourceWithoutValues: 'Посочете източник само когато има въведени хранителни стойности.',
} as const;

/**
 * A non-negative decimal string with at most `fraction` decimals and at most `integer` digits before the point, not
 * above `max`; a comma is read as the point. `positive` refuses zero.
 */
export const decimalString = (options: {
  integer: number;
  fraction: number;
  max?: number;
  positive?: boolean;
  message: string;
}) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(',', '.'))
    .refine((value) => {
      const pattern = new RegExp(`^\\d{1,${options.integer}}(\\.\\d{1,${options.fraction}})?$`);
      if (!pattern.test(value)) return false;
      // Comparing the decimal text with a bound: the bound is an integer, so the whole part decides (no float sums).
      const [whole = '0', decimals = ''] = value.split('.');
      const wholeNumber = Number(whole);
      const hasFraction = /[1-9]/.test(decimals);
      if (options.positive && wholeNumber === 0 && !hasFraction) return false;
      if (options.max !== undefined && (wholeNumber > options.max || (wholeNumber === options.max && hasFraction))) return false;
      return true;
    }, options.message);

/** One nutrient per 100 g of the product: its column's scale and bound, and its Bulgarian name (Regulation 1169/2011). */
export const nutrientFields = [
  { key: 'energyKcal', label: 'Енергийна стойност', unit: 'kcal', integer: 4, fraction: 2, max: 1000 },
  { key: 'energyKj', label: 'Енергийна стойност', unit: 'kJ', integer: 4, fraction: 2, max: 4200 },
  { key: 'protein', label: 'Белтъчини', unit: 'g', integer: 3, fraction: 2, max: 100 },
  { key: 'fat', label: 'Мазнини', unit: 'g', integer: 3, fraction: 2, max: 100 },
  { key: 'saturatedFat', label: 'от които наситени мастни киселини', unit: 'g', integer: 3, fraction: 2, max: 100 },
  { key: 'carbohydrate', label: 'Въглехидрати', unit: 'g', integer: 3, fraction: 2, max: 100 },
  { key: 'sugars', label: 'от които захари', unit: 'g', integer: 3, fraction: 2, max: 100 },
  { key: 'fibre', label: 'Влакнини', unit: 'g', integer: 3, fraction: 2, max: 100 },
  { key: 'salt', label: 'Сол', unit: 'g', integer: 3, fraction: 3, max: 100 },
  { key: 'calcium', label: 'Калций', unit: 'mg', integer: 5, fraction: 2, max: 10000 },
  { key: 'iron', label: 'Желязо', unit: 'mg', integer: 3, fraction: 3, max: 100 },
] as const;

export type NutrientKey = (typeof nutrientFields)[number]['key'];
export const nutrientKeys = nutrientFields.map((field) => field.key) as NutrientKey[];

const nutrientMessage = (field: (typeof nutrientFields)[number]): string =>
  `Въведете ${field.unit} на 100 г: число от 0 до ${field.max} с до ${field.fraction === 2 ? 'два' : 'три'} знака след десетичната запетая.`;

/** A nutrient's value in a request: a decimal string, or empty/null when unknown (never invented). */
const nutrientValue = (field: (typeof nutrientFields)[number]) =>
  z
    .union([z.literal(''), z.null(), decimalString({ ...field, message: nutrientMessage(field) })])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

export const nutrientsRequest = z.object(
  Object.fromEntries(nutrientFields.map((field) => [field.key, nutrientValue(field)])) as {
    [K in NutrientKey]: ReturnType<typeof nutrientValue>;
  },
);
export type NutrientsRequest = z.input<typeof nutrientsRequest>;

/** Nutrients per 100 g as stored: decimal strings, null when unknown. */
export const nutrients = z.object(
  Object.fromEntries(nutrientKeys.map((key) => [key, z.string().nullable()])) as Record<NutrientKey, z.ZodNullable<z.ZodString>>,
);
export type Nutrients = z.infer<typeof nutrients>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** How many grams one unit of the product weighs (one egg: 50 g; one litre of milk: 1030 g). */
export const productConversion = z.object({
  unit: z.enum(ProductUnit).refine((unit) => unit !== ProductUnit.None, 'Изберете мерна единица.'),
  grams: decimalString({ integer: 7, fraction: 3, positive: true, message: productMessages.grams }),
});
export type ProductConversion = z.output<typeof productConversion>;

/**
 * The body of every product save: the master's catalogue product (POST administration/ProductManagement[/{id}]) and a
 * kindergarten's own product (POST Products, with `id` on an edit and `copiedFromId` when copied from the catalogue).
 */
const productFieldsObject = z.object({
  name: z.string().trim().min(1).max(200),
  categoryId: idSchema,
  unit: z.enum(ProductUnit).refine((unit) => unit !== ProductUnit.None, 'Изберете мерна единица.'),
  storageCondition: z
    .enum(StorageCondition)
    .nullish()
    .transform((value) => value ?? null),
  /** The edible share of the product in per cent ("88.0"); empty when not known. */
  ediblePercent: z
    .union([
      z.literal(''),
      z.null(),
      decimalString({ integer: 3, fraction: 1, max: 100, positive: true, message: productMessages.edible }),
    ])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  conversions: z.array(productConversion).max(5).default([]),
  allergens: z.array(z.enum(Allergen)).max(14).default([]),
  nutrients: nutrientsRequest.prefault({}),
  /** Where the nutrients come from, e.g. "USDA SR28 NDB 01116"; empty = unsourced (the master fills it in). */
  nutrientSource: optionalText(100),
  nutrientSourceDescription: optionalText(300),
  substituteIds: z.array(idSchema).max(20).default([]),
});

/** The rules across fields of a product save. */
function refineProduct(body: z.output<typeof productFieldsObject>, context: z.RefinementCtx): void {
  body.conversions.forEach((conversion, index) => {
    if (fixedGramsPerUnit[conversion.unit] !== undefined) {
      context.addIssue({ code: 'custom', path: ['conversions', index, 'unit'], message: productMessages.conversionFixedUnit });
    } else if (body.conversions.findIndex((other) => other.unit === conversion.unit) !== index) {
      context.addIssue({ code: 'custom', path: ['conversions', index, 'unit'], message: productMessages.conversionDuplicate });
    }
  });
  if (new Set(body.allergens).size !== body.allergens.length) {
    context.addIssue({ code: 'custom', path: ['allergens'], message: productMessages.duplicateAllergen });
  }
  if (new Set(body.substituteIds).size !== body.substituteIds.length) {
    context.addIssue({ code: 'custom', path: ['substituteIds'], message: productMessages.duplicateSubstitute });
  }
}

export const productFields = productFieldsObject.superRefine(refineProduct);
export type ProductFieldsRequest = z.input<typeof productFields>;
export type ProductFields = z.output<typeof productFields>;

/** POST /api/Products: a kindergarten's own product, new (no id) or edited. */
export const saveOwnProductRequest = productFieldsObject
  .extend({ id: idSchema.optional(), copiedFromId: idSchema.nullish().transform((value) => value ?? null) })
  .superRefine(refineProduct);
export type SaveOwnProductRequest = z.input<typeof saveOwnProductRequest>;
export type SaveOwnProductBody = z.output<typeof saveOwnProductRequest>;

/** Whose products a list shows: a kindergarten's own, the catalogue's, or both (no filter). */
export enum ProductOrigin {
  Own = 'own',
  Catalogue = 'catalogue',
}

export const productOriginLabels: Record<ProductOrigin, string> = {
  [ProductOrigin.Own]: 'Собствени',
  [ProductOrigin.Catalogue]: 'От каталога',
};

const booleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** GET /api/Products/overview-models: paged, by name in Bulgarian order unless ordered by category. */
export const productListQuery = pageQueryOrderedBy(['name', 'category']).extend({
  search: z.string().trim().max(100).optional(),
  /** A category and its subcategories. */
  categoryId: idSchema.optional(),
  /** Products containing the allergen. */
  allergen: z.coerce.number().pipe(z.enum(Allergen)).optional(),
  /** The master always sees the catalogue. */
  origin: z.enum(ProductOrigin).optional(),
  /** Only products with no nutrient source (for the master to fill in). */
  unsourced: booleanQuery,
});
export type ProductListQuery = z.input<typeof productListQuery>;
export type ProductListFilter = z.output<typeof productListQuery>;

export const productRow = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  /** "Млечни продукти › Сирена" for a subcategory. */
  categoryName: z.string(),
  unit: z.enum(ProductUnit),
  own: z.boolean(),
  allergens: z.array(z.enum(Allergen)),
  storageCondition: z.enum(StorageCondition).nullable(),
  energyKcal: z.string().nullable(),
  /** No nutrient source: the values are empty or entered without a source. */
  unsourced: z.boolean(),
});
export type ProductRow = z.infer<typeof productRow>;

/** GET /api/Products/list: every product the reader may use, by name (pickers of recipes, stock, menus). */
export const productLookupQuery = z.object({ search: z.string().trim().max(100).optional() });
export const productLookupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.enum(ProductUnit),
  categoryId: z.number().int(),
  own: z.boolean(),
});
export type ProductLookupRow = z.infer<typeof productLookupRow>;

export const productReference = z.object({ id: z.number().int(), name: z.string(), own: z.boolean() });
export type ProductReference = z.infer<typeof productReference>;

/** GET /api/Products/{id}. */
export const productDetails = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  unit: z.enum(ProductUnit),
  own: z.boolean(),
  /** Whether the reader may change it: the master a catalogue product, a kindergarten with update its own. */
  editable: z.boolean(),
  copiedFrom: productReference.nullable(),
  storageCondition: z.enum(StorageCondition).nullable(),
  ediblePercent: z.string().nullable(),
  conversions: z.array(z.object({ unit: z.enum(ProductUnit), grams: z.string() })),
  allergens: z.array(z.enum(Allergen)),
  nutrients,
  nutrientSource: z.string().nullable(),
  nutrientSourceDescription: z.string().nullable(),
  substitutes: z.array(productReference),
});
export type ProductDetails = z.infer<typeof productDetails>;

/** One recommended quantity of a category: grams per child for an age band. */
export const categoryQuantity = z.object({
  ageBand: z.enum(MenuAgeBand),
  grams: decimalString({ integer: 5, fraction: 2, positive: true, message: productMessages.quantityGrams }),
});

const categoryQuantityRow = z.object({ ageBand: z.enum(MenuAgeBand), grams: z.string() });

export const productSubcategory = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  recommendedQuantityType: z.enum(RecommendedQuantityType).nullable(),
  quantities: z.array(categoryQuantityRow),
  /** Catalogue and the reader's own products directly in this category. */
  productsCount: z.number().int(),
});

/** GET /api/Products/categories: the top level with its subcategories ("categories with nested items"). */
export const productCategory = productSubcategory.extend({ children: z.array(productSubcategory) });
export type ProductCategory = z.infer<typeof productCategory>;
export type ProductSubcategory = z.infer<typeof productSubcategory>;

/** POST /api/administration/ProductManagement/categories: a new category (no id) or a renamed or moved one. */
export const saveProductCategoryRequest = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1).max(100),
  parentId: idSchema.nullish().transform((value) => value ?? null),
});
export type SaveProductCategoryRequest = z.input<typeof saveProductCategoryRequest>;

/**
 * POST /api/Products/recommended-quantity/save/{categoryId}: how the category's recommended quantity per child is
 * counted and the grams per age band (an age band left out has none). Empty until the master fills it in.
 */
export const saveRecommendedQuantityRequest = z
  .object({
    recommendedQuantityType: z
      .enum(RecommendedQuantityType)
      .nullish()
      .transform((value) => value ?? null),
    quantities: z.array(categoryQuantity).max(3).default([]),
  })
  .superRefine((body, context) => {
    body.quantities.forEach((quantity, index) => {
      if (body.quantities.findIndex((other) => other.ageBand === quantity.ageBand) !== index) {
        context.addIssue({ code: 'custom', path: ['quantities', index, 'ageBand'], message: productMessages.duplicateAgeBand });
      }
    });
    if (body.quantities.length > 0 && body.recommendedQuantityType === null) {
      context.addIssue({ code: 'custom', path: ['recommendedQuantityType'], message: productMessages.quantityTypeRequired });
    }
  });
export type SaveRecommendedQuantityRequest = z.input<typeof saveRecommendedQuantityRequest>;
export const categoryIdParams = z.object({ categoryId: idSchema });

/** A {id, name} pair of a nomenclature (allergens with their menu numbers, storage conditions, quantity types). */
export const nomenclatureRow = z.object({ id: z.number().int(), name: z.string() });
export type NomenclatureRow = z.infer<typeof nomenclatureRow>;

export const allergenRows: NomenclatureRow[] = (
  Object.values(Allergen).filter((value) => typeof value === 'number') as Allergen[]
).map((id) => ({ id, name: allergenLabels[id] }));
export const storageConditionRows: NomenclatureRow[] = (
  Object.values(StorageCondition).filter((value) => typeof value === 'number') as StorageCondition[]
).map((id) => ({ id, name: storageConditionLabels[id] }));
export const recommendedQuantityTypeRows: NomenclatureRow[] = [
  RecommendedQuantityType.PerDay,
  RecommendedQuantityType.PerWeek,
].map((id) => ({ id, name: recommendedQuantityTypeLabels[id] }));
export const productUnitRows: NomenclatureRow[] = productUnits.map((id) => ({ id, name: productUnitLabels[id] }));

/** GET /api/Products/product-substitutions: the products with substitutes (or one product's, `productId`). */
export const productSubstitutionsQuery = pageQueryOrderedBy(['name']).extend({
  productId: idSchema.optional(),
  search: z.string().trim().max(100).optional(),
  origin: z.enum(ProductOrigin).optional(),
});
export type ProductSubstitutionsQuery = z.input<typeof productSubstitutionsQuery>;
export type ProductSubstitutionsFilter = z.output<typeof productSubstitutionsQuery>;

export const productSubstitutionRow = z.object({
  productId: z.number().int(),
  productName: z.string(),
  own: z.boolean(),
  editable: z.boolean(),
  productSubstitutions: z.array(productReference),
});
export type ProductSubstitutionRow = z.infer<typeof productSubstitutionRow>;

/** POST /api/Products/product-substitutions: the whole list of a product's substitutes (empty removes them). */
export const saveProductSubstitutionsRequest = z
  .object({ productId: idSchema, productSubstitutions: z.array(idSchema).max(20) })
  .superRefine((body, context) => {
    if (new Set(body.productSubstitutions).size !== body.productSubstitutions.length) {
      context.addIssue({ code: 'custom', path: ['productSubstitutions'], message: productMessages.duplicateSubstitute });
    }
    if (body.productSubstitutions.includes(body.productId)) {
      context.addIssue({ code: 'custom', path: ['productSubstitutions'], message: productMessages.substituteSelf });
    }
  });
export type SaveProductSubstitutionsRequest = z.input<typeof saveProductSubstitutionsRequest>;

/**
 * Spec 2 §7.4 "Products" and §7.1 "ProductManagement" (docs/products.md). Reads are for every signed-in user with
 * read on Products (a kindergarten) or on MasterCatalogs (the master): the services check which. `available-for-date`
 * needs the stock (a later issue) and is not served yet.
 */
export const productsRoutes = {
  overviewModels: {
    method: 'GET',
    path: 'Products/overview-models',
    query: productListQuery,
    response: pagedResultSchema(productRow),
    access: signedInAccess,
  },
  list: {
    method: 'GET',
    path: 'Products/list',
    query: productLookupQuery,
    response: z.array(productLookupRow),
    access: signedInAccess,
  },
  storageConditions: {
    method: 'GET',
    path: 'Products/storage-conditions',
    response: z.array(nomenclatureRow),
    access: signedInAccess,
  },
  categories: {
    method: 'GET',
    path: 'Products/categories',
    response: z.array(productCategory),
    access: signedInAccess,
  },
  recommendedQuantityTypes: {
    method: 'GET',
    path: 'Products/recommended-quantity-types',
    response: z.array(nomenclatureRow),
    access: signedInAccess,
  },
  saveRecommendedQuantity: {
    method: 'POST',
    path: 'Products/recommended-quantity/save/:categoryId',
    params: categoryIdParams,
    body: saveRecommendedQuantityRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterCatalogs, 'update'),
    status: 200,
  },
  allergens: {
    method: 'GET',
    path: 'Products/allergens',
    response: z.array(nomenclatureRow),
    access: signedInAccess,
  },
  substitutions: {
    method: 'GET',
    path: 'Products/product-substitutions',
    query: productSubstitutionsQuery,
    response: pagedResultSchema(productSubstitutionRow),
    access: signedInAccess,
  },
  saveSubstitutions: {
    method: 'POST',
    path: 'Products/product-substitutions',
    body: saveProductSubstitutionsRequest,
    response: saveResultSchema,
    access: signedInAccess,
    status: 200,
  },
  get: {
    method: 'GET',
    path: 'Products/:id',
    params: idParams,
    response: productDetails,
    access: signedInAccess,
  },
  save: {
    method: 'POST',
    path: 'Products',
    body: saveOwnProductRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Products, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'Products/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Products, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;

/** The master's catalogue (spec 2 §7.1 "ProductManagement"; the categories' calls are this project's addition). */
export const productManagementRoutes = {
  create: {
    method: 'POST',
    path: 'administration/ProductManagement',
    body: productFields,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterCatalogs, 'create'),
    status: 200,
  },
  update: {
    method: 'POST',
    path: 'administration/ProductManagement/:id',
    params: idParams,
    body: productFields,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterCatalogs, 'update'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'administration/ProductManagement/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.MasterCatalogs, 'delete'),
    status: 204,
  },
  saveCategory: {
    method: 'POST',
    path: 'administration/ProductManagement/categories',
    body: saveProductCategoryRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterCatalogs, 'save'),
    status: 200,
  },
  removeCategory: {
    method: 'DELETE',
    path: 'administration/ProductManagement/categories/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.MasterCatalogs, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;
