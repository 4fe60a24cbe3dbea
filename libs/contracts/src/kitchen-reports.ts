import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { MenuAgeBand, ProductUnit } from './enums.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';
import { MealType } from './staff-attendance.js';
import { IncomingCheckResult, StockMovementKind } from './storage.js';

/**
 * The storage reports fed by the daily meal calculations (spec 2 §7.4 "StockReferences": month-report,
 * staff-nutrition-report, calculations/summary-report, each with /file) and the HACCP reference (the page
 * /storage/references/HACCP; its calls under /api/Haccp are not in the spec's list): docs/meal-calculations.md
 * "Kitchen reports" and docs/storage.md "HACCP". Money is exact (decimal strings), rounded once where §9 says.
 */
export const kitchenReportMessages = {
  period: 'Краят на периода не може да е преди началото му.',
  periodTooLong: 'Периодът може да е най-много 366 дни.',
  entryNotFound: 'Записът не е намерен.',
  lotNotFound: 'Партидата не е намерена.',
  place: 'Посочете мястото (склад, хладилник, помещение).',
  recordedBy: 'Посочете кой е направил записа.',
  temperature: 'Въведете температура в °C: число от -40 до 60 с до един знак след десетичната запетая.',
  temperatureRequired: 'Въведете измерената температура.',
  cleaning: 'Опишете извършеното почистване.',
  sampleDishes: 'Посочете ястията, от които е взета пробата.',
  mealType: 'Изберете хранене.',
  takenAt: 'Посочете часа на вземане на пробата (ЧЧ:ММ).',
  sampleTaken: (day: string, meal: string) => `За ${day} вече има проба от „${meal}“.`,
  kind: 'Изберете вид на записа.',
  note: 'Бележката е до 500 знака.',
} as const;

const isoDay = z.iso.date();
const dayNumber = (day: string): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

const period = z.object({ fromDate: isoDay, toDate: isoDay });
const checkPeriod = (value: { fromDate: string; toDate: string }, context: z.RefinementCtx): void => {
  if (value.toDate < value.fromDate) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: kitchenReportMessages.period });
  } else if ((dayNumber(value.toDate) - dayNumber(value.fromDate)) / 86_400_000 > 366) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: kitchenReportMessages.periodTooLong });
  }
};

/** The places of the monthly cost per meal: spec 2 §9 „sum divided by count, rounded to 5 decimals“. */
export const COST_PER_MEAL_PLACES = 5;

// ---------------------------------------------------------------- the month report (месечна справка за храна)

/** Spec 2 §9 "the PG reference type": all the groups, or the preschool groups (подготвителни групи) alone. */
export enum MonthReportType {
  All = 1,
  PreschoolGroups = 2,
}
export const monthReportTypeLabels: Record<MonthReportType, string> = {
  [MonthReportType.All]: 'Всички групи',
  [MonthReportType.PreschoolGroups]: 'Подготвителни групи (ПГ)',
};

export const monthReportQuery = z.object({
  year: z.coerce.number({ error: 'Изберете година.' }).int('Изберете година.').min(2000).max(2100),
  month: z.coerce
    .number({ error: 'Изберете месец.' })
    .int('Изберете месец.')
    .min(1, 'Изберете месец.')
    .max(12, 'Изберете месец.'),
  referenceType: z.coerce
    .number()
    .pipe(z.enum(MonthReportType, { error: 'Изберете вид на справката.' }))
    .default(MonthReportType.All),
});
export type MonthReportQuery = z.input<typeof monthReportQuery>;
export type MonthReportFilter = z.output<typeof monthReportQuery>;
export const monthReportFileQuery = monthReportQuery.extend({ format: z.enum(['pdf', 'excel']).default('pdf') });

/** A day's meal: who ate it and its value (exact and, except for the PG reference, rounded to 2 decimals). */
export const monthReportCell = z.object({
  mealType: z.enum(MealType),
  children: z.number().int(),
  staff: z.number().int(),
  /** children + staff: the meals served (spec: attendancesSum). */
  attendancesSum: z.number().int(),
  /** Rounded to 2 decimals; the exact figure for the PG reference. */
  value: z.string(),
  valueNotRounded: z.string(),
});
export type MonthReportCell = z.infer<typeof monthReportCell>;

export const monthReportDay = z.object({
  forDate: z.string(),
  mealTypes: z.array(monthReportCell),
  /** The day's value, rounded to 2 decimals (exact for the PG reference). */
  totalValue: z.string(),
});

export const monthReportMeal = monthReportCell.extend({
  /** The month's value ÷ the meals served, rounded to 5 decimals; null when none was served. */
  costPerMeal: z.string().nullable(),
});
export type MonthReportMeal = z.infer<typeof monthReportMeal>;

