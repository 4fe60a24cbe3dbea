import { z } from 'zod';
import { idParams, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { activateAccountRequest } from './identity.js';
import { isValidEgn, isValidLnch } from './identifiers.js';
import { Resource } from './roles.js';
import { publicAccess, resourceAccess, type RouteTable } from './routes.js';

/** Bulgarian messages of the master administrator's account tools (spec 2 §7.1 AccountManagement). */
export const accountMessages = {
  accountNotFound: 'Профилът не е намерен.',
  staffNotFound: 'Служителят не е намерен.',
  parentNotFound: 'Родителят не е намерен.',
  membershipNotFound: 'Профилът не е свързан с тази детска градина.',
  municipalityNotFound: 'Общината не е намерена.',
  emailTaken: 'Този имейл адрес вече се използва от друг профил.',
  identifierTaken: 'Този идентификатор вече се използва от друг профил.',
  invalidPhone: 'Моля, въведете валиден телефонен номер.',
  invalidIdentifier: 'Моля, въведете валидно ЕГН или ЛНЧ.',
  nationalAccount: 'Профилът е на МОН, община или главен администратор и не може да се свързва с детска градина.',
  notMunicipalityAccount: 'Профилът не е на община.',
  parentHasAccount: 'Родителят вече е свързан с друг профил. Първо премахнете връзката.',
  staffHasAccount: 'Служителят вече е свързан с друг профил. Първо премахнете връзката.',
  parentTaken: 'Профилът вече е свързан с друг родител в тази детска градина.',
  staffTaken: 'Профилът вече е свързан с друг служител в тази детска градина.',
  notLinked: 'Записът не е свързан с профил.',
  noEmail: 'Профилът няма имейл адрес.',
  recoverySent: 'Изпратихме писмо с връзка за смяна на паролата.',
  activationSent: 'Профилът още не е активиран: изпратихме отново писмо с връзка за активиране.',
} as const;

const name = z.string().trim().min(1).max(100);
const optionalName = z.string().trim().max(100).nullish();
const email = z.string().trim().email().max(200);
const phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^\+?[\d\s()-]{6,}$/, { message: accountMessages.invalidPhone })
  .nullish()
  .or(z.literal(''));
const identifier = z
  .string()
  .trim()
  .refine((value) => isValidEgn(value) || isValidLnch(value), { message: accountMessages.invalidIdentifier })
  .nullish()
  .or(z.literal(''));
const bodyId = z.number().int().positive().max(2_147_483_647);
/** A person's three names, as every form of these calls has them. */
const personNames = { firstName: name, middleName: optionalName, lastName: name };

/** GET AccountManagement/account-info: an e-mail (exact, any case), a phone number or an ЕГН/ЛНЧ. */
export const accountInfoQuery = z.object({ searchTerm: z.string().trim().min(3).max(200) });
export type AccountInfoQuery = z.infer<typeof accountInfoQuery>;

export const accountMembership = z.object({
  kindergartenId: z.number().int(),
  kindergartenName: z.string(),
  role: z.number().int(),
  isActive: z.boolean(),
});
export type AccountMembership = z.infer<typeof accountMembership>;

