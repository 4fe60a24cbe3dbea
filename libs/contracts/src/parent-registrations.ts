import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { Gender, IdentifierType, ParentRelation, RequestKind, RequestStatus } from './enums.js';
import { Resource, UserType } from './roles.js';
import { publicAccess, resourceAccess, type RouteTable, signedInAccess } from './routes.js';
import { checkChildIdentity } from './students.js';

/** Bulgarian messages of parents' requests and invitations (docs/parent-registrations.md). */
export const parentRegistrationMessages = {
  notFound: 'Заявката не е намерена.',
  kindergartenNotFound: 'Детската градина не е намерена.',
  notPending: 'Заявката вече е разгледана.',
  classRequired: 'Изберете група, в която да бъде записано детето.',
  childRequired: 'Изберете дете.',
  childNotYours: 'Детето не е намерено сред вашите деца.',
  notAParent: 'Заявки могат да подават само родители на деца в детската градина.',
  duplicatePending: 'Вече има неразгледана заявка за дете с този идентификатор.',
  childAlreadyEnrolled: 'Дете с този идентификатор вече е записано в детската градина.',
  reasonRequired: 'Посочете причината за отказа.',
  tooMany: 'Твърде много заявки от този адрес. Опитайте отново след 15 минути.',
  submitted: 'Заявката е изпратена. Ще получите писмо, когато директорът я разгледа.',
  noEmail: 'Записът няма имейл адрес: добавете имейл, за да изпратите покана.',
  recordNotFound: 'Записът не е намерен.',
  invitationSent: 'Поканата е изпратена.',
  alreadyActive: 'Профилът вече е активен: изпратено е известие за детската градина.',
} as const;

const isoDay = z.iso.date();
const name = (max = 100) => z.string().trim().min(1).max(max);
const optionalName = z.string().trim().max(100).nullish();
const phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^\+?[\d\s()-]{6,}$/, { message: 'Моля, въведете валиден телефонен номер.' });

/** The child as the parent describes it: the identifier is checked as on the child's record (`checkChildIdentity`). */
export const registrationChild = z
  .object({
    firstName: name(),
    middleName: optionalName,
    lastName: name(),
    identifierType: z.enum(IdentifierType),
    identifier: z.string().trim().min(1).max(20),
    birthDate: isoDay,
    gender: z.enum(Gender),
  })
  .superRefine(checkChildIdentity);
export type RegistrationChild = z.infer<typeof registrationChild>;

/** POST /api/ParentRegistrations/public: a parent who has no account yet asks to enrol a child (no password here). */
export const publicRegistrationRequest = z.object({
  kindergartenId: z.number().int().positive().max(2_147_483_647),
  firstName: name(),
  middleName: optionalName,
  lastName: name(),
  email: z.string().trim().email().max(200),
  phone,
  relation: z.enum(ParentRelation),
  child: registrationChild,
});
export type PublicRegistrationRequest = z.infer<typeof publicRegistrationRequest>;

/** GET /api/ParentRegistrations/public/kindergartens?settlementId=: the kindergartens of a town. */
export const publicKindergartensQuery = z.object({ settlementId: idSchema });
export type PublicKindergartensQuery = z.infer<typeof publicKindergartensQuery>;

export const registrationTown = z.object({
  id: z.number().int(),
  name: z.string(),
  municipality: z.string(),
});
export type RegistrationTown = z.infer<typeof registrationTown>;

export const registrationKindergarten = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
});
export type RegistrationKindergarten = z.infer<typeof registrationKindergarten>;

/**
 * POST /api/ParentRegistrations: a signed-in parent's request. Enroll: another child (`child`, `relation`);
 * Update: new data of one of their children (`studentId`, `child`); Delist: one of their children leaves (`studentId`).
 */
export const childApplicationRequest = z
  .object({
    kind: z.enum(RequestKind),
    studentId: z.number().int().positive().max(2_147_483_647).nullish(),
    relation: z.enum(ParentRelation).nullish(),
    child: registrationChild.nullish(),
    note: z.string().trim().max(1000).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== RequestKind.Enroll && !value.studentId)
      ctx.addIssue({ code: 'custom', path: ['studentId'], message: parentRegistrationMessages.childRequired });
    if (value.kind !== RequestKind.Delist && !value.child)
      ctx.addIssue({ code: 'custom', path: ['child'], message: 'Полето е задължително.' });
    if (value.kind === RequestKind.Enroll && !value.relation)
      ctx.addIssue({ code: 'custom', path: ['relation'], message: 'Полето е задължително.' });
  });
export type ChildApplicationRequest = z.infer<typeof childApplicationRequest>;

export const parentRegistrationListQuery = pageQueryOrderedBy(['createdAt', 'parentName']).extend({
  status: z.coerce.number().pipe(z.enum(RequestStatus)).optional(),
  kind: z.coerce.number().pipe(z.enum(RequestKind)).optional(),
});
export type ParentRegistrationListQuery = z.infer<typeof parentRegistrationListQuery>;

export const parentRegistrationRow = z.object({
  id: z.number().int(),
  kind: z.enum(RequestKind),
  status: z.enum(RequestStatus),
  parentName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  childName: z.string(),
  /** Moment of the request (ISO). */
  createdAt: z.string(),
});
export type ParentRegistrationRow = z.infer<typeof parentRegistrationRow>;