export const monthReportBand = monthReportMeal.extend({ ageBand: z.enum(MenuAgeBand) });
export type MonthReportBand = z.infer<typeof monthReportBand>;

/** GET StockReferences/month-report. */
export const monthReport = z.object({
  year: z.number().int(),
  month: z.number().int(),
  isPGReference: z.boolean(),
  /** The meal types of the month's calculations, in order, and their Bulgarian names (the table's columns). */
  mealTypes: z.array(z.enum(MealType)),
  columnNames: z.array(z.string()),
  days: z.array(monthReportDay),
  /** Per meal type over the month. */
  meals: z.array(monthReportMeal),
  /** Per age band and meal type over the month (the PG reference: the preschool groups only). */
  bands: z.array(monthReportBand),
  /** The month's value, rounded to 2 decimals (exact for the PG reference). */
  totalValue: z.string(),
  totalValueNotRounded: z.string(),
  /** Σ over the meal types of the cost per meal: a month's average day of one person eating every meal (5 decimals). */
  avgMonthCost: z.string(),
  /** Lines of the month's calculations without a price („няма наличност“): their value is not in the figures. */
  unpriced: z.number().int(),
});
export type MonthReport = z.infer<typeof monthReport>;

// ---------------------------------------------------------------- the staff nutrition report (хранене на персонала)

export const staffNutritionQuery = monthReportQuery.pick({ year: true, month: true });
export type StaffNutritionQuery = z.input<typeof staffNutritionQuery>;
export const staffNutritionFileQuery = staffNutritionQuery.extend({ format: z.enum(['pdf', 'excel']).default('pdf') });

export const staffNutritionMeal = z.object({
  mealType: z.enum(MealType),
  meals: z.number().int(),
  /** Exact. */
  value: z.string(),
});

/** GET StockReferences/staff-nutrition-report. */
export const staffNutritionReport = z.object({
  year: z.number().int(),
  month: z.number().int(),
  mealTypes: z.array(z.enum(MealType)),
  /** Per day of a calculation: the staff counted in it per meal type, valued at the day's cost per portion. */
  days: z.array(
    z.object({ forDate: z.string(), meals: z.array(staffNutritionMeal), mealsTotal: z.number().int(), value: z.string() }),
  ),
  /** Per person of meals/teachers on the days that have a calculation. */
  people: z.array(
    z.object({
      teacherId: z.number().int(),
      name: z.string(),
      meals: z.array(staffNutritionMeal),
      mealsTotal: z.number().int(),
      /** Rounded to 2 decimals. */
      value: z.string(),
    }),
  ),
  /** Per meal type over the month, with the cost per meal (5 decimals). */
  totals: z.array(staffNutritionMeal.extend({ costPerMeal: z.string().nullable() })),
  mealsTotal: z.number().int(),
  /** Rounded to 2 decimals. */
  totalValue: z.string(),
});
export type StaffNutritionReport = z.infer<typeof staffNutritionReport>;

// ---------------------------------------------------------------- the calculations summary of a period

export const calculationsSummaryQuery = period.superRefine(checkPeriod);
export type CalculationsSummaryQuery = z.input<typeof calculationsSummaryQuery>;
export const calculationsSummaryFileQuery = period
  .extend({ format: z.enum(['pdf', 'excel']).default('pdf') })
  .superRefine(checkPeriod);

/** GET StockReferences/calculations/summary-report. */
export const calculationsSummary = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  days: z.array(
    z.object({
      calculationId: z.number().int(),
      forDate: z.string(),
      /** The most children fed at one meal, summed over the bands (as the calculations' list counts them). */
      children: z.number().int(),
      staff: z.number().int(),
      /** Meals served: Σ children + staff over every meal. */
      portions: z.number().int(),
      /** Rounded to 2 decimals. */
      value: z.string(),
      unpriced: z.number().int(),
    }),
  ),
  products: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      unit: z.enum(ProductUnit),
      /** Σ of the issued quantities in the product's own unit, exact. */
      quantity: z.string(),
      /** Σ of the priced values, rounded to 2 decimals. */
      value: z.string(),
      unpriced: z.number().int(),
    }),
  ),
  portions: z.number().int(),
  /** Rounded to 2 decimals. */
  totalValue: z.string(),
});
export type CalculationsSummary = z.infer<typeof calculationsSummary>;