/** A person as the account tools show them: an account, or a staff or parent record. */
export const accountPerson = z.object({
  id: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type AccountPerson = z.infer<typeof accountPerson>;

/** A staff or parent record of a kindergarten, linked to the account. */
export const accountRecord = accountPerson.extend({
  kindergartenId: z.number().int(),
  kindergartenName: z.string(),
});
export type AccountRecord = z.infer<typeof accountRecord>;

export const accountInfo = accountPerson.extend({
  identificationNumber: z.string().nullable(),
  userType: z.number().int(),
  /** MON 4, municipality 5, master 7; null for kindergarten accounts. */
  nationalRole: z.number().int().nullable(),
  municipalityName: z.string().nullable(),
  isActive: z.boolean(),
  /** False while the invitation has not been accepted (no password chosen yet). */
  hasPassword: z.boolean(),
  createdAt: z.string(),
  memberships: z.array(accountMembership),
  staff: z.array(accountRecord),
  parents: z.array(accountRecord),
});
export type AccountInfo = z.infer<typeof accountInfo>;

/** Every account the search term names (a phone number may be shared), at most 20. */
export const accountInfoResponse = z.object({ accounts: z.array(accountInfo) });
export type AccountInfoResponse = z.infer<typeof accountInfoResponse>;

/** GET AccountManagement/account-records: staff and parent records by name or e-mail, to attach to an account. */
export const accountRecordsQuery = z.object({
  kind: z.enum(['staff', 'parent']),
  searchTerm: z.string().trim().min(2).max(100),
});
export type AccountRecordsQuery = z.infer<typeof accountRecordsQuery>;

export const accountRecordOption = accountRecord.extend({ userId: z.number().int().nullable() });
export type AccountRecordOption = z.infer<typeof accountRecordOption>;

export const userIdRequest = z.object({ userId: bodyId });
export type UserIdRequest = z.infer<typeof userIdRequest>;

export const nationalAccountsQuery = pageQueryOrderedBy(['name', 'email', 'municipality']).extend({
  searchTerm: z.string().trim().max(100).optional(),
});
export type NationalAccountsQuery = z.infer<typeof nationalAccountsQuery>;

export const nationalAccountRow = accountPerson.extend({
  isActive: z.boolean(),
  hasPassword: z.boolean(),
  municipalityId: z.number().int().nullable(),
  municipalityName: z.string().nullable(),
  regionName: z.string().nullable(),
  createdAt: z.string(),
});
export type NationalAccountRow = z.infer<typeof nationalAccountRow>;

export const inviteMonAccountRequest = z.object({ ...personNames, email, phone });
export type InviteMonAccountRequest = z.infer<typeof inviteMonAccountRequest>;

export const inviteMunicipalityAccountRequest = inviteMonAccountRequest.extend({ municipalityId: bodyId });
export type InviteMunicipalityAccountRequest = z.infer<typeof inviteMunicipalityAccountRequest>;

export const editMunicipalityAccountRequest = z.object({ id: bodyId, ...personNames, municipalityId: bodyId });
export type EditMunicipalityAccountRequest = z.infer<typeof editMunicipalityAccountRequest>;

export const detachAccountRequest = z.object({ userId: bodyId, kindergartenId: bodyId });
export type DetachAccountRequest = z.infer<typeof detachAccountRequest>;

/** POST update-account-info: the account's names, phone, ЕГН/ЛНЧ and (optionally) e-mail. */
export const updateAccountInfoRequest = z.object({
  id: bodyId,
  ...personNames,
  phone,
  identificationNumber: identifier,
  email: email.optional(),
});
export type UpdateAccountInfoRequest = z.infer<typeof updateAccountInfoRequest>;

/** POST update-parent-email / update-staff-email: the record's e-mail, and its account's when it has one. */
export const updateRecordEmailRequest = z.object({ id: bodyId, email });
export type UpdateRecordEmailRequest = z.infer<typeof updateRecordEmailRequest>;

/** POST attach-parent-to-account / attach-staff-to-account. */
export const attachRecordRequest = z.object({ id: bodyId, userId: bodyId });
export type AttachRecordRequest = z.infer<typeof attachRecordRequest>;

export const updateStaffInfoRequest = z.object({ id: bodyId, ...personNames, phone });
export type UpdateStaffInfoRequest = z.infer<typeof updateStaffInfoRequest>;

/** The answer of a call that only tells the user what happened (identity's `MessageResponse`). */
const messageAnswer = z.object({ message: z.string() });

/**
 * The master administrator's account tools (spec 2 §7.1 AccountManagement). The activate-teacher/parent-account and
 * create-admin-account calls of the same prefix are identity's (`identity.ts`).
 */
export const accountManagementRoutes = {
  accountInfo: {
    method: 'GET',
    path: 'AccountManagement/account-info',
    query: accountInfoQuery,
    response: accountInfoResponse,
    access: resourceAccess(Resource.MasterUsers, 'read'),
  },
  accountRecords: {
    method: 'GET',
    path: 'AccountManagement/account-records',
    query: accountRecordsQuery,
    response: z.array(accountRecordOption),
    access: resourceAccess(Resource.MasterUsers, 'read'),
  },
  resetPassword: {
    method: 'POST',
    path: 'AccountManagement/reset-password',
    body: userIdRequest,
    response: messageAnswer,
    access: resourceAccess(Resource.MasterUsers, 'update'),
    status: 200,
  },
  monAccounts: {
    method: 'GET',
    path: 'AccountManagement/mon-accounts-info',
    query: nationalAccountsQuery,
    response: pagedResultSchema(nationalAccountRow),
    access: resourceAccess(Resource.MasterUsers, 'read'),
  },
  municipalityAccounts: {
    method: 'GET',
    path: 'AccountManagement/municipality-accounts-info',
    query: nationalAccountsQuery,
    response: pagedResultSchema(nationalAccountRow),
    access: resourceAccess(Resource.MasterUsers, 'read'),
  },
  inviteMon: {
    method: 'POST',
    path: 'AccountManagement/invite-mon-account',
    body: inviteMonAccountRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterUsers, 'create'),
    status: 200,
  },
  inviteMunicipality: {
    method: 'POST',
    path: 'AccountManagement/invite-municipality-account',
    body: inviteMunicipalityAccountRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterUsers, 'create'),
    status: 200,
  },
  /** The link of the invitation e-mail of a MON or municipality account (not in the spec's list: its activation). */
  activateNational: {
    method: 'POST',
    path: 'AccountManagement/activate-national-account',
    body: activateAccountRequest,
    response: messageAnswer,
    access: publicAccess,
    status: 200,
  },
  editMunicipality: {
    method: 'POST',
    path: 'AccountManagement/edit-municipality-account',
    body: editMunicipalityAccountRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterUsers, 'update'),
    status: 200,
  },
  detachAccount: {
    method: 'POST',
    path: 'AccountManagement/detach-account',
    body: detachAccountRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterUsers, 'update'),
    status: 200,
  },
  updateAccountInfo: {
    method: 'POST',
    path: 'AccountManagement/update-account-info',
    body: updateAccountInfoRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterUsers, 'update'),
    status: 200,
  },
  updateParentEmail: {
    method: 'POST',
    path: 'AccountManagement/update-parent-email',
    body: updateRecordEmailRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterUsers, 'update'),
    status: 200,
  },
  attachParent: {
    method: 'POST',
    path: 'AccountManagement/attach-parent-to-account',
    body: attachRecordRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterUsers, 'update'),
    status: 200,
  },
  detachParent: {
    method: 'POST',
    path: 'AccountManagement/detach-account-from-parent/:id',
    params: idParams,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterUsers, 'update'),
    status: 200,
  },
  updateStaffEmail: {
    method: 'POST',
    path: 'AccountManagement/update-staff-email',
    body: updateRecordEmailRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterUsers, 'update'),
    status: 200,
  },
  attachStaff: {
    method: 'POST',
    path: 'AccountManagement/attach-staff-to-account',
    body: attachRecordRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterUsers, 'update'),
    status: 200,
  },
  detachStaff: {
    method: 'POST',
    path: 'AccountManagement/detach-account-from-staff/:id',
    params: idParams,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterUsers, 'update'),
    status: 200,
  },
  updateStaffInfo: {
    method: 'POST',
    path: 'AccountManagement/update-staff-info',
    body: updateStaffInfoRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterUsers, 'update'),
    status: 200,
  },
} as const satisfies RouteTable;