export const parentRegistrationDetails = parentRegistrationRow.extend({
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  relation: z.enum(ParentRelation).nullable(),
  studentId: z.number().int().nullable(),
  child: registrationChild.nullable(),
  note: z.string().nullable(),
  /** True for a request made by a signed-in parent, false for public self-registration. */
  bySignedInParent: z.boolean(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  rejectReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ParentRegistrationDetails = z.infer<typeof parentRegistrationDetails>;

/** POST /api/ParentRegistrations/{id}/approve: an Enroll request names the group of the current school year. */
export const approveRegistrationRequest = z.object({ classId: z.number().int().positive().max(2_147_483_647).nullish() });
export type ApproveRegistrationRequest = z.infer<typeof approveRegistrationRequest>;

export const rejectRegistrationRequest = z.object({
  reason: z.string().trim().min(1, { message: parentRegistrationMessages.reasonRequired }).max(1000),
});
export type RejectRegistrationRequest = z.infer<typeof rejectRegistrationRequest>;

/** A signed-in parent's children in the selected kindergarten (for the application form and the "my children" list). */
export const myChild = z.object({
  id: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  identifierType: z.enum(IdentifierType),
  identifier: z.string(),
  birthDate: z.string(),
  gender: z.enum(Gender),
  className: z.string().nullable(),
  isDetached: z.boolean(),
});
export type MyChild = z.infer<typeof myChild>;

/** POST /api/Mails/send-invitation: (re)send the invitation of a staff member (userType 1) or a parent record (2). */
export const sendInvitationRequest = z.object({
  userType: z.union([z.literal(UserType.Teacher), z.literal(UserType.Parent)]),
  id: z.number().int().positive().max(2_147_483_647),
});
export type SendInvitationRequest = z.infer<typeof sendInvitationRequest>;

export const invitationStateQuery = z.object({
  userType: z.coerce.number().pipe(z.union([z.literal(UserType.Teacher), z.literal(UserType.Parent)])),
  id: idSchema,
});
export type InvitationStateQuery = z.infer<typeof invitationStateQuery>;

/** The state of a record's sign-in account: none, invited (not yet activated), active. */
export enum AccountState {
  None = 0,
  Invited = 1,
  Active = 2,
}

export const accountStateLabels: Record<AccountState, string> = {
  [AccountState.None]: 'Няма профил',
  [AccountState.Invited]: 'Поканен',
  [AccountState.Active]: 'Активен',
};

export const invitationState = z.object({
  state: z.enum(AccountState),
  email: z.string().nullable(),
});
export type InvitationState = z.infer<typeof invitationState>;

export const sendInvitationResult = invitationState.extend({
  message: z.string(),
});
export type SendInvitationResult = z.infer<typeof sendInvitationResult>;

/** The answer of a call that only tells the user what happened (identity's `MessageResponse`). */
const messageAnswer = z.object({ message: z.string() });

/** Parents' requests (resource 20 "Заявки на родители"): calls designed in docs/parent-registrations.md. */
export const parentRegistrationsRoutes = {
  towns: {
    method: 'GET',
    path: 'ParentRegistrations/public/towns',
    response: z.array(registrationTown),
    access: publicAccess,
  },
  kindergartens: {
    method: 'GET',
    path: 'ParentRegistrations/public/kindergartens',
    query: publicKindergartensQuery,
    response: z.array(registrationKindergarten),
    access: publicAccess,
  },
  register: {
    method: 'POST',
    path: 'ParentRegistrations/public',
    body: publicRegistrationRequest,
    response: messageAnswer,
    access: publicAccess,
    status: 200,
  },
  myChildren: {
    method: 'GET',
    path: 'ParentRegistrations/my-children',
    response: z.array(myChild),
    access: resourceAccess(Resource.ParentRegistration, 'create'),
  },
  list: {
    method: 'GET',
    path: 'ParentRegistrations',
    query: parentRegistrationListQuery,
    response: pagedResultSchema(parentRegistrationRow),
    access: resourceAccess(Resource.ParentRegistration, 'read'),
  },
  get: {
    method: 'GET',
    path: 'ParentRegistrations/:id',
    params: idParams,
    response: parentRegistrationDetails,
    access: resourceAccess(Resource.ParentRegistration, 'read'),
  },
  apply: {
    method: 'POST',
    path: 'ParentRegistrations',
    body: childApplicationRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.ParentRegistration, 'create'),
    status: 200,
  },
  approve: {
    method: 'POST',
    path: 'ParentRegistrations/:id/approve',
    params: idParams,
    body: approveRegistrationRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.ParentRegistration, 'update'),
    status: 200,
  },
  reject: {
    method: 'POST',
    path: 'ParentRegistrations/:id/reject',
    params: idParams,
    body: rejectRegistrationRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.ParentRegistration, 'update'),
    status: 200,
  },
} as const satisfies RouteTable;

/**
 * Invitations of staff members and parents. The resource depends on `userType` (Teachers or Parents): the routes are
 * for the signed-in, the service checks the permission on the record's resource (403 otherwise).
 */
export const parentRegistrationsMailsRoutes = {
  send: {
    method: 'POST',
    path: 'Mails/send-invitation',
    body: sendInvitationRequest,
    response: sendInvitationResult,
    access: signedInAccess,
    status: 200,
  },
  state: {
    method: 'GET',
    path: 'Mails/invitation-state',
    query: invitationStateQuery,
    response: invitationState,
    access: signedInAccess,
  },
} as const satisfies RouteTable;
