import { z } from 'zod';
import { pageQueryOrderedBy } from './common.js';
import { isValidEgn, isValidLnch } from './identifiers.js';

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

export interface AccountMembership {
  kindergartenId: number;
  kindergartenName: string;
  role: number;
  isActive: boolean;
}

/** A person as the account tools show them: an account, or a staff or parent record. */
export interface AccountPerson {
  id: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  fullName: string;
  email: string | null;
  phone: string | null;
}

/** A staff or parent record of a kindergarten, linked to the account. */
export interface AccountRecord extends AccountPerson {
  kindergartenId: number;
  kindergartenName: string;
}

export interface AccountInfo extends AccountPerson {
  identificationNumber: string | null;
  userType: number;
  /** MON 4, municipality 5, master 7; null for kindergarten accounts. */
  nationalRole: number | null;
  municipalityName: string | null;
  isActive: boolean;
  /** False while the invitation has not been accepted (no password chosen yet). */
  hasPassword: boolean;
  createdAt: string;
  memberships: AccountMembership[];
  staff: AccountRecord[];
  parents: AccountRecord[];
}

/** Every account the search term names (a phone number may be shared), at most 20. */
export interface AccountInfoResponse {
  accounts: AccountInfo[];
}

/** GET AccountManagement/account-records: staff and parent records by name or e-mail, to attach to an account. */
export const accountRecordsQuery = z.object({
  kind: z.enum(['staff', 'parent']),
  searchTerm: z.string().trim().min(2).max(100),
});
export type AccountRecordsQuery = z.infer<typeof accountRecordsQuery>;

export interface AccountRecordOption extends AccountRecord {
  userId: number | null;
}

export const userIdRequest = z.object({ userId: bodyId });
export type UserIdRequest = z.infer<typeof userIdRequest>;

export const nationalAccountsQuery = pageQueryOrderedBy(['name', 'email', 'municipality']).extend({
  searchTerm: z.string().trim().max(100).optional(),
});
export type NationalAccountsQuery = z.infer<typeof nationalAccountsQuery>;

export interface NationalAccountRow extends AccountPerson {
  isActive: boolean;
  hasPassword: boolean;
  municipalityId: number | null;
  municipalityName: string | null;
  regionName: string | null;
  createdAt: string;
}

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
