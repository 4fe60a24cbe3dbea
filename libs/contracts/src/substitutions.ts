import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/** Staff substitutions (spec 2 §7.3 TeacherSubstitutions; docs/substitutions.md). */

/** The shift a substitute covers; a whole day covers both shifts (and clashes with either). */
export enum SubstitutionShift {
  First = 1,
  Second = 2,
  WholeDay = 3,
}

export const substitutionShiftLabels: Record<SubstitutionShift, string> = {
  [SubstitutionShift.First]: 'I смяна',
  [SubstitutionShift.Second]: 'II смяна',
  [SubstitutionShift.WholeDay]: 'Цял ден',
};

/**
 * Hours a day proposed for a shift: a kindergarten teacher's mandatory teaching norm is 30 hours a week, 6 a working
 * day (Наредба № 4 от 20.04.2017 г., приложение № 1; from knowledge, to be checked), so one shift is 6 hours and a
 * whole day two shifts.
 */
export const NORM_HOURS_PER_DAY = 6;
export const defaultSubstitutionHours: Record<SubstitutionShift, number> = {
  [SubstitutionShift.First]: NORM_HOURS_PER_DAY,
  [SubstitutionShift.Second]: NORM_HOURS_PER_DAY,
  [SubstitutionShift.WholeDay]: 2 * NORM_HOURS_PER_DAY,
};

export enum SubstitutionReason {
  SickLeave = 1,
  PaidLeave = 2,
  BusinessTrip = 3,
  Qualification = 4,
  Other = 5,
}

export const substitutionReasonLabels: Record<SubstitutionReason, string> = {
  [SubstitutionReason.SickLeave]: 'Болничен',
  [SubstitutionReason.PaidLeave]: 'Платен отпуск',
  [SubstitutionReason.BusinessTrip]: 'Командировка',
  [SubstitutionReason.Qualification]: 'Квалификация',
  [SubstitutionReason.Other]: 'Друго',
};

export const substitutionMessages = {
  notFound: 'Заместването не е намерено.',
  sameTeacher: 'Заместващият не може да е отсъстващият служител.',
  toBeforeFrom: 'Крайната дата не може да е преди началната.',
  rangeTooLong: 'Периодът не може да е по-дълъг от 366 дни.',
  noSchoolYear: 'Изберете учебна година.',
  outsideSchoolYear: 'Датите трябва да са в избраната учебна година.',
  teacherNotFound: 'Служителят не е намерен.',
  substituteNotPedagogical: 'Заместващият трябва да е педагогически специалист.',
  classNotFound: 'Групата не е намерена в избраната учебна година.',
  noWorkingDays: 'В избрания период няма работни дни.',
  substituteBusy: 'Заместващият вече замества в същата смяна в този период.',
} as const;

const isoDay = z.iso.date();
const maxRangeDays = 366;

function rangeRule(value: { fromDate?: string; toDate?: string }, context: z.RefinementCtx): void {
  if (!value.fromDate || !value.toDate) return;
  if (value.toDate < value.fromDate) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: substitutionMessages.toBeforeFrom });
  } else if ((Date.parse(value.toDate) - Date.parse(value.fromDate)) / 86_400_000 >= maxRangeDays) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: substitutionMessages.rangeTooLong });
  }
}

/** GET /api/TeacherSubstitutions/overview-models (and export/{type}): newest first unless ordered otherwise. */
export const substitutionListQuery = pageQueryOrderedBy(['fromDate', 'absentName', 'substituteName', 'className'])
  .extend({
    /** Substitutions overlapping fromDate..toDate. */
    fromDate: isoDay.optional(),
    toDate: isoDay.optional(),
    /** As the absent person or as the substitute. */
    teacherId: idSchema.optional(),
    classId: idSchema.optional(),
  })
  .superRefine(rangeRule);
export type SubstitutionListQuery = z.infer<typeof substitutionListQuery>;

export const substitutionExportParams = z.object({ type: z.enum(['pdf', 'excel']) });
export type SubstitutionExportParams = z.infer<typeof substitutionExportParams>;

/** DELETE /api/TeacherSubstitutions?id= (the spec leaves the parameter unstated: a query parameter). */
export const substitutionDeleteQuery = z.object({ id: idSchema });
export type SubstitutionDeleteQuery = z.infer<typeof substitutionDeleteQuery>;

export const substitutionRowSchema = z.object({
  id: z.number().int(),
  absentTeacherId: z.number().int(),
  absentName: z.string(),
  substituteTeacherId: z.number().int(),
  substituteName: z.string(),
  classId: z.number().int(),
  className: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  shift: z.enum(SubstitutionShift),
  hoursPerDay: z.number().int(),
  /** Working days of the substitution (weekends, days off and locked days not counted). */
  daysCount: z.number().int(),
  /** daysCount × hoursPerDay. */
  totalHours: z.number().int(),
  reason: z.enum(SubstitutionReason),
  note: z.string().nullable(),
});
export type SubstitutionRow = z.infer<typeof substitutionRowSchema>;

/** POST /api/TeacherSubstitutions: create (no id) or edit. */
export const saveSubstitutionRequest = z
  .object({
    id: z.number().int().positive().optional(),
    absentTeacherId: z.number().int().positive(),
    substituteTeacherId: z.number().int().positive(),
    classId: z.number().int().positive(),
    fromDate: isoDay,
    toDate: isoDay,
    shift: z.enum(SubstitutionShift),
    hoursPerDay: z.number().int().min(1).max(12),
    reason: z.enum(SubstitutionReason),
    note: z.string().trim().max(500).nullish(),
  })
  .superRefine((value, context) => {
    rangeRule(value, context);
    if (value.absentTeacherId === value.substituteTeacherId) {
      context.addIssue({ code: 'custom', path: ['substituteTeacherId'], message: substitutionMessages.sameTeacher });
    }
  });
