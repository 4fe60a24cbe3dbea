import { z } from 'zod';
import { Resource } from './roles.js';
import { idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { DaysOffType, ModuleLockGroup } from './enums.js';
import { emptyAnswer, resourceAccess, type RouteTable } from './routes.js';

/** Bulgarian messages of days off and module locks (spec 2 §7.1 "Days off", §7.3 "ModuleSettings"; docs/days-off.md). */
export const daysOffMessages = {
  notFound: 'Неучебният ден не е намерен.',
  nationalReadOnly: 'Официалните празници и националните неучебни дни се променят само от главния администратор.',
  toBeforeFrom: 'Крайната дата не може да е преди началната.',
  rangeTooLong: 'Периодът не може да е по-дълъг от 366 дни.',
  outsideSchoolYear: 'Датите трябва да са в избраната учебна година.',
  noSchoolYear: 'Изберете учебна година.',
  classNotFound: 'Групата не е намерена.',
  classOutsideYear: 'Групата не е от избраната учебна година.',
  groupOnlyForOwn: 'Група може да се посочи само за неучебен ден на детската градина.',
  noKindergarten: 'Изберете детска градина.',
  duplicateLockGroup: 'Всеки модул може да присъства само веднъж.',
} as const;

const isoDay = z.iso.date();

/** A day off's identifier (`dayOffGuid`, spec 2 §3). */
export const dayOffGuidParams = z.object({ guid: z.uuid() });
export type DayOffGuidParams = z.infer<typeof dayOffGuidParams>;

/** A day off as the lists and the form show it: national (the master's) or the kindergarten's own. */
export const dayOffSchema = z.object({
  dayOffGuid: z.string(),
  /** First day, "YYYY-MM-DD". */
  fromDate: z.string(),
  /** Last day (inclusive), "YYYY-MM-DD"; equals fromDate for one day. */
  toDate: z.string(),
  name: z.string(),
  type: z.enum(DaysOffType),
  /** True for the master's national days off (official holidays): read-only for a kindergarten. */
  isNational: z.boolean(),
  /** Only for a kindergarten's own day: the one group it concerns (e.g. a group's quarantine); null for the whole kindergarten. */
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
});
export type DayOff = z.infer<typeof dayOffSchema>;

const dayOffFields = {
  fromDate: isoDay,
  /** Absent: one day. */
  toDate: isoDay.optional(),
  name: z.string().trim().min(1).max(200),
  type: z.enum(DaysOffType),
};

function rangeRule(value: { fromDate: string; toDate?: string }, context: z.RefinementCtx): void {
  const to = value.toDate ?? value.fromDate;
  if (to < value.fromDate) context.addIssue({ code: 'custom', path: ['toDate'], message: daysOffMessages.toBeforeFrom });
  else if ((Date.parse(to) - Date.parse(value.fromDate)) / 86_400_000 > 365)
    context.addIssue({ code: 'custom', path: ['toDate'], message: daysOffMessages.rangeTooLong });
}

/** GET /api/administration/daysoff/overview-models: national days off overlapping a school year or a date range. */
export const nationalDaysOffQuery = pageQueryOrderedBy(['fromDate', 'name', 'type'])
  .extend({
    /** The school year starting in this year: 1 September of it to 31 August of the next. */
    schoolYear: z.coerce.number().int().min(2000).max(2099).optional(),
    fromDate: isoDay.optional(),
    toDate: isoDay.optional(),
  })
  .extend({ pageSize: z.coerce.number().int().min(1).max(500).default(50) });
export type NationalDaysOffQuery = z.infer<typeof nationalDaysOffQuery>;

/** POST /api/administration/daysoff: create (no dayOffGuid) or edit a national day off, one day or a range. */
export const saveNationalDayOffRequest = z.object({ dayOffGuid: z.uuid().optional(), ...dayOffFields }).superRefine(rangeRule);
export type SaveNationalDayOffRequest = z.infer<typeof saveNationalDayOffRequest>;

/** POST /api/administration/daysoff/prefill: the official holidays of a school year (idempotent). */
export const prefillHolidaysRequest = z.object({ schoolYear: z.number().int().min(2000).max(2098) });
export type PrefillHolidaysRequest = z.infer<typeof prefillHolidaysRequest>;

export const prefillHolidaysResultSchema = z.object({
  /** Holidays added now. */
  added: z.number().int(),
  /** Holidays of the year that were already there (left as they are). */
  existing: z.number().int(),
});
export type PrefillHolidaysResult = z.infer<typeof prefillHolidaysResultSchema>;

/** GET /api/DaysOff/overview-models: national and own days off of the selected school year. */
export const daysOffQuery = pageQueryOrderedBy(['fromDate', 'name', 'type'])
  .extend({
    type: z.coerce.number().pipe(z.enum(DaysOffType)).optional(),
    /** true: only national; false: only own; absent: both. */
    isNational: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .extend({ pageSize: z.coerce.number().int().min(1).max(500).default(50) });
export type DaysOffQuery = z.infer<typeof daysOffQuery>;

/** POST /api/DaysOff: create (no dayOffGuid) or edit one of the kindergarten's own days off. */
export const saveDayOffRequest = z
  .object({
    dayOffGuid: z.uuid().optional(),
    ...dayOffFields,
    /** One group of the kindergarten (e.g. its quarantine); absent or null: the whole kindergarten. */
    classId: idSchema.nullable().optional(),
  })
  .superRefine(rangeRule);
export type SaveDayOffRequest = z.infer<typeof saveDayOffRequest>;

/** A module lock (spec 1 §3 "Module lock group"): entry into the module is refused up to and including `lockedUntil`. */
export const moduleLockSchema = z.object({
  group: z.enum(ModuleLockGroup),
  /** "YYYY-MM-DD"; null: not locked. */
  lockedUntil: isoDay.nullable(),
});
export type ModuleLock = z.infer<typeof moduleLockSchema>;

/** GET /api/ModuleSettings: the five lock groups of a kindergarten (the selected one unless a national reader names one). */
export const moduleSettingsQuery = z.object({ kindergartenId: idSchema.optional() });
export type ModuleSettingsQuery = z.infer<typeof moduleSettingsQuery>;

export const moduleSettingsSchema = z.object({
  kindergartenId: z.number().int(),
  locks: z.array(moduleLockSchema.extend({ updatedAt: z.string().nullable() })),
});
export type ModuleSettings = z.infer<typeof moduleSettingsSchema>;

/** POST /api/ModuleSettings: the locks of the selected kindergarten; groups left out keep their lock. */
export const saveModuleSettingsRequest = z.object({
  locks: z
    .array(moduleLockSchema)
    .min(1)
    .max(5)
    .refine((locks) => new Set(locks.map((lock) => lock.group)).size === locks.length, daysOffMessages.duplicateLockGroup),
});
export type SaveModuleSettingsRequest = z.infer<typeof saveModuleSettingsRequest>;

/** A kindergarten's days off: national ones read-only, its own ones written here. */
export const daysOffRoutes = {
  list: {
    method: 'GET',
    path: 'DaysOff/overview-models',
    query: daysOffQuery,
    response: pagedResultSchema(dayOffSchema),
    access: resourceAccess(Resource.DaysOff, 'read'),
  },
  get: {
    method: 'GET',
    path: 'DaysOff/:guid',
    params: dayOffGuidParams,
    response: dayOffSchema,
    access: resourceAccess(Resource.DaysOff, 'read'),
  },
  /** Create (no dayOffGuid) or edit: create or update permission, the service resolves which. */
  save: {
    method: 'POST',
    path: 'DaysOff',
    body: saveDayOffRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.DaysOff, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'DaysOff/:guid',
    params: dayOffGuidParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.DaysOff, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;

/** The master's national days off (docs/days-off.md: why Resource.MasterKindergartens). */
export const daysOffNationalRoutes = {
  list: {
    method: 'GET',
    path: 'administration/daysoff/overview-models',
    query: nationalDaysOffQuery,
    response: pagedResultSchema(dayOffSchema),
    access: resourceAccess(Resource.MasterKindergartens, 'read'),
  },
  save: {
    method: 'POST',
    path: 'administration/daysoff',
    body: saveNationalDayOffRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterKindergartens, 'save'),
    status: 200,
  },
  prefill: {
    method: 'POST',
    path: 'administration/daysoff/prefill',
    body: prefillHolidaysRequest,
    response: prefillHolidaysResultSchema,
    access: resourceAccess(Resource.MasterKindergartens, 'create'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'administration/daysoff/:guid',
    params: dayOffGuidParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.MasterKindergartens, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;

/** Module locks (spec 2 §7.3 "ModuleSettings"). */
export const daysOffModuleSettingsRoutes = {
  get: {
    method: 'GET',
    path: 'ModuleSettings',
    query: moduleSettingsQuery,
    response: moduleSettingsSchema,
    access: resourceAccess(Resource.ModuleSettings, 'read'),
  },
  save: {
    method: 'POST',
    path: 'ModuleSettings',
    body: saveModuleSettingsRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.ModuleSettings, 'update'),
    status: 200,
  },
} as const satisfies RouteTable;
