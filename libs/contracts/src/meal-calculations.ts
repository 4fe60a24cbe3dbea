import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { MenuAgeBand, ProductUnit } from './enums.js';
import { decimalString } from './products.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';
import { MealType } from './staff-attendance.js';
import { calculationRequestRow } from './stock-outflows.js';

/**
 * Daily meal calculations (дневна калкулация, spec 2 §7.4 "Meals: calculations") and portion books (порционна книга,
 * "PortionBooks", "StockReferences/portion-book/receipt"), docs/meal-calculations.md: per day the children and staff
 * fed per age band and meal type × the gross quantities of the day's published menus → the products needed, costed at
 * the warehouse's moving average price; the portion book of the day, numbered per kindergarten without gaps.
 */

export const mealCalculationMessages = {
  notFound: 'Калкулацията не е намерена.',
  warehouseNotFound: 'Складът не е намерен.',
  productNotFound: 'Продуктът не е намерен.',
  dayTaken: (day: string) => `Вече има калкулация за ${day}.`,
  noMenu: (day: string) => `Няма публикувано меню с ястия за ${day}: калкулацията не може да бъде съставена.`,
  count: 'Въведете цяло число от 0 до 9999.',
  reason: 'Посочете причината за корекцията.',
  note: 'Посочете бележка за корекцията.',
  rowsRequired: 'Посочете поне един ред.',
  changesRequired: 'Посочете поне една промяна.',
  rowUnknown: 'Калкулацията няма такава възрастова група и хранене.',
  rowDuplicate: 'Редът е посочен повече от веднъж.',
  quantity: 'Въведете количество: число от 0 нагоре с до шест знака след десетичната запетая.',
  mealNotInCalculation: 'Калкулацията няма такова хранене.',
  portionBookNotFound: 'Порционната книга не е намерена.',
  portionBookExists: (number: number) => `За тази калкулация вече има порционна книга (№ ${number}).`,
  notLastPortionBook: (number: number) => `Може да се изтрие само последната порционна книга (№ ${number}).`,
  bandWithoutMenu: (band: string) => `${band}: няма публикувано меню за деня — децата не са калкулирани.`,
  staffWithoutMenu: (meal: string) => `${meal}: никоя възрастова група няма ястия — храненията на персонала не са калкулирани.`,
  noConversion: (product: string) =>
    `Продуктът „${product}“ няма превръщане от мярката в рецептата към своята мярка — не е калкулиран.`,
  noStock: 'няма наличност',
} as const;

const isoDay = z.iso.date();
const count = z.coerce
  .number({ error: mealCalculationMessages.count })
  .int(mealCalculationMessages.count)
  .min(0, mealCalculationMessages.count)
  .max(9999, mealCalculationMessages.count);
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(500);

/** Quantity in the product's own unit, as the storekeeper corrects it (0 removes the product from the issue). */
export const calculationQuantityText = decimalString({
  integer: 9,
  fraction: 6,
  message: mealCalculationMessages.quantity,
});

// ---- the list ----

export const mealCalculationListQuery = pageQueryOrderedBy(['date']).extend({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});
export type MealCalculationListQuery = z.input<typeof mealCalculationListQuery>;
export type MealCalculationListFilter = z.output<typeof mealCalculationListQuery>;

export const mealCalculationRow = z.object({
  id: z.number().int(),
  forDate: z.string(),
  warehouseName: z.string(),
  /** Σ over the bands of the most children fed at one meal of the band. */
  childrenFed: z.number().int(),
  /** The most staff fed at one meal of the day. */
  staffFed: z.number().int(),
  /** Σ of the priced products' values, rounded to 2 decimals. */
  total: z.string(),
  /** Products without stock in the warehouse (their value is unknown). */
  unpriced: z.number().int(),
  portionBookNumber: z.number().int().nullable(),
});
export type MealCalculationRow = z.infer<typeof mealCalculationRow>;

// ---- creating ----

/** POST Meals/calculations: the calculation of a day, costed from a warehouse. */
export const createMealCalculationRequest = z.object({
  forDate: isoDay,
  warehouseId: idSchema,
});
export type CreateMealCalculationRequest = z.input<typeof createMealCalculationRequest>;

// ---- attendances ----

export const calculationAttendanceRow = z.object({
  ageBand: z.enum(MenuAgeBand),
  mealType: z.enum(MealType),
  /** As counted when the calculation was made. */
  countedChildren: z.number().int(),
  countedStaff: z.number().int(),
  /** As corrected (equal to the counted when never corrected). */
  children: z.number().int(),
  staff: z.number().int(),
  reason: z.string().nullable(),
  editedBy: z.string().nullable(),
  editedAt: z.string().nullable(),
});
export type CalculationAttendanceRow = z.infer<typeof calculationAttendanceRow>;

