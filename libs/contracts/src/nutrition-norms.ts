import { z } from 'zod';
import { idParams, idSchema, saveResultSchema } from './common.js';
import { MenuAgeBand } from './enums.js';
import { add, type Exact, exact, multiply, round, subtract } from './recipe-arithmetic.js';
import { divide } from './stock-arithmetic.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, signedInAccess, type RouteTable } from './routes.js';

/**
 * The nutrition norms and the norm reports of the kitchen (issue 18 item 6; docs/meal-calculations.md "Nutrition
 * norms"): the master's table of norms per age band, versioned by the date each act came into force, and the ten-day /
 * monthly report and the recap of the children's average daily intake — from what the daily meal calculations issued —
 * against the norm in force. Quantities are decimal strings, computed exactly (BigInt), never JS floats.
 */
export const nutritionNormMessages = {
  ageBand: 'Изберете възрастова група.',
  effectiveFrom: 'Посочете датата, от която нормата е в сила (ДД.ММ.ГГГГ).',
  citation: 'Посочете акта, члена или приложението и броя на Държавен вестник (до 500 знака).',
  energyKcal: 'Въведете енергията в kcal на ден: число до 9999 с до два знака след десетичната запетая.',
  grams: 'Въведете грамове на ден: число до 9999 с до два знака след десетичната запетая.',
  category: 'Изберете продуктова група (основна категория на продуктите).',
  categoryTwice: 'Всяка продуктова група се посочва веднъж.',
  note: 'Бележката е до 500 знака.',
  duplicate: 'За тази възрастова група вече има норма в сила от същата дата.',
  notFound: 'Нормата не е намерена.',
  notEntered: 'Нормата не е въведена',
  from: 'Посочете началото на периода (ДД.ММ.ГГГГ).',
  to: 'Посочете края на периода (ДД.ММ.ГГГГ).',
  period: 'Краят на периода не може да е преди началото му.',
  periodTooLong: 'Периодът е най-много 31 дни (десетдневка или месец).',
  band: 'Изберете възрастова група: 1, 2 или 3.',
  fromMonth: 'Посочете началния месец (ГГГГ-ММ).',
  toMonth: 'Посочете крайния месец (ГГГГ-ММ).',
  months: 'Крайният месец не може да е преди началния.',
  monthsTooMany: 'Обобщената справка е за най-много 12 месеца.',
} as const;

/** A deviation from the norm larger than this (in per cent, either way) is flagged: docs/meal-calculations.md. */
export const NORM_TOLERANCE_PERCENT = '10';
/** Per-day figures and averages: two decimals (as the products' columns); percentages: one. */
export const NORM_VALUE_PLACES = 2;
export const NORM_PERCENT_PLACES = 1;
export const NORM_MAX_DAYS = 31;
export const NORM_MAX_MONTHS = 12;

/** The nutrients a norm gives per day, in the order of the reports. */
export const normNutrients = [
  { key: 'energyKcal', label: 'Енергия', unit: 'kcal' },
  { key: 'protein', label: 'Белтъчини', unit: 'g' },
  { key: 'fat', label: 'Мазнини', unit: 'g' },
  { key: 'carbohydrate', label: 'Въглехидрати', unit: 'g' },
] as const;
export type NormNutrientKey = (typeof normNutrients)[number]['key'];

const dayNumber = (day: string): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
/** A positive figure up to 9999.99 (a zero such as "0.00" is refused: a norm of nothing is not entered). */
const positive = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.replace(',', '.'))
    .refine((value) => /^\d{1,4}(\.\d{1,2})?$/.test(value) && /[1-9]/.test(value), message);
const grams = positive(nutritionNormMessages.grams);
const optionalValue = (message: string) =>
  z
    .union([z.literal(''), z.null(), positive(message)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));
const ageBand = z.coerce
  .number({ error: nutritionNormMessages.band })
  .pipe(z.enum(MenuAgeBand, { error: nutritionNormMessages.band }));

// ---------------------------------------------------------------- the norms (master)

