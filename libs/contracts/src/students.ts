import { z } from 'zod';
import { idSchema, pageQueryOrderedBy } from './common.js';
import { Gender, IdentifierType, type ParentRelation } from './enums.js';
import { egnBirthDate, egnGender, validateIdentifier } from './identifiers.js';

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

export interface StudentRow {
  id: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  fullName: string;
  birthDate: string;
  gender: Gender;
  hasSpecialNeeds: boolean;
  isDetached: boolean;
  leaveDate: string | null;
  classId: number | null;
  className: string | null;
}

export interface StudentPlacement {
  id: number;
  classId: number;
  className: string;
  periodName: string;
  fromDate: string;
  toDate: string | null;
}

export interface StudentParentLink {
  parentId: number;
  fullName: string;
  relation: ParentRelation;
  email: string | null;
  phone: string | null;
}

export interface StudentDetails extends Omit<StudentRow, 'fullName'> {
  fullName: string;
  identifierType: IdentifierType;
  identifier: string;
  address: string | null;
  placements: StudentPlacement[];
  parents: StudentParentLink[];
}

/** The fields of a child's identity that must agree with each other. */
export interface ChildIdentity {
  identifierType: IdentifierType;
  identifier: string;
  birthDate: string;
  gender: Gender;
}

/**
 * A refinement for every schema that describes a child (the record, a parent's request): the identifier passes its
 * checksum (ЕГН, ЛНЧ) or shape, and an ЕГН encodes the birth date and the gender given.
 */
export function checkChildIdentity(value: ChildIdentity, ctx: z.RefinementCtx): void {
  if (!validateIdentifier(value.identifierType, value.identifier)) {
    const message =
      value.identifierType === IdentifierType.EGN
        ? studentMessages.invalidEgn
        : value.identifierType === IdentifierType.ForeignerID
          ? studentMessages.invalidLnch
          : studentMessages.invalidIdentificationNumber;
    ctx.addIssue({ code: 'custom', path: ['identifier'], message });
    return;
  }
  if (value.identifierType !== IdentifierType.EGN) return;
  const birth = egnBirthDate(value.identifier);
  const encoded = birth ? `${birth.year}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}` : null;
  if (encoded !== value.birthDate) {
    ctx.addIssue({ code: 'custom', path: ['birthDate'], message: studentMessages.egnBirthDateMismatch });
  }
  if (egnGender(value.identifier) !== value.gender) {
    ctx.addIssue({ code: 'custom', path: ['gender'], message: studentMessages.egnGenderMismatch });
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

export interface StudentOption {
  id: number;
  name: string;
  classId: number | null;
}

/** GET /api/Students/grouped: every group of the selected school year with its children now, then those in no group. */
export interface StudentGroup {
  classId: number | null;
  className: string;
  students: { id: number; name: string }[];
}