/** Spec 2 §7.4 "StockReferences" fed by the meal calculations: StorageReferences (read) — director, administrator, storekeeper. */
export const kitchenReportsRoutes = {
  monthReport: {
    method: 'GET',
    path: 'StockReferences/month-report',
    query: monthReportQuery,
    response: monthReport,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  monthReportFile: {
    method: 'GET',
    path: 'StockReferences/month-report/file',
    query: monthReportFileQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  staffNutrition: {
    method: 'GET',
    path: 'StockReferences/staff-nutrition-report',
    query: staffNutritionQuery,
    response: staffNutritionReport,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  staffNutritionFile: {
    method: 'GET',
    path: 'StockReferences/staff-nutrition-report/file',
    query: staffNutritionFileQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  calculationsSummary: {
    method: 'GET',
    path: 'StockReferences/calculations/summary-report',
    query: calculationsSummaryQuery,
    response: calculationsSummary,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  calculationsSummaryFile: {
    method: 'GET',
    path: 'StockReferences/calculations/summary-report/file',
    query: calculationsSummaryFileQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
} as const satisfies RouteTable;

// ---------------------------------------------------------------- HACCP

/** A HACCP log entry's kind. */
export enum HaccpEntryKind {
  Temperature = 1,
  Cleaning = 2,
  FoodSample = 3,
}
export const haccpEntryKindLabels: Record<HaccpEntryKind, string> = {
  [HaccpEntryKind.Temperature]: 'Температура',
  [HaccpEntryKind.Cleaning]: 'Почистване',
  [HaccpEntryKind.FoodSample]: 'Проба от храна',
};

/** Chilled storage (and the food samples) is kept at 0–4 °C: outside it a temperature is flagged. */
export const CHILLED_MIN = '0';
export const CHILLED_MAX = '4';
/** A food sample is kept 48 hours. */
export const SAMPLE_KEEP_HOURS = 48;

/** Is a temperature (a decimal string, one place at most) outside 0–4 °C? Compared in tenths, no floats. */
export function outsideChilledRange(temperature: string): boolean {
  const match = /^(-?)(\d{1,2})(?:[.,](\d))?$/.exec(temperature.trim());
  if (!match) return true;
  const tenths = (Number(match[2]) * 10 + Number(match[3] ?? '0')) * (match[1] ? -1 : 1);
  return tenths < 0 || tenths > 40;
}

const temperatureText = z
  .string({ error: kitchenReportMessages.temperature })
  .trim()
  .transform((value) => value.replace(',', '.'))
  .refine((value) => /^-?\d{1,2}(\.\d)?$/.test(value) && Math.abs(Number(value)) <= (value.startsWith('-') ? 40 : 60), {
    message: kitchenReportMessages.temperature,
  });
const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);
const optionalNote = z
  .string()
  .trim()
  .max(500, kitchenReportMessages.note)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

/** POST Haccp and PUT Haccp/{id}: one log entry; the fields its kind needs are required. */
export const haccpEntryRequest = z
  .object({
    kind: z.coerce
      .number({ error: kitchenReportMessages.kind })
      .pipe(z.enum(HaccpEntryKind, { error: kitchenReportMessages.kind })),
    entryDate: isoDay,
    place: text(120, kitchenReportMessages.place),
    warehouseId: idSchema.optional().nullable(),
    /** Temperature: the reading; food sample: the temperature it is kept at. */
    temperature: temperatureText.optional().nullable(),
    /** Chilled storage (0–4 °C): a temperature outside the range is flagged. */
    chilled: z.boolean().default(true),
    /** Cleaning: what was done; food sample: the dishes sampled. */
    description: z.string().trim().max(500).optional().nullable(),
    mealType: z.coerce
      .number()
      .pipe(z.enum(MealType, { error: kitchenReportMessages.mealType }))
      .optional()
      .nullable(),
    /** Food sample: the time it was taken (HH:MM, Europe/Sofia, on entryDate). */
    takenAt: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, kitchenReportMessages.takenAt)
      .optional()
      .nullable(),
    recordedBy: text(120, kitchenReportMessages.recordedBy),
    note: optionalNote,
  })
  .superRefine((body, context) => {
    const need = (field: string, message: string) => context.addIssue({ code: 'custom', path: [field], message });
    if (body.kind === HaccpEntryKind.Temperature && !body.temperature)
      need('temperature', kitchenReportMessages.temperatureRequired);
    if (body.kind === HaccpEntryKind.Cleaning && !body.description) need('description', kitchenReportMessages.cleaning);
    if (body.kind === HaccpEntryKind.FoodSample) {
      if (!body.description) need('description', kitchenReportMessages.sampleDishes);
      if (!body.mealType) need('mealType', kitchenReportMessages.mealType);
      if (!body.takenAt) need('takenAt', kitchenReportMessages.takenAt);
    }
  });
export type HaccpEntryRequest = z.input<typeof haccpEntryRequest>;
export type HaccpEntryInput = z.output<typeof haccpEntryRequest>;

export const haccpEntry = z.object({
  id: z.number().int(),
  kind: z.enum(HaccpEntryKind),
  entryDate: z.string(),
  place: z.string(),
  warehouseId: z.number().int().nullable(),
  warehouseName: z.string().nullable(),
  temperature: z.string().nullable(),
  chilled: z.boolean(),
  /** A chilled place's (or a sample's) temperature outside 0–4 °C. */
  outOfRange: z.boolean(),
  description: z.string().nullable(),
  mealType: z.enum(MealType).nullable(),
  /** Food sample: taken and may be discarded (taken + 48 h), 'YYYY-MM-DDTHH:MM' in Europe/Sofia. */
  takenAt: z.string().nullable(),
  discardAt: z.string().nullable(),
  recordedBy: z.string(),
  note: z.string().nullable(),
  /** Not inside the storage-and-kitchen module lock, and the viewer may edit. */
  mayEdit: z.boolean(),
});
export type HaccpEntry = z.infer<typeof haccpEntry>;

export const haccpEntriesQuery = pageQueryOrderedBy(['entryDate'])
  .extend({
    kind: z.coerce.number().pipe(z.enum(HaccpEntryKind)).optional(),
    fromDate: isoDay.optional(),
    toDate: isoDay.optional(),
    outOfRange: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.fromDate && value.toDate && value.toDate < value.fromDate) {
      context.addIssue({ code: 'custom', path: ['toDate'], message: kitchenReportMessages.period });
    }
  });
export type HaccpEntriesQuery = z.input<typeof haccpEntriesQuery>;
export type HaccpEntriesFilter = z.output<typeof haccpEntriesQuery>;

export const haccpLotsQuery = period.superRefine(checkPeriod);
export type HaccpLotsQuery = z.input<typeof haccpLotsQuery>;

/** An incoming lot (a stock receipt line) with its expiry and incoming check. */
export const haccpLot = z.object({
  receiptLineId: z.number().int(),
  lotId: z.number().int().nullable(),
  receiptId: z.number().int(),
  receiptNumber: z.number().int(),
  receiptDate: z.string(),
  supplierName: z.string(),
  warehouseName: z.string(),
  productName: z.string(),
  unit: z.enum(ProductUnit),
  quantity: z.string(),
  batchNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  checkResult: z.enum(IncomingCheckResult),
  checkNote: z.string().nullable(),
  /** What is left of the lot in the warehouse today (null for a rejected line: it never entered the stock). */
  remaining: z.string().nullable(),
});
export type HaccpLot = z.infer<typeof haccpLot>;

/** GET Haccp/traceability/{id}: a lot's movements and, for the issues, the request and the calculation they fed. */
export const haccpTraceability = z.object({
  lotId: z.number().int(),
  productName: z.string(),
  unit: z.enum(ProductUnit),
  batchNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  receivedOn: z.string(),
  warehouseName: z.string(),
  movements: z.array(
    z.object({
      movementDate: z.string(),
      kind: z.enum(StockMovementKind),
      /** Signed, in the product's unit. */
      quantity: z.string(),
      requestId: z.number().int().nullable(),
      requestNumber: z.number().int().nullable(),
      calculationId: z.number().int().nullable(),
      /** The day the calculation fed and its meal types with that product. */
      calculationDate: z.string().nullable(),
      mealTypes: z.array(z.enum(MealType)),
    }),
  ),
});
export type HaccpTraceability = z.infer<typeof haccpTraceability>;

/**
 * The HACCP reference (docs/storage.md "HACCP"): not in the spec's list of calls (the page /storage/references/HACCP is).
 * Reading the logs and the lots is Stocks read, writing the logs Stocks create/update/delete — the storekeeper keeps
 * them; the director and the administrator too.
 */
export const haccpRoutes = {
  list: {
    method: 'GET',
    path: 'Haccp/overview-models',
    query: haccpEntriesQuery,
    response: pagedResultSchema(haccpEntry),
    access: resourceAccess(Resource.Stocks, 'read'),
  },
  lots: {
    method: 'GET',
    path: 'Haccp/lots',
    query: haccpLotsQuery,
    response: z.array(haccpLot),
    access: resourceAccess(Resource.Stocks, 'read'),
  },
  traceability: {
    method: 'GET',
    path: 'Haccp/traceability/:id',
    params: idParams,
    response: haccpTraceability,
    access: resourceAccess(Resource.Stocks, 'read'),
  },
  get: {
    method: 'GET',
    path: 'Haccp/:id',
    params: idParams,
    response: haccpEntry,
    access: resourceAccess(Resource.Stocks, 'read'),
  },
  create: {
    method: 'POST',
    path: 'Haccp',
    body: haccpEntryRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Stocks, 'create'),
    status: 200,
  },
  update: {
    method: 'PUT',
    path: 'Haccp/:id',
    params: idParams,
    body: haccpEntryRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Stocks, 'update'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'Haccp/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Stocks, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;
