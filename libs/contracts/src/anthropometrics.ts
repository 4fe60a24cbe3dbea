import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, saveResultSchema } from './common.js';
import { Gender } from './enums.js';
import { WHO_BMI_LMS_MAX_MONTHS, whoBmiLmsBoys, whoBmiLmsGirls } from './anthropometrics-who-lms.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/** Bulgarian messages of the anthropometric measurements (spec 2 §7.3 "StudentAnthropometrics"). */
export const anthropometricMessages = {
  notFound: 'Измерването не е намерено.',
  studentNotFound: 'Детето не е намерено.',
  classNotFound: 'Групата не е намерена.',
  height: 'Ръстът трябва да е в сантиметри между 40 и 200, с до един знак след десетичната запетая.',
  weight: 'Теглото трябва да е в килограми между 2 и 150, с до два знака след десетичната запетая.',
  outsideYear: 'Датата на измерване трябва да е в избраната учебна година.',
  inFuture: 'Датата на измерване не може да е в бъдещето.',
  beforeBirth: 'Датата на измерване е преди датата на раждане на детето.',
  duplicateChild: 'Детето присъства повече от веднъж в списъка.',
  noSchoolYear: 'Изберете учебна година.',
  query: 'Посочете дете или група и дата.',
} as const;

const isoDay = z.iso.date();

/** Height in cm as a decimal string with at most one decimal, 40–200 (a comma is read as the decimal point). */
export const heightCmSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(',', '.'))
  .refine(
    (value) => /^\d{2,3}(\.\d)?$/.test(value) && Number(value) >= 40 && Number(value) <= 200,
    anthropometricMessages.height,
  );

/** Weight in kg as a decimal string with at most two decimals, 2–150. */
export const weightKgSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(',', '.'))
  .refine(
    (value) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) >= 2 && Number(value) <= 150,
    anthropometricMessages.weight,
  );

/**
 * GET /api/StudentAnthropometrics: a child's history (`studentId`) or a group's sheet for one day
 * (`classId` and `date`: every child of the group on that day, measured or not).
 */
export const anthropometricsQuery = z
  .object({
    studentId: idSchema.optional(),
    classId: idSchema.optional(),
    date: isoDay.optional(),
  })
  .refine((query) => (query.studentId !== undefined) !== (query.classId !== undefined && query.date !== undefined), {
    message: anthropometricMessages.query,
    path: ['studentId'],
  });
export type AnthropometricsQuery = z.infer<typeof anthropometricsQuery>;

/** GET /api/StudentAnthropometrics/export: the group's measurements of the selected school year, as Excel. */
export const anthropometricsExportQuery = z.object({ classId: idSchema });
export type AnthropometricsExportQuery = z.infer<typeof anthropometricsExportQuery>;

/** POST /api/StudentAnthropometrics: the measurements of one day, saved together (an existing one of the day is replaced). */
export const saveAnthropometricsRequest = z.object({
  measuredOn: isoDay,
  items: z
    .array(z.object({ studentId: idSchema, heightCm: heightCmSchema, weightKg: weightKgSchema }))
    .min(1)
    .max(100)
    .refine((items) => new Set(items.map((item) => item.studentId)).size === items.length, anthropometricMessages.duplicateChild),
});
export type SaveAnthropometricsRequest = z.input<typeof saveAnthropometricsRequest>;
export type SaveAnthropometricsBody = z.output<typeof saveAnthropometricsRequest>;

/** BMI-for-age by the WHO cut-offs (under 5: Child Growth Standards 2006; 5 years and over: Growth Reference 2007). */
export enum BmiClass {
  SevereThinness = 1,
  Thinness = 2,
  Normal = 3,
  RiskOfOverweight = 4,
  Overweight = 5,
  Obesity = 6,
}

/** Bulgarian labels; under five "wasted" (изоставане) and over five "thinness" (слабо тегло) as the WHO names them. */
export const bmiClassLabels = (bmiClass: BmiClass, ageMonths: number): string => {
  const underFive = ageMonths < 60;
  switch (bmiClass) {
    case BmiClass.SevereThinness:
      return underFive ? 'Тежко недохранване' : 'Тежко поднормено тегло';
    case BmiClass.Thinness:
      return underFive ? 'Недохранване' : 'Поднормено тегло';
    case BmiClass.Normal:
      return 'Нормално';
    case BmiClass.RiskOfOverweight:
      return 'Риск от наднормено тегло';
    case BmiClass.Overweight:
      return 'Наднормено тегло';
    case BmiClass.Obesity:
      return 'Затлъстяване';
  }
};