export const nutritionNormRequest = z
  .object({
    ageBand: z
      .number({ error: nutritionNormMessages.ageBand })
      .pipe(z.enum(MenuAgeBand, { error: nutritionNormMessages.ageBand })),
    effectiveFrom: z.iso.date({ error: nutritionNormMessages.effectiveFrom }),
    citation: z
      .string({ error: nutritionNormMessages.citation })
      .trim()
      .min(1, nutritionNormMessages.citation)
      .max(500, nutritionNormMessages.citation),
    energyKcal: optionalValue(nutritionNormMessages.energyKcal),
    protein: optionalValue(nutritionNormMessages.grams),
    fat: optionalValue(nutritionNormMessages.grams),
    carbohydrate: optionalValue(nutritionNormMessages.grams),
    note: z
      .string()
      .trim()
      .max(500, nutritionNormMessages.note)
      .optional()
      .nullable()
      .transform((value) => (value ? value : null)),
    groups: z
      .array(z.object({ categoryId: idSchema.meta({ description: 'a top-level product category' }), grams }))
      .max(40)
      .default([]),
  })
  .superRefine((value, context) => {
    const seen = new Set<number>();
    value.groups.forEach((group, index) => {
      if (seen.has(group.categoryId)) {
        context.addIssue({ code: 'custom', path: ['groups', index, 'categoryId'], message: nutritionNormMessages.categoryTwice });
      }
      seen.add(group.categoryId);
    });
  });
export type NutritionNormRequest = z.input<typeof nutritionNormRequest>;
export type NutritionNormInput = z.output<typeof nutritionNormRequest>;

export const nutritionNorm = z.object({
  id: z.number().int(),
  ageBand: z.enum(MenuAgeBand),
  effectiveFrom: z.string(),
  citation: z.string(),
  energyKcal: z.string().nullable(),
  protein: z.string().nullable(),
  fat: z.string().nullable(),
  carbohydrate: z.string().nullable(),
  note: z.string().nullable(),
  groups: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string(), grams: z.string() })),
});
export type NutritionNorm = z.infer<typeof nutritionNorm>;

/** A product group of the norms: a top-level category of the product tree (docs/products.md "Данни за продуктите"). */
export const normGroup = z.object({ id: z.number().int(), name: z.string() });
export type NormGroup = z.infer<typeof normGroup>;

export const nutritionNormList = z.object({ norms: z.array(nutritionNorm), groups: z.array(normGroup) });
export type NutritionNormList = z.infer<typeof nutritionNormList>;

// ---------------------------------------------------------------- the report (ten days or a month)

const checkPeriod = (value: { from: string; to: string }, context: z.RefinementCtx): void => {
  if (value.to < value.from) context.addIssue({ code: 'custom', path: ['to'], message: nutritionNormMessages.period });
  else if ((dayNumber(value.to) - dayNumber(value.from)) / 86_400_000 + 1 > NORM_MAX_DAYS) {
    context.addIssue({ code: 'custom', path: ['to'], message: nutritionNormMessages.periodTooLong });
  }
};
const reportQueryShape = z.object({
  from: z.iso.date({ error: nutritionNormMessages.from }),
  to: z.iso.date({ error: nutritionNormMessages.to }),
  /** One age band, or all three when left out. */
  band: ageBand.optional(),
});
export const normReportQuery = reportQueryShape.superRefine(checkPeriod);
export type NormReportQuery = z.input<typeof normReportQuery>;
export const normReportFileQuery = reportQueryShape
  .extend({ format: z.enum(['pdf', 'excel'], { error: 'Изберете формат: pdf или excel.' }).default('pdf') })
  .superRefine(checkPeriod);