export type SaveSubstitutionRequest = z.infer<typeof saveSubstitutionRequest>;

/** GET /api/TeacherSubstitutions/options: with fromDate and toDate it also says who is busy then and counts the working days. */
export const substitutionOptionsQuery = z
  .object({
    fromDate: isoDay.optional(),
    toDate: isoDay.optional(),
    shift: z.coerce.number().pipe(z.enum(SubstitutionShift)).optional(),
    /** The substitution being edited: it does not make its own substitute busy. */
    excludeId: idSchema.optional(),
  })
  .superRefine(rangeRule);
export type SubstitutionOptionsQuery = z.infer<typeof substitutionOptionsQuery>;

export const substitutionStaffOption = z.object({
  id: z.number().int(),
  name: z.string(),
  occupation: z.string(),
  isPedagogical: z.boolean(),
  /** Already substituting in an overlapping shift in the asked period: why, in Bulgarian; null when free. */
  busy: z.string().nullable(),
});
export type SubstitutionStaffOption = z.infer<typeof substitutionStaffOption>;

export const substitutionClassOption = z.object({ id: z.number().int(), name: z.string(), isForSubstitution: z.boolean() });
export type SubstitutionClassOption = z.infer<typeof substitutionClassOption>;

export const substitutionOptions = z.object({
  staff: z.array(substitutionStaffOption),
  /** The selected school year's groups, those made for substitution first, then by name. */
  classes: z.array(substitutionClassOption),
  shifts: z.array(z.object({ value: z.enum(SubstitutionShift), label: z.string(), defaultHours: z.number().int() })),
  reasons: z.array(z.object({ value: z.enum(SubstitutionReason), label: z.string() })),
  /** Working days in fromDate..toDate; null without a period. */
  workingDays: z.number().int().nullable(),
});
export type SubstitutionOptions = z.infer<typeof substitutionOptions>;

/** GET /api/TeacherSubstitutions/norms: a period inside one school year. */
export const substitutionNormsQuery = z.object({ fromDate: isoDay, toDate: isoDay }).superRefine(rangeRule);
export type SubstitutionNormsQuery = z.infer<typeof substitutionNormsQuery>;

export const substitutionNormRow = z.object({
  teacherId: z.number().int(),
  name: z.string(),
  occupation: z.string(),
  /** Working days of the period × NORM_HOURS_PER_DAY. */
  normHours: z.number().int(),
  /** Substitutions made (as the substitute) in the period. */
  substitutedDays: z.number().int(),
  substitutedHours: z.number().int(),
  /** Substitutions received (as the absent person) in the period. */
  absentDays: z.number().int(),
  absentHours: z.number().int(),
  /** Hours above the norm: substituted hours not balanced by the person's own absences. */
  lecturingHours: z.number().int(),
});
export type SubstitutionNormRow = z.infer<typeof substitutionNormRow>;

export const substitutionNorms = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  workingDays: z.number().int(),
  normHoursPerDay: z.number().int(),
  rows: z.array(substitutionNormRow),
});
export type SubstitutionNorms = z.infer<typeof substitutionNorms>;

/** Staff substitutions, spec 2 §7.3 TeacherSubstitutions (docs/substitutions.md). */
export const substitutionsRoutes = {
  list: {
    method: 'GET',
    path: 'TeacherSubstitutions/overview-models',
    query: substitutionListQuery,
    response: pagedResultSchema(substitutionRowSchema),
    access: resourceAccess(Resource.TeacherSubstitutions, 'read'),
  },
  options: {
    method: 'GET',
    path: 'TeacherSubstitutions/options',
    query: substitutionOptionsQuery,
    response: substitutionOptions,
    access: resourceAccess(Resource.TeacherSubstitutions, 'read'),
  },
  norms: {
    method: 'GET',
    path: 'TeacherSubstitutions/norms',
    query: substitutionNormsQuery,
    response: substitutionNorms,
    access: resourceAccess(Resource.TeacherSubstitutions, 'read'),
  },
  normsExport: {
    method: 'GET',
    path: 'TeacherSubstitutions/norms/export/:type',
    params: substitutionExportParams,
    query: substitutionNormsQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.TeacherSubstitutions, 'read'),
  },
  export: {
    method: 'GET',
    path: 'TeacherSubstitutions/export/:type',
    params: substitutionExportParams,
    query: substitutionListQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.TeacherSubstitutions, 'read'),
  },
  get: {
    method: 'GET',
    path: 'TeacherSubstitutions/:id',
    params: idParams,
    response: substitutionRowSchema,
    access: resourceAccess(Resource.TeacherSubstitutions, 'read'),
  },
  /** Create (create permission) or edit (update permission). */
  save: {
    method: 'POST',
    path: 'TeacherSubstitutions',
    body: saveSubstitutionRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.TeacherSubstitutions, 'save'),
    status: 200,
  },
  /** The spec leaves the parameter unstated: `?id=`. */
  remove: {
    method: 'DELETE',
    path: 'TeacherSubstitutions',
    query: substitutionDeleteQuery,
    response: emptyAnswer,
    access: resourceAccess(Resource.TeacherSubstitutions, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;
