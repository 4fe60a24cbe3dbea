import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { IdentifierType, ParentRelation } from './enums.js';
import { validateIdentifier } from './identifiers.js';
import { Resource } from './roles.js';
import { fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/**
 * The children who come and go (spec 2 §7.3 "Students"): the day's roster of a group with its guests, a parent's
 * children, guest children from other kindergartens and relocation certificates. Rules: docs/students.md.
 */
export const studentMovementMessages = {
  parentNotFound: 'Родителят не е намерен.',
  guestNotFound: 'Гостуването не е намерено.',
  guestCandidateNotFound: 'Няма дете с този идентификатор в друга детска градина в платформата.',
  guestStudentNotFound: 'Детето не е намерено в друга детска градина.',
  guestOverlap: 'Детето вече гостува в този период.',
  guestToBeforeFrom: 'Крайната дата трябва да е след началната.',
  guestOutsideYear: 'Датите трябва да са в избраната учебна година.',
  guestParentsOnly: 'Гостуващите деца се виждат само от персонала.',
  certificateNotFound: 'Удостоверението не е намерено.',
  certificateNumberTaken: 'Удостоверение с този номер вече е издадено през тази година.',
  certificateDetached: 'Детето вече е отписано: удостоверение не може да бъде издадено.',
  certificateLeaveBeforePlacement: 'Датата на отписване трябва да е след началото на досегашната група.',
  certificateTargetRequired: 'Изберете детска градина или въведете наименованието ѝ.',
  certificateTargetSelf: 'Детето не може да бъде преместено в същата детска градина.',
  certificateTargetNotFound: 'Детската градина не е намерена.',
  certificateNotLatest: 'Може да се изтрие само последното удостоверение на детето.',
  certificateChildChanged: 'Детето е записано отново след удостоверението: то не може да бъде изтрито.',
} as const;

const isoDay = z.iso.date();

/**
 * GET /api/Students (also written `students/`: routes are case-insensitive, so one call). With `parentId`: the
 * children of that parent record. Otherwise the roster of the selected school year on `date` (today by default),
 * optionally of one group, with the guest children placed in it on that day.
 */
export const studentsQuery = z.object({
  parentId: idSchema.optional(),
  classId: idSchema.optional(),
  date: isoDay.optional(),
});
export type StudentsQuery = z.infer<typeof studentsQuery>;

export const studentBrief = z.object({
  id: z.number().int(),
  fullName: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  /** A child of another kindergarten attending here on the day (its record stays with the home kindergarten). */
  isGuest: z.boolean(),
  guestPlacementId: z.number().int().nullable(),
  homeKindergartenName: z.string().nullable(),
  /** With `parentId`: the parent's relation to the child. */
  relation: z.enum(ParentRelation).nullable(),
});
export type StudentBrief = z.infer<typeof studentBrief>;

// ---- guest children ----

/** GET /api/Students/guest-candidates: a child of ANOTHER kindergarten found by its identifier (names and home only). */
export const guestCandidateQuery = z
  .object({
    identifierType: z.coerce.number().pipe(z.enum(IdentifierType)),
    identifier: z.string().trim().min(1).max(20),
  })
  .superRefine((value, ctx) => {
    if (!validateIdentifier(value.identifierType, value.identifier)) {
      ctx.addIssue({ code: 'custom', path: ['identifier'], message: 'Невалиден идентификатор.' });
    }
  });
export type GuestCandidateQuery = z.infer<typeof guestCandidateQuery>;

export const guestCandidate = z.object({
  studentId: z.number().int(),
  fullName: z.string(),
  homeKindergartenId: z.number().int(),
  homeKindergartenName: z.string(),
});
export type GuestCandidate = z.infer<typeof guestCandidate>;

/**
 * POST /api/Students/guest-student: place (no id) or change a guest placement in a group of the selected year.
 * A new placement names the child by its identifier and home kindergarten (what the director was shown by
 * guest-candidates), never by a bare record id: knowing an id of another kindergarten reveals nothing.
 */
export const saveGuestStudentRequest = z
  .object({
    id: z.number().int().positive().optional(),
    identifierType: z.enum(IdentifierType).optional(),
    identifier: z.string().trim().max(20).optional(),
    homeKindergartenId: z.number().int().positive().optional(),
    classId: z.number().int().positive(),
    fromDate: isoDay,
    toDate: isoDay,
    note: z.string().trim().max(300).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.toDate < value.fromDate) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: studentMovementMessages.guestToBeforeFrom });
    }
    if (value.id !== undefined) return;
    if (value.identifierType === undefined) {
      ctx.addIssue({ code: 'custom', path: ['identifierType'], message: 'Изберете вид идентификатор.' });
    } else if (!value.identifier || !validateIdentifier(value.identifierType, value.identifier)) {
      ctx.addIssue({ code: 'custom', path: ['identifier'], message: 'Невалиден идентификатор.' });
    }
    if (value.homeKindergartenId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['homeKindergartenId'], message: 'Изберете детската градина на детето.' });
    }
  });
