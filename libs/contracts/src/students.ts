import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { Gender, IdentifierType, ParentRelation } from './enums.js';
import { egnBirthDate, egnGender, validateIdentifier } from './identifiers.js';
import { Resource } from './roles.js';
import { fileAnswer, resourceAccess, type RouteTable } from './routes.js';
import { studentBrief, studentsQuery } from './students-movements.js';

/** Bulgarian messages of the child's record (spec 2 §7.3 "Students"). */
export const studentMessages = {
  notFound: 'Детето не е намерено.',
  duplicateIdentifier: 'Дете с това ЕГН вече е записано в детската градина.',
  invalidEgn: 'Невалидно ЕГН.',
  invalidLnch: 'Невалиден ЛНЧ.',
  invalidIdentificationNumber: 'Идентификационният номер може да съдържа само букви и цифри (до 20).',
  egnBirthDateMismatch: 'Датата на раждане не съвпада с ЕГН.',
  egnGenderMismatch: 'Полът не съвпада с ЕГН.',
  birthDateInFuture: 'Датата на раждане не може да е в бъдещето.',
  birthDateImplausible: 'Датата на раждане не е правдоподобна за дете в детска градина (до 8 години).',
  classNotFound: 'Групата не е намерена.',
  classOutsideYear: 'Групата не е от избраната учебна година.',
  moveDateTooEarly: 'Датата на преместване трябва да е след началото на досегашната група.',
  alreadyDetached: 'Детето вече е отписано.',
  detachedNoGroup: 'Отписано дете не може да бъде записано в група.',
  noSchoolYear: 'Изберете учебна година.',
  parentExport: 'Експортът на децата е достъпен само за персонала.',
} as const;

const isoDay = z.iso.date();
const yesNo = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** The kid filter options of spec 2 §9 (SOP, detached) and the list's own filters; `hasPreferences` waits for its column. */
export const studentFilters = z.object({
  /** Part of a name (any of the three) or the whole identifier; case-insensitive in Bulgarian. */
  nameSearchTerm: z.string().trim().max(100).optional(),
  /** The group (class) of the selected school year the child is in now. */
  classId: idSchema.optional(),
  /** With (true) or without (false) special educational needs (СОП). */
  hasSpecialNeeds: yesNo,
  /** Detached children are kept; the list shows the others unless asked (default false). */
  isDetached: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
  /** Full years today (Europe/Sofia). */
  age: z.coerce.number().int().min(0).max(10).optional(),
});
export type StudentFilters = z.infer<typeof studentFilters>;

export const studentListQuery = pageQueryOrderedBy(['name', 'birthDate', 'className']).extend(studentFilters.shape);
export type StudentListQuery = z.infer<typeof studentListQuery>;

export const studentRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  birthDate: z.string(),
  gender: z.enum(Gender),
  hasSpecialNeeds: z.boolean(),
  isDetached: z.boolean(),
  leaveDate: z.string().nullable(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
});
export type StudentRow = z.infer<typeof studentRow>;

export const studentPlacement = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  periodName: z.string(),
  fromDate: z.string(),
  toDate: z.string().nullable(),
});
export type StudentPlacement = z.infer<typeof studentPlacement>;