export const calculationHeader = z.object({
  id: z.number().int(),
  forDate: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  warnings: z.array(z.string()),
  /** The day is not inside the storage-and-kitchen module lock and the viewer may edit. */
  mayEdit: z.boolean(),
  portionBook: z.object({ id: z.number().int(), number: z.number().int(), isLast: z.boolean() }).nullable(),
  /** The stock requests made from the calculation (one per warehouse), which issue its products. */
  stockRequests: z.array(calculationRequestRow),
});
export type CalculationHeader = z.infer<typeof calculationHeader>;

/** GET Meals/calculations/attendances/{id}. */
export const calculationAttendances = calculationHeader.extend({ rows: z.array(calculationAttendanceRow) });
export type CalculationAttendances = z.infer<typeof calculationAttendances>;

/** POST Meals/calculations/edit-attendances/{id}: corrected counts of some rows, with the reason. */
export const editCalculationAttendancesRequest = z
  .object({
    reason: requiredText(mealCalculationMessages.reason),
    rows: z
      .array(z.object({ ageBand: z.enum(MenuAgeBand), mealType: z.enum(MealType), children: count, staff: count }))
      .min(1, mealCalculationMessages.rowsRequired)
      .max(12),
  })
  .superRefine((body, context) => {
    body.rows.forEach((row, index) => {
      const first = body.rows.findIndex((other) => other.ageBand === row.ageBand && other.mealType === row.mealType);
      if (first !== index) {
        context.addIssue({ code: 'custom', path: ['rows', index, 'mealType'], message: mealCalculationMessages.rowDuplicate });
      }
    });
  });
export type EditCalculationAttendancesRequest = z.input<typeof editCalculationAttendancesRequest>;

// ---- products ----

export const calculationProductLine = z.object({
  id: z.number().int(),
  mealType: z.enum(MealType),
  productId: z.number().int(),
  productName: z.string(),
  unit: z.enum(ProductUnit),
  /** From the dishes and the counts; null for a product the storekeeper added. */
  computedQuantity: z.string().nullable(),
  /** In the product's own unit, as issued (0: removed by the storekeeper). */
  quantity: z.string(),
  /** The warehouse's moving average price per the product's unit when priced; null: no stock („няма наличност“). */
  unitPrice: z.string().nullable(),
  /** quantity × unit price, exact; null without a price. */
  value: z.string().nullable(),
  note: z.string().nullable(),
});
export type CalculationProductLine = z.infer<typeof calculationProductLine>;

export const calculationMealTotal = z.object({
  mealType: z.enum(MealType),
  /** Children and staff fed at the meal (all bands). */
  portions: z.number().int(),
  /** Σ of the meal's priced values, exact. */
  value: z.string(),
  /** value ÷ portions rounded to 5 decimals (spec 2 §9); null with no portions. */
  costPerPortion: z.string().nullable(),
});
export type CalculationMealTotal = z.infer<typeof calculationMealTotal>;

/** GET Meals/calculations/products/{id}. */
export const calculationProducts = calculationHeader.extend({
  lines: z.array(calculationProductLine),
  meals: z.array(calculationMealTotal),
  /** Σ of every priced value, rounded to 2 decimals. */
  total: z.string(),
  /** Σ over the meals of the cost per portion: what one person eating every meal of the day costs (5 decimals). */
  costPerPerson: z.string(),
  unpriced: z.number().int(),
});
export type CalculationProducts = z.infer<typeof calculationProducts>;

/**
 * POST Meals/calculations/edit-products/{id}: per meal and product the quantity to issue (a product not in the
 * calculation is added; 0 takes it out), each with the storekeeper's note.
 */
export const editCalculationProductsRequest = z
  .object({
    changes: z
      .array(
        z.object({
          mealType: z.enum(MealType),
          productId: idSchema,
          quantity: calculationQuantityText,
          note: requiredText(mealCalculationMessages.note),
        }),
      )
      .min(1, mealCalculationMessages.changesRequired)
      .max(200),
  })
  .superRefine((body, context) => {
    body.changes.forEach((change, index) => {
      const first = body.changes.findIndex((other) => other.mealType === change.mealType && other.productId === change.productId);
      if (first !== index) {
        context.addIssue({
          code: 'custom',
          path: ['changes', index, 'productId'],
          message: mealCalculationMessages.rowDuplicate,
        });
      }
    });
  });
export type EditCalculationProductsRequest = z.input<typeof editCalculationProductsRequest>;

// ---- groups by meal-calculation group type ----

export const classesByMealGroupTypeQuery = z.object({ date: isoDay.optional() });

