import { z } from 'zod';
import { idSchema, pageQueryOrderedBy } from './common.js';
import type { AccountState } from './parent-registrations.js';

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

export interface TeacherOccupationOption {
  name: TeacherOccupation;
  isPedagogical: boolean;
}

const occupationSchema = z.enum(teacherOccupations, { error: teacherMessages.invalidOccupation });
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

export interface TeacherRow {
  id: number;
  kindergartenId: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  occupation: string;
  isPedagogical: boolean;
  isDirector: boolean;
  /** Whether the person has a sign-in account. */
  hasAccount: boolean;
  /** The sign-in account: none, invited (not yet activated) or active. */
  accountState: AccountState;
}

export interface TeacherDetails extends TeacherRow {
  birthDate: string | null;
}

/** GET /api/Teachers/{id}/{kindergartenId}. */
export const teacherParams = z.object({ id: idSchema, kindergartenId: idSchema });
export type TeacherParams = z.infer<typeof teacherParams>;

/** GET /api/Teachers/by-kind. */
export const teachersByKindQuery = z.object({
  pedagogical: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
export type TeachersByKindQuery = z.infer<typeof teachersByKindQuery>;

/** A staff member in a picker (by-kind, teachers-pedagogues, directors). */
export interface TeacherListItem {
  id: number;
  name: string;
  occupation: string;
}

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

export interface TeacherAssignmentRow {
  id: number;
  fullName: string;
  occupation: string;
  isPedagogical: boolean;
  hasAccount: boolean;
  classes: { id: number; name: string }[];
}

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

export interface TeacherLookup {
  id: number;
  name: string;
}