export const studentParentLink = z.object({
  parentId: z.number().int(),
  fullName: z.string(),
  relation: z.enum(ParentRelation),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type StudentParentLink = z.infer<typeof studentParentLink>;

export const studentDetails = studentRow.extend({
  identifierType: z.enum(IdentifierType),
  identifier: z.string(),
  address: z.string().nullable(),
  placements: z.array(studentPlacement),
  parents: z.array(studentParentLink),
});
export type StudentDetails = z.infer<typeof studentDetails>;

/** The fields of a child's identity that must agree with each other. */
export interface ChildIdentity {
  identifierType: IdentifierType;
  identifier: string;
  birthDate: string;
  gender: Gender;
}

/** A kindergarten child is under about 8: the oldest stay in the preparatory group the year they turn 7 (or 8, deferred). */
export const CHILD_MAX_AGE_YEARS = 8;

/** Today in Europe/Sofia, 'YYYY-MM-DD' (the calendar day of the people who use the product, wherever it runs). */
export function todayInBulgaria(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/**
 * What is wrong with a child's birth date on `today`: in the future, or too long ago for a kindergarten child (born
 * before 1 January of the year CHILD_MAX_AGE_YEARS years back, so a child deferred from the first grade still fits);
 * null when it is plausible. The age bound is for a child entering the register: an existing record keeps its date.
 */
export function childBirthDateProblem(birthDate: string, today: string, newChild = true): string | null {
  if (birthDate > today) return studentMessages.birthDateInFuture;
  if (newChild && Number(birthDate.slice(0, 4)) < Number(today.slice(0, 4)) - CHILD_MAX_AGE_YEARS) {
    return studentMessages.birthDateImplausible;
  }
  return null;
}

/** A problem of a child's identity, under the field it concerns. */
export interface ChildIdentityIssue {
  path: 'identifier' | 'birthDate' | 'gender';
  message: string;
}

/**
 * The one validation of a child's identity, for every path that creates or changes a child (the record, a parent's
 * request and its approval): the identifier passes its checksum (ЕГН, ЛНЧ) or shape, an ЕГН encodes the birth date and
 * the gender given, the gender is one of the two, and the birth date is not in the future and is plausible for a
 * kindergarten (`childBirthDateProblem`). Empty when the identity holds.
 */
export function childIdentityIssues(
  value: ChildIdentity,
  options: { today?: string; newChild?: boolean } = {},
): ChildIdentityIssue[] {
  const issues: ChildIdentityIssue[] = [];
  const birthProblem = childBirthDateProblem(value.birthDate, options.today ?? todayInBulgaria(), options.newChild ?? true);
  if (birthProblem) issues.push({ path: 'birthDate', message: birthProblem });
  if (value.gender !== Gender.Male && value.gender !== Gender.Female) {
    issues.push({ path: 'gender', message: studentMessages.egnGenderMismatch });
  }
  if (!validateIdentifier(value.identifierType, value.identifier)) {
    const message =
      value.identifierType === IdentifierType.EGN
        ? studentMessages.invalidEgn
        : value.identifierType === IdentifierType.ForeignerID
          ? studentMessages.invalidLnch
          : studentMessages.invalidIdentificationNumber;
    issues.push({ path: 'identifier', message });
    return issues;
  }
  if (value.identifierType !== IdentifierType.EGN) return issues;
  const birth = egnBirthDate(value.identifier);
  const encoded = birth ? `${birth.year}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}` : null;
  if (encoded !== value.birthDate) issues.push({ path: 'birthDate', message: studentMessages.egnBirthDateMismatch });
  if (egnGender(value.identifier) !== value.gender) issues.push({ path: 'gender', message: studentMessages.egnGenderMismatch });
  return issues;
}

/**
 * A refinement for every schema that describes a child (the record, a parent's request): `childIdentityIssues` on
 * today's date. A record being edited (`id` given) keeps a birth date older than the kindergarten bound (the
 * service checks the bound when the date changes).
 */
export function checkChildIdentity(value: ChildIdentity & { id?: number }, ctx: z.RefinementCtx): void {
  for (const issue of childIdentityIssues(value, { newChild: value.id === undefined })) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
}

/** POST /api/Students: create (no id) or edit; `classId` places the child in a group of the selected year from `classFromDate`. */
export const saveStudentRequest = z
  .object({
    id: z.number().int().positive().optional(),
    firstName: z.string().trim().min(1).max(100),
    middleName: z.string().trim().max(100).nullish(),
    lastName: z.string().trim().min(1).max(100),
    identifierType: z.enum(IdentifierType),
    identifier: z.string().trim().min(1).max(20),
    gender: z.enum(Gender),
    birthDate: isoDay,
    address: z.string().trim().max(300).nullish(),
    hasSpecialNeeds: z.boolean().default(false),
    /** The group of the selected school year; null takes the child out of its current group. Absent: unchanged. */
    classId: z.number().int().positive().nullish(),
    /** The first day in the group (defaults to today); a move closes the old placement the day before. */
    classFromDate: isoDay.optional(),
  })
  .superRefine(checkChildIdentity);
export type SaveStudentRequest = z.infer<typeof saveStudentRequest>;

/** POST /api/Students/{id}/detach: the child leaves the kindergarten; the record and its history stay. */
export const detachStudentRequest = z.object({ leaveDate: isoDay });
export type DetachStudentRequest = z.infer<typeof detachStudentRequest>;

export const studentDropdownQuery = z.object({ classId: idSchema.optional() });
export type StudentDropdownQuery = z.infer<typeof studentDropdownQuery>;

export const studentOption = z.object({
  id: z.number().int(),
  name: z.string(),
  classId: z.number().int().nullable(),
});
export type StudentOption = z.infer<typeof studentOption>;

/** GET /api/Students/grouped: every group of the selected school year with its children now, then those in no group. */
export const studentGroup = z.object({
  classId: z.number().int().nullable(),
  className: z.string(),
  students: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type StudentGroup = z.infer<typeof studentGroup>;

/** Children's records (spec 2 §7.3 "Students"); the guests and the certificates: students-movements.ts. */
export const studentsRoutes = {
  /** The day's roster with its guests, or (`parentId`) a parent's children; `GET students/` is this same route. */
  students: {
    method: 'GET',
    path: 'Students',
    query: studentsQuery,
    response: z.array(studentBrief),
    access: resourceAccess(Resource.Students, 'read'),
  },
  list: {
    method: 'GET',
    path: 'Students/overview-models',
    query: studentListQuery,
    response: pagedResultSchema(studentRow),
    access: resourceAccess(Resource.Students, 'read'),
  },
  dropdown: {
    method: 'GET',
    path: 'Students/dropdown',
    query: studentDropdownQuery,
    response: z.array(studentOption),
    access: resourceAccess(Resource.Students, 'read'),
  },
  grouped: {
    method: 'GET',
    path: 'Students/grouped',
    response: z.array(studentGroup),
    access: resourceAccess(Resource.Students, 'read'),
  },
  export: {
    method: 'GET',
    path: 'Students/export',
    query: studentFilters,
    response: fileAnswer,
    access: resourceAccess(Resource.Students, 'read'),
  },
  get: {
    method: 'GET',
    path: 'Students/:id',
    params: idParams,
    response: studentDetails,
    access: resourceAccess(Resource.Students, 'read'),
  },
  /** Create (create permission) or edit (update permission): one call of the spec for both. */
  save: {
    method: 'POST',
    path: 'Students',
    body: saveStudentRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Students, 'save'),
    status: 200,
  },
  detach: {
    method: 'POST',
    path: 'Students/:id/detach',
    params: idParams,
    body: detachStudentRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Students, 'update'),
    status: 200,
  },
} as const satisfies RouteTable;