/** One row: a measurement with its child, or (in a group's sheet) a child not measured that day (`id` null). */
export const anthropometricRow = z.object({
  id: z.number().int().nullable(),
  studentId: z.number().int(),
  studentName: z.string(),
  gender: z.enum(Gender),
  birthDate: z.string(),
  measuredOn: z.string().nullable(),
  heightCm: z.string().nullable(),
  weightKg: z.string().nullable(),
  /** kg/m², one decimal. */
  bmi: z.string().nullable(),
  /** Age in completed months on the day of the measurement. */
  ageMonths: z.number().int().nullable(),
  /** BMI-for-age z-score, two decimals; null past the tables (119 months). */
  bmiZScore: z.string().nullable(),
  bmiClass: z.enum(BmiClass).nullable(),
  bmiClassLabel: z.string().nullable(),
});
export type AnthropometricRow = z.infer<typeof anthropometricRow>;

/** Completed months between the birth date and the day ('YYYY-MM-DD' both). */
export function ageInCompletedMonths(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [dy, dm, dd] = day.split('-').map(Number);
  return (dy - by) * 12 + (dm - bm) - (dd < bd ? 1 : 0);
}

/** BMI = weight / height², kg/m², unrounded (inputs are the decimal strings of the record); shown with one decimal. */
export function bmiOf(heightCm: string, weightKg: string): number {
  const metres = Number(heightCm) / 100;
  return Number(weightKg) / (metres * metres);
}

/**
 * The BMI-for-age z-score by the LMS method, with the WHO's restricted application past ±3 SD (the distance beyond
 * ±3 SD is measured in units of the 2–3 SD interval, WHO 2006 Methods, ch. 7). Null when out of the tables.
 */
export function bmiZScore(bmi: number, gender: Gender, ageMonths: number): number | null {
  if (ageMonths < 0 || ageMonths > WHO_BMI_LMS_MAX_MONTHS || !(bmi > 0)) return null;
  const [l, m, s] = (gender === Gender.Male ? whoBmiLmsBoys : whoBmiLmsGirls)[ageMonths];
  const at = (z: number): number => (l === 0 ? m * Math.exp(s * z) : m * (1 + l * s * z) ** (1 / l));
  const z = l === 0 ? Math.log(bmi / m) / s : ((bmi / m) ** l - 1) / (l * s);
  if (z > 3) return 3 + (bmi - at(3)) / (at(3) - at(2));
  if (z < -3) return -3 - (at(-3) - bmi) / (at(-2) - at(-3));
  return z;
}

/**
 * The WHO classification of a BMI-for-age z-score. Under 5 years (WHO 2006): > +3 obesity, > +2 overweight,
 * > +1 possible risk of overweight, < -2 wasted, < -3 severely wasted. From 5 years (WHO 2007): > +2 obesity,
 * > +1 overweight, < -2 thinness, < -3 severe thinness.
 */
export function bmiClassOf(z: number, ageMonths: number): BmiClass {
  if (z < -3) return BmiClass.SevereThinness;
  if (z < -2) return BmiClass.Thinness;
  if (ageMonths < 60) {
    if (z > 3) return BmiClass.Obesity;
    if (z > 2) return BmiClass.Overweight;
    if (z > 1) return BmiClass.RiskOfOverweight;
    return BmiClass.Normal;
  }
  if (z > 2) return BmiClass.Obesity;
  if (z > 1) return BmiClass.Overweight;
  return BmiClass.Normal;
}

/** BMI, z-score and class of one measurement, as the API and the web show them. */
export function assessBmi(
  measurement: { heightCm: string; weightKg: string; measuredOn: string },
  child: { birthDate: string; gender: Gender },
): Pick<AnthropometricRow, 'bmi' | 'ageMonths' | 'bmiZScore' | 'bmiClass' | 'bmiClassLabel'> {
  const bmi = bmiOf(measurement.heightCm, measurement.weightKg);
  const ageMonths = ageInCompletedMonths(child.birthDate, measurement.measuredOn);
  const z = bmiZScore(bmi, child.gender, ageMonths);
  const bmiClass = z === null ? null : bmiClassOf(z, ageMonths);
  return {
    bmi: bmi.toFixed(1),
    ageMonths,
    bmiZScore: z === null ? null : z.toFixed(2),
    bmiClass,
    bmiClassLabel: bmiClass === null ? null : bmiClassLabels(bmiClass, ageMonths),
  };
}

/** Anthropometric measurements (spec 2 §7.3 "StudentAnthropometrics", resource 46). */
export const anthropometricsRoutes = {
  /** A child's history (`studentId`) or a group's sheet for a day (`classId`, `date`). */
  list: {
    method: 'GET',
    path: 'StudentAnthropometrics',
    query: anthropometricsQuery,
    response: pagedResultSchema(anthropometricRow),
    access: resourceAccess(Resource.StudentAnthropometrics, 'read'),
  },
  export: {
    method: 'GET',
    path: 'StudentAnthropometrics/export',
    query: anthropometricsExportQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.StudentAnthropometrics, 'read'),
  },
  /** The day's measurements: a new one needs create, a replaced one update (the service resolves which). */
  save: {
    method: 'POST',
    path: 'StudentAnthropometrics',
    body: saveAnthropometricsRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.StudentAnthropometrics, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'StudentAnthropometrics/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.StudentAnthropometrics, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;