/** Spec 2 §3 "Meal calculation group type: type, typeName": the age bands with their groups. */
export const mealCalculationGroupType = z.object({
  type: z.enum(MenuAgeBand),
  typeName: z.string(),
  classes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type MealCalculationGroupType = z.infer<typeof mealCalculationGroupType>;

// ---- portion books ----

export const lastPortionBookNumber = z.object({ number: z.number().int() });

export const createPortionBookRequest = z.object({ calculationId: idSchema });
export type CreatePortionBookRequest = z.input<typeof createPortionBookRequest>;

export const portionBookDish = z.object({
  recipeId: z.number().int(),
  recipeName: z.string(),
  bands: z.array(z.object({ ageBand: z.enum(MenuAgeBand), portions: z.number().int() })),
  products: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      unit: z.enum(ProductUnit),
      /** Per band of `bands` (same order), in the product's own unit. */
      quantities: z.array(z.string()),
      total: z.string(),
    }),
  ),
});
export type PortionBookDish = z.infer<typeof portionBookDish>;

/** GET PortionBooks/{id}. */
export const portionBookDetails = z.object({
  id: z.number().int(),
  number: z.number().int(),
  forDate: z.string(),
  calculationId: z.number().int(),
  createdAt: z.string(),
  isLast: z.boolean(),
  meals: z.array(z.object({ mealType: z.enum(MealType), dishes: z.array(portionBookDish) })),
});
export type PortionBookDetails = z.infer<typeof portionBookDetails>;

export const portionBookReceiptQuery = z.object({ id: idSchema });

/**
 * Spec 2 §7.4 "Meals: calculations" (docs/meal-calculations.md): MealCalculations (resource 56) — the director, the
 * administrator and the storekeeper; everyone else 403. `POST Meals/calculations` (the creation) is not in the spec's
 * list: a calculation has to be made somewhere.
 */
export const mealCalculationsRoutes = {
  overviewModels: {
    method: 'GET',
    path: 'Meals/calculations/overview-models',
    query: mealCalculationListQuery,
    response: pagedResultSchema(mealCalculationRow),
    access: resourceAccess(Resource.MealCalculations, 'read'),
  },
  create: {
    method: 'POST',
    path: 'Meals/calculations',
    body: createMealCalculationRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MealCalculations, 'create'),
    status: 200,
  },
  attendances: {
    method: 'GET',
    path: 'Meals/calculations/attendances/:id',
    params: idParams,
    response: calculationAttendances,
    access: resourceAccess(Resource.MealCalculations, 'read'),
  },
  products: {
    method: 'GET',
    path: 'Meals/calculations/products/:id',
    params: idParams,
    response: calculationProducts,
    access: resourceAccess(Resource.MealCalculations, 'read'),
  },
  editAttendances: {
    method: 'POST',
    path: 'Meals/calculations/edit-attendances/:id',
    params: idParams,
    body: editCalculationAttendancesRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MealCalculations, 'update'),
    status: 200,
  },
  editProducts: {
    method: 'POST',
    path: 'Meals/calculations/edit-products/:id',
    params: idParams,
    body: editCalculationProductsRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MealCalculations, 'update'),
    status: 200,
  },
  /** „Калкулация за храна“ as a PDF. */
  receipt: {
    method: 'GET',
    path: 'Meals/calculations/receipt/:id',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.MealCalculations, 'read'),
  },
  classesByGroupType: {
    method: 'GET',
    path: 'Classes/classes-by-meal-calculation-group-type',
    query: classesByMealGroupTypeQuery,
    response: z.array(mealCalculationGroupType),
    access: resourceAccess(Resource.MealCalculations, 'read'),
  },
} as const satisfies RouteTable;

/** Spec 2 §7.4 "PortionBooks" and "StockReferences: portion-book receipt": MealCalculations as above. */
export const portionBooksRoutes = {
  lastNumber: {
    method: 'GET',
    path: 'PortionBooks/last-number',
    response: lastPortionBookNumber,
    access: resourceAccess(Resource.MealCalculations, 'read'),
  },
  receipt: {
    method: 'GET',
    path: 'StockReferences/portion-book/receipt',
    query: portionBookReceiptQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.MealCalculations, 'read'),
  },
  get: {
    method: 'GET',
    path: 'PortionBooks/:id',
    params: idParams,
    response: portionBookDetails,
    access: resourceAccess(Resource.MealCalculations, 'read'),
  },
  create: {
    method: 'POST',
    path: 'PortionBooks/create-portionbook',
    body: createPortionBookRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MealCalculations, 'create'),
    status: 200,
  },
  /** Only the last book (gap-free numbering); the id in the path, as `DELETE Menus/{id}` (the spec does not name it). */
  remove: {
    method: 'DELETE',
    path: 'PortionBooks/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.MealCalculations, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;