/** One indicator (a nutrient, or grams of a product group) compared with the norm. */
export const normIndicator = z.object({
  /** `energyKcal`, `protein`, `fat`, `carbohydrate` or `group:<categoryId>`. */
  key: z.string(),
  label: z.string(),
  unit: z.enum(['kcal', 'g']),
  /** The average per child per day over the band's days; null when a day lacks a product's value (never counted as 0). */
  average: z.string().nullable(),
  /** The average of the norms in force on the days that have one; null: „Нормата не е въведена“. */
  norm: z.string().nullable(),
  /** The days compared: those with a norm in force for the indicator. */
  normDays: z.number().int(),
  /** The intake averaged over those days only (equal to `average` when every day has a norm). */
  comparedAverage: z.string().nullable(),
  /** comparedAverage ÷ norm × 100 and that − 100, one decimal; null without a norm or without a figure. */
  percentOfNorm: z.string().nullable(),
  deviationPercent: z.string().nullable(),
  /** |deviation| above NORM_TOLERANCE_PERCENT. */
  outside: z.boolean(),
});
export type NormIndicator = z.infer<typeof normIndicator>;

export const normReportDay = z.object({
  forDate: z.string(),
  /** The children of the band fed that day (the most at one meal). */
  children: z.number().int(),
  normId: z.number().int().nullable(),
  /** Per indicator key: the intake per child that day (2 decimals) or null (unknown). */
  values: z.record(z.string(), z.string().nullable()),
});
export type NormReportDay = z.infer<typeof normReportDay>;

export const normReportBand = z.object({
  ageBand: z.enum(MenuAgeBand),
  days: z.array(normReportDay),
  indicators: z.array(normIndicator),
  /** The norms applied in the period, with their citations. */
  norms: z.array(z.object({ id: z.number().int(), effectiveFrom: z.string(), citation: z.string() })),
});
export type NormReportBand = z.infer<typeof normReportBand>;

/** GET StockReferences/nutritional-norms/report. */
export const normReport = z.object({
  from: z.string(),
  to: z.string(),
  tolerancePercent: z.string(),
  groups: z.array(normGroup),
  bands: z.array(normReportBand),
  /** Products the storekeeper added to a meal (no computed quantity): not attributed to a band, so not counted. */
  unattributed: z.array(z.object({ forDate: z.string(), productName: z.string() })),
});
export type NormReport = z.infer<typeof normReport>;

// ---------------------------------------------------------------- the recap (months as columns)

const month = (message: string) => z.string({ error: message }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, message);
const recapShape = z.object({
  from: month(nutritionNormMessages.fromMonth),
  to: month(nutritionNormMessages.toMonth),
  band: ageBand.optional(),
});
const monthIndex = (value: string): number => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;
const checkMonths = (value: { from: string; to: string }, context: z.RefinementCtx): void => {
  if (value.to < value.from) context.addIssue({ code: 'custom', path: ['to'], message: nutritionNormMessages.months });
  else if (monthIndex(value.to) - monthIndex(value.from) + 1 > NORM_MAX_MONTHS) {
    context.addIssue({ code: 'custom', path: ['to'], message: nutritionNormMessages.monthsTooMany });
  }
};
export const recapNormQuery = recapShape.superRefine(checkMonths);
export type RecapNormQuery = z.input<typeof recapNormQuery>;
export const recapNormFileQuery = recapShape
  .extend({ format: z.enum(['pdf', 'excel'], { error: 'Изберете формат: pdf или excel.' }).default('pdf') })
  .superRefine(checkMonths);

export const recapNormCell = normIndicator
  .pick({
    average: true,
    norm: true,
    percentOfNorm: true,
    deviationPercent: true,
    outside: true,
  })
  .extend({ month: z.string(), days: z.number().int() });
export type RecapNormCell = z.infer<typeof recapNormCell>;

/** GET StockReferences/recap-nutritional-norms/report. */
export const recapNormReport = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(z.string()),
  tolerancePercent: z.string(),
  groups: z.array(normGroup),
  bands: z.array(
    z.object({
      ageBand: z.enum(MenuAgeBand),
      indicators: z.array(
        z.object({ key: z.string(), label: z.string(), unit: z.enum(['kcal', 'g']), months: z.array(recapNormCell) }),
      ),
    }),
  ),
});
export type RecapNormReport = z.infer<typeof recapNormReport>;

