import { z } from 'zod';
import { idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { AccountState } from './parent-registrations.js';
import { Resource } from './roles.js';
import { fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/** Bulgarian messages of the staff records (spec 2 §7.3 "Teachers"). */
export const teacherMessages = {
  notFound: 'Служителят не е намерен.',
  invalidPhone: 'Моля, въведете валиден телефонен номер.',
  invalidOccupation: 'Изберете длъжност от списъка.',
  birthDateInFuture: 'Датата на раждане не може да е в бъдещето.',
} as const;

/**
 * The occupations a staff member can hold (GET /api/Teachers/occupations), in the order a director reads them.
 * The spec names the call but not the list; ours follows the positions of a Bulgarian kindergarten.
 */
export const teacherOccupations = [
  'Директор',
  'Заместник-директор',
  'Главен учител',
  'Старши учител',
  'Учител',
  'Ресурсен учител',
  'Логопед',
  'Психолог',
  'Медицинска сестра',
  'Помощник-възпитател',
  'Домакин',
  'Готвач',
  'Счетоводител',
  'Чистач',
  'Огняр',
  'Друг',
] as const;
export type TeacherOccupation = (typeof teacherOccupations)[number];

/** Occupations that are pedagogical staff by default (the save keeps an explicit choice). */
export const pedagogicalOccupations: readonly TeacherOccupation[] = [
  'Директор',
  'Заместник-директор',
  'Главен учител',
  'Старши учител',
  'Учител',
  'Ресурсен учител',
  'Логопед',
  'Психолог',
];

/** Whether an occupation is pedagogical unless the director says otherwise. */
export const isPedagogicalOccupation = (occupation: string): boolean =>
  (pedagogicalOccupations as readonly string[]).includes(occupation);

const occupationSchema = z.enum(teacherOccupations, { error: teacherMessages.invalidOccupation });

export const teacherOccupationOption = z.object({
  name: occupationSchema,
  isPedagogical: z.boolean(),
});
export type TeacherOccupationOption = z.infer<typeof teacherOccupationOption>;
const isoDay = z.iso.date();
const yesNo = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();
const optionalText = (max: number) => z.string().trim().max(max).nullish().or(z.literal(''));

/** Filters of the staff list and its export. */
export const teacherFilters = z.object({
  /** Part of a name (any of the three), case-insensitive. */
  nameSearchTerm: z.string().trim().max(100).optional(),
  occupation: occupationSchema.optional(),
  isPedagogical: yesNo,
  isDirector: yesNo,
});
export type TeacherFilters = z.infer<typeof teacherFilters>;

/** GET /api/Teachers/overview-models. */
export const teacherListQuery = pageQueryOrderedBy(['name', 'occupation']).extend(teacherFilters.shape);
export type TeacherListQuery = z.infer<typeof teacherListQuery>;

export const teacherRow = z.object({
  id: z.number().int(),
  kindergartenId: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  occupation: z.string(),
  isPedagogical: z.boolean(),
  isDirector: z.boolean(),
  /** Whether the person has a sign-in account. */
  hasAccount: z.boolean(),
  /** The sign-in account: none, invited (not yet activated) or active. */
  accountState: z.enum(AccountState),
});
export type TeacherRow = z.infer<typeof teacherRow>;

export const teacherDetails = teacherRow.extend({
  birthDate: z.string().nullable(),
});
export type TeacherDetails = z.infer<typeof teacherDetails>;

/** GET /api/Teachers/{id}/{kindergartenId}. */
export const teacherParams = z.object({ id: idSchema, kindergartenId: idSchema });
export type TeacherParams = z.infer<typeof teacherParams>;

/** GET /api/Teachers/by-kind. */
export const teachersByKindQuery = z.object({
  pedagogical: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
export type TeachersByKindQuery = z.infer<typeof teachersByKindQuery>;

/** A staff member in a picker (by-kind, teachers-pedagogues, directors). */
export const teacherListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  occupation: z.string(),
});
export type TeacherListItem = z.infer<typeof teacherListItem>;

/**
 * POST /api/Teachers/save: create (no id) or edit a staff member of the selected kindergarten.
 * `isPedagogical` and `isDirector` follow the occupation when left out (see docs/teachers.md).
 */
export const saveTeacherRequest = z.object({
  id: z.number().int().positive().optional(),
  firstName: z.string().trim().min(1).max(100),
  middleName: optionalText(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.string().trim().email().max(200).nullish().or(z.literal('')),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^\+?[\d\s()-]{6,}$/, { message: teacherMessages.invalidPhone })
    .nullish()
    .or(z.literal('')),
  occupation: occupationSchema,
  isPedagogical: z.boolean().optional(),
  isDirector: z.boolean().optional(),
  birthDate: isoDay.nullish().or(z.literal('')),
});
export type SaveTeacherRequest = z.infer<typeof saveTeacherRequest>;

/** GET /api/Teachers/list: the staff with the groups they teach in the selected school year (paged). */
export const teacherAssignmentsQuery = pageQueryOrderedBy(['name', 'occupation']).extend({
  nameSearchTerm: z.string().trim().max(100).optional(),
  /** Only those who teach this group. */
  classId: idSchema.optional(),
  isPedagogical: yesNo,
});
export type TeacherAssignmentsQuery = z.infer<typeof teacherAssignmentsQuery>;

export const teacherAssignmentRow = z.object({
  id: z.number().int(),
  fullName: z.string(),
  occupation: z.string(),
  isPedagogical: z.boolean(),
  hasAccount: z.boolean(),
  classes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TeacherAssignmentRow = z.infer<typeof teacherAssignmentRow>;

/** GET /api/Teachers/by-kindergarten: the staff of one of the user's own kindergartens (not only the selected one). */
export const teachersByKindergartenQuery = z.object({ kindergartenId: idSchema });
export type TeachersByKindergartenQuery = z.infer<typeof teachersByKindergartenQuery>;

/** GET /api/teachers: the lightweight lookup list (spec 2 §3 "Lookup lists: teachers"), searchable for autocompletes. */
export const teacherLookupQuery = z.object({
  nameSearchTerm: z.string().trim().max(100).optional(),
  /** At most this many (default 50). */
  take: z.coerce.number().int().min(1).max(200).default(50),
});
export type TeacherLookupQuery = z.infer<typeof teacherLookupQuery>;

export const teacherLookup = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type TeacherLookup = z.infer<typeof teacherLookup>;

/** GET /api/Teachers/for-kindergarten: the selected kindergarten's staff, for pickers (a group's teachers). */
export const teacherOptionSchema = z.object({
  id: z.number().int(),
  /** First, middle and last name. */
  name: z.string(),
  occupation: z.string(),
  isPedagogical: z.boolean(),
});
export type TeacherOption = z.infer<typeof teacherOptionSchema>;

/**
 * Staff records (spec 2 §7.3 "Teachers"), the staff picker (`forKindergarten`) and the staff lists other pages pick
 * from (`lookup`, `assignments`, `byKindergarten`, `forActivities`; docs/teachers.md).
 */
export const teachersRoutes = {
  /** The lightweight lookup list (spec 2 §3 "Lookup lists: teachers"). */
  lookup: {
    method: 'GET',
    path: 'Teachers',
    query: teacherLookupQuery,
    response: z.array(teacherLookup),
    access: resourceAccess(Resource.Teachers, 'read'),
  },
  assignments: {
    method: 'GET',
    path: 'Teachers/list',
    query: teacherAssignmentsQuery,
    response: pagedResultSchema(teacherAssignmentRow),
    access: resourceAccess(Resource.Teachers, 'read'),
  },
  byKindergarten: {
    method: 'GET',
    path: 'Teachers/by-kindergarten',
    query: teachersByKindergartenQuery,
    response: z.array(teacherListItem),
    access: resourceAccess(Resource.Teachers, 'read'),
  },
  forActivities: {
    method: 'GET',
    path: 'Teachers/for-activities',
    response: z.array(teacherListItem),
    access: resourceAccess(Resource.Teachers, 'read'),
  },
  forKindergarten: {
    method: 'GET',
    path: 'Teachers/for-kindergarten',
    response: z.array(teacherOptionSchema),
    access: resourceAccess(Resource.Teachers, 'read'),
  },
  occupations: {
    method: 'GET',
    path: 'Teachers/occupations',
    response: z.array(teacherOccupationOption),
    access: resourceAccess(Resource.Teachers, 'read'),
  },
  list: {
    method: 'GET',
    path: 'Teachers/overview-models',
    query: teacherListQuery,
    response: pagedResultSchema(teacherRow),
    access: resourceAccess(Resource.Teachers, 'read'),
  },
  byKind: {
    method: 'GET',
    path: 'Teachers/by-kind',
    query: teachersByKindQuery,
    response: z.array(teacherListItem),
    access: resourceAccess(Resource.Teachers, 'read'),
  },
  pedagogues: {
    method: 'GET',
    path: 'Teachers/teachers-pedagogues',
    response: z.array(teacherListItem),
    access: resourceAccess(Resource.Teachers, 'read'),
  },
  directors: {
    method: 'GET',
    path: 'Teachers/directors',
    response: z.array(teacherListItem),
    access: resourceAccess(Resource.Teachers, 'read'),
  },
  export: {
    method: 'GET',
    path: 'Teachers/export',
    query: teacherFilters,
    response: fileAnswer,
    access: resourceAccess(Resource.Teachers, 'read'),
  },
  /** Create (create permission) or edit (update permission): one call of the spec for both. */
  save: {
    method: 'POST',
    path: 'Teachers/save',
    body: saveTeacherRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Teachers, 'save'),
    status: 200,
  },
  get: {
    method: 'GET',
    path: 'Teachers/:id/:kindergartenId',
    params: teacherParams,
    response: teacherDetails,
    access: resourceAccess(Resource.Teachers, 'read'),
  },
} as const satisfies RouteTable;