export type SaveGuestStudentRequest = z.infer<typeof saveGuestStudentRequest>;

/** GET /api/Students/guest-students: the guest placements of the selected kindergarten. */
export const guestStudentListQuery = pageQueryOrderedBy(['fromDate', 'name']).extend({
  classId: idSchema.optional(),
  /** Only the placements covering this day. */
  activeOn: isoDay.optional(),
});
export type GuestStudentListQuery = z.infer<typeof guestStudentListQuery>;

export const guestStudentRow = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  fullName: z.string(),
  homeKindergartenId: z.number().int(),
  homeKindergartenName: z.string(),
  classId: z.number().int(),
  className: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  note: z.string().nullable(),
});
export type GuestStudentRow = z.infer<typeof guestStudentRow>;

// ---- relocation certificates ----

/** POST /api/Students/relocation-certificate: issue the certificate; the child leaves the group after `leaveDate`. */
export const issueRelocationCertificateRequest = z
  .object({
    studentId: z.number().int().positive(),
    number: z.string().trim().min(1).max(30),
    issueDate: isoDay,
    /** The child's last day in this kindergarten. */
    leaveDate: isoDay,
    /** A kindergarten of the platform (Kindergartens/external-kindergartens) … */
    targetKindergartenId: z.number().int().positive().nullish(),
    /** … or one outside it, by name. */
    targetKindergartenName: z.string().trim().max(300).nullish(),
    targetSettlement: z.string().trim().max(200).nullish(),
    reason: z.string().trim().min(1).max(500),
  })
  .superRefine((value, ctx) => {
    if (!value.targetKindergartenId && !value.targetKindergartenName) {
      ctx.addIssue({
        code: 'custom',
        path: ['targetKindergartenName'],
        message: studentMovementMessages.certificateTargetRequired,
      });
    }
  });
export type IssueRelocationCertificateRequest = z.infer<typeof issueRelocationCertificateRequest>;

/** GET /api/Students/relocation-certificate-overview-models. */
export const relocationCertificateListQuery = pageQueryOrderedBy(['issueDate', 'number', 'name']).extend({
  studentId: idSchema.optional(),
  nameSearchTerm: z.string().trim().max(100).optional(),
});
export type RelocationCertificateListQuery = z.infer<typeof relocationCertificateListQuery>;

export const relocationCertificateRow = z.object({
  relocationCertificateId: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  number: z.string(),
  issueDate: z.string(),
  leaveDate: z.string(),
  targetKindergartenId: z.number().int().nullable(),
  targetKindergartenName: z.string(),
  targetSettlement: z.string().nullable(),
  reason: z.string(),
  /** Only the child's latest certificate can be deleted. */
  isLatest: z.boolean(),
});
export type RelocationCertificateRow = z.infer<typeof relocationCertificateRow>;

/** DELETE /api/Students/relocation-certificate?id= */
export const relocationCertificateIdQuery = z.object({ id: idSchema });
export type RelocationCertificateIdQuery = z.infer<typeof relocationCertificateIdQuery>;

/** Guest children: children of other kindergartens attending a group here for a while (docs/students.md). */
export const studentsGuestRoutes = {
  candidates: {
    method: 'GET',
    path: 'Students/guest-candidates',
    query: guestCandidateQuery,
    response: z.array(guestCandidate),
    access: resourceAccess(Resource.Students, 'create'),
  },
  list: {
    method: 'GET',
    path: 'Students/guest-students',
    query: guestStudentListQuery,
    response: pagedResultSchema(guestStudentRow),
    access: resourceAccess(Resource.Students, 'read'),
  },
  get: {
    method: 'GET',
    path: 'Students/guest-student/:id',
    params: idParams,
    response: guestStudentRow,
    access: resourceAccess(Resource.Students, 'read'),
  },
  /** Place (create permission) or change (update permission) a guest placement. */
  save: {
    method: 'POST',
    path: 'Students/guest-student',
    body: saveGuestStudentRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Students, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'Students/guest-student/:id',
    params: idParams,
    response: saveResultSchema,
    access: resourceAccess(Resource.Students, 'delete'),
  },
} as const satisfies RouteTable;

/** Relocation certificates (удостоверение за преместване), resource 48 Удостоверения (docs/students.md). */
export const studentsCertificateRoutes = {
  list: {
    method: 'GET',
    path: 'Students/relocation-certificate-overview-models',
    query: relocationCertificateListQuery,
    response: pagedResultSchema(relocationCertificateRow),
    access: resourceAccess(Resource.Certificates, 'read'),
  },
  issue: {
    method: 'POST',
    path: 'Students/relocation-certificate',
    body: issueRelocationCertificateRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Certificates, 'create'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'Students/relocation-certificate',
    query: relocationCertificateIdQuery,
    response: saveResultSchema,
    access: resourceAccess(Resource.Certificates, 'delete'),
  },
  pdf: {
    method: 'GET',
    path: 'Students/relocation-certificate/:id/pdf',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.Certificates, 'read'),
  },
} as const satisfies RouteTable;