// ---------------------------------------------------------------- the arithmetic (shared with the tests)

const ZERO: Exact = { digits: 0n, scale: 0 };
const sumOf = (values: readonly string[]): Exact => values.reduce((total, value) => add(total, exact(value)), ZERO);

/**
 * Compares per-day intakes with the per-day norms in force (null: none entered): the average over all the days (null
 * when a day's figure is unknown), the norm averaged over the days that have one, the intake over those same days, the
 * per cent of the norm and the deviation (one decimal), flagged beyond the tolerance.
 */
export function compareWithNorm(
  days: readonly { value: string | null; norm: string | null }[],
): Pick<NormIndicator, 'average' | 'norm' | 'normDays' | 'comparedAverage' | 'percentOfNorm' | 'deviationPercent' | 'outside'> {
  const known = days.every((day) => day.value !== null);
  const count = exact(String(days.length));
  const average = days.length > 0 && known ? divide(sumOf(days.map((day) => day.value!)), count, NORM_VALUE_PLACES) : null;
  const normed = days.filter((day) => day.norm !== null);
  if (normed.length === 0) {
    return {
      average,
      norm: null,
      normDays: 0,
      comparedAverage: null,
      percentOfNorm: null,
      deviationPercent: null,
      outside: false,
    };
  }
  const normCount = exact(String(normed.length));
  const normSum = sumOf(normed.map((day) => day.norm!));
  const norm = divide(normSum, normCount, NORM_VALUE_PLACES);
  if (!normed.every((day) => day.value !== null)) {
    return {
      average,
      norm,
      normDays: normed.length,
      comparedAverage: null,
      percentOfNorm: null,
      deviationPercent: null,
      outside: false,
    };
  }
  const intakeSum = sumOf(normed.map((day) => day.value!));
  const comparedAverage = divide(intakeSum, normCount, NORM_VALUE_PLACES);
  // Σ intake ÷ Σ norm over the same days (the counts cancel): exact up to the one rounding.
  const percentOfNorm = divide(multiply(intakeSum, exact('100')), normSum, NORM_PERCENT_PLACES);
  const deviationPercent = round(subtract(exact(percentOfNorm), exact('100')), NORM_PERCENT_PLACES);
  const magnitude = exact(deviationPercent.replace('-', ''));
  const outside = subtract(magnitude, exact(NORM_TOLERANCE_PERCENT)).digits > 0n;
  return { average, norm, normDays: normed.length, comparedAverage, percentOfNorm, deviationPercent, outside };
}

// ---------------------------------------------------------------- the calls

export const nutritionNormsRoutes = {
  /** Every signed-in reader: the kitchen pages show the norms in force. */
  list: {
    method: 'GET',
    path: 'NutritionNorms',
    response: nutritionNormList,
    access: signedInAccess,
  },
  get: {
    method: 'GET',
    path: 'NutritionNorms/:id',
    params: idParams,
    response: nutritionNorm,
    access: signedInAccess,
  },
  create: {
    method: 'POST',
    path: 'administration/NutritionNorms',
    body: nutritionNormRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterCatalogs, 'create'),
    status: 200,
  },
  update: {
    method: 'POST',
    path: 'administration/NutritionNorms/:id',
    params: idParams,
    body: nutritionNormRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterCatalogs, 'update'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'administration/NutritionNorms/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.MasterCatalogs, 'delete'),
    status: 204,
  },
  report: {
    method: 'GET',
    path: 'StockReferences/nutritional-norms/report',
    query: normReportQuery,
    response: normReport,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  reportFile: {
    method: 'GET',
    path: 'StockReferences/nutritional-norms/report/file',
    query: normReportFileQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  recap: {
    method: 'GET',
    path: 'StockReferences/recap-nutritional-norms/report',
    query: recapNormQuery,
    response: recapNormReport,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  recapFile: {
    method: 'GET',
    path: 'StockReferences/recap-nutritional-norms/report/file',
    query: recapNormFileQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
} as const satisfies RouteTable;
