import { z } from 'zod';
import type { AccessEntry } from './access.js';
import { idParams, idSchema, saveResultSchema } from './common.js';
import { LoginIdentifierType } from './login-identifiers.js';
import { signInPath } from './sign-in-paths.js';
import { Resource, ResourceGroup, Role, UserType } from './roles.js';
import { emptyAnswer, fileAnswer, publicAccess, type RouteTable, signedInAccess } from './routes.js';
import { PASSWORD_MIN_LENGTH, passwordRule, validationMessages } from './validation-messages.js';

export const loginRequest = z.object({
  identifier: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
  identifierType: z.enum(LoginIdentifierType).default(LoginIdentifierType.Email),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

/** The password rule of spec 1 §5: lowercase, uppercase, digit, minimum length. */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(128)
  .regex(passwordRule, { message: validationMessages.regex });

const passwordsMatch: [(value: { password: string; confirmPassword: string }) => boolean, { path: string[]; message: string }] = [
  (value) => value.password === value.confirmPassword,
  { path: ['confirmPassword'], message: validationMessages.confirmed },
];
const passwordPair = { password: newPassword, confirmPassword: z.string() };

export const loggedInKindergarten = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The settlement (town or village) the kindergarten is in. */
  city: z.string(),
  /** The municipality of that settlement. */
  town: z.string(),
  adress: z.string(),
  isSelected: z.boolean(),
});
export type LoggedInKindergarten = z.infer<typeof loggedInKindergarten>;

/** One entry of the user's `access[]` (access.ts `AccessEntry`). */
export const accessEntrySchema = z.object({
  resource: z.enum(Resource),
  group: z.enum(ResourceGroup),
  read: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  canView: z.boolean(),
  canCreate: z.boolean(),
  canEdit: z.boolean(),
}) satisfies z.ZodType<AccessEntry>;

/** "Logged-in user" of spec 1 §3. */
export const loggedInUser = z.object({
  id: z.number().int(),
  baseRoleType: z.enum(Role),
  userType: z.enum(UserType),
  periodId: z.number().int().nullable(),
  consolidation: z.boolean(),
  kindergartens: z.array(loggedInKindergarten),
  access: z.array(accessEntrySchema),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  avatarPath: z.string(),
});
export type LoggedInUser = z.infer<typeof loggedInUser>;

export const forgotPasswordRequest = z.object({ email: z.string().trim().email().max(200) });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z
  .object({ userId: idSchema, token: z.string().min(10).max(200), ...passwordPair })
  .refine(...passwordsMatch);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const activateAccountRequest = z.object({ token: z.string().min(10).max(200), ...passwordPair }).refine(...passwordsMatch);
export type ActivateAccountRequest = z.infer<typeof activateAccountRequest>;

export const changePasswordRequest = z
  .object({ currentPassword: z.string().min(1).max(200), ...passwordPair })
  .refine(...passwordsMatch);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const unsubscribeRequest = z.object({ token: z.string().min(10).max(200) });
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequest>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Bulgarian phone numbers are compared in their national form: "+359 888 123 456" → "0888123456". */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+359')) return `0${digits.slice(4)}`;
  if (digits.startsWith('00359')) return `0${digits.slice(5)}`;
  return digits.replace(/\+/g, '');
}

/** POST /api/identity/update: the signed-in user's own profile. */
export const updateProfileRequest = z.object({
  firstName: z.string().trim().min(1).max(100),
  middleName: z.string().trim().max(100).nullish(),
  lastName: z.string().trim().min(1).max(100),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^\+?[\d\s()-]{6,}$/, { message: 'Моля, въведете валиден телефонен номер.' })
    .nullish()
    .or(z.literal('')),
  /** Which e-mail notifications the user wants (SubscriptionFlags bits). */
  subscriptionFlags: z.number().int().min(0).max(15),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const profileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  subscriptionFlags: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /api/Files/avatars: the profile picture, PNG, JPEG or WebP (recognised by content, not by name), up to 2 MB. */
export const AVATAR_MAX_KB = 2048;
export const AVATAR_MAX_BYTES = AVATAR_MAX_KB * 1024;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];
/** The multipart field that carries the picture. */
export const AVATAR_FIELD = 'file';

/** Sign-in, the signed-in user, the own profile and the e-mail links (spec 1 §7); sign-out is `auth/logout`. */
export const identityRoutes = {
  login: {
    ...signInPath,
    body: loginRequest,
    response: loginResponse,
    access: publicAccess,
    status: 200,
  },
  getUserData: {
    method: 'GET',
    path: 'identity/user-data',
    response: loggedInUser,
    access: signedInAccess,
  },
  changeSchoolYear: {
    method: 'POST',
    path: 'identity/change-school-year/:id',
    params: idParams,
    response: saveResultSchema,
    access: signedInAccess,
    status: 200,
  },
  /** The signed-in user's own profile (names, phone, e-mail, notification choices): what the profile page edits. */
  profile: {
    method: 'GET',
    path: 'identity/profile',
    response: profileSchema,
    access: signedInAccess,
  },
  update: {
    method: 'POST',
    path: 'identity/update',
    body: updateProfileRequest,
    response: profileSchema,
    access: signedInAccess,
    status: 200,
  },
  changePassword: {
    method: 'POST',
    path: 'identity/change-password',
    body: changePasswordRequest,
    response: messageResponse,
    access: signedInAccess,
    status: 200,
  },
  forgotPassword: {
    method: 'POST',
    path: 'identity/forgot-password',
    body: forgotPasswordRequest,
    response: messageResponse,
    access: publicAccess,
    status: 200,
  },
  resetPassword: {
    method: 'POST',
    path: 'identity/reset-password',
    body: resetPasswordRequest,
    response: messageResponse,
    access: publicAccess,
    status: 200,
  },
  unsubscribe: {
    method: 'POST',
    path: 'identity/unsubscribe',
    body: unsubscribeRequest,
    response: messageResponse,
    access: publicAccess,
    status: 200,
  },
  /** Revokes the token: the same token answers 401 from now on. */
  logout: {
    method: 'POST',
    path: 'auth/logout',
    response: emptyAnswer,
    access: signedInAccess,
    status: 204,
  },
} as const satisfies RouteTable;

/** The links of invitation e-mails: a new staff member, parent or kindergarten administrator sets a password. */
export const identityAccountActivationRoutes = {
  activateTeacher: {
    method: 'POST',
    path: 'AccountManagement/activate-teacher-account',
    body: activateAccountRequest,
    response: messageResponse,
    access: publicAccess,
    status: 200,
  },
  activateParent: {
    method: 'POST',
    path: 'AccountManagement/activate-parent-account',
    body: activateAccountRequest,
    response: messageResponse,
    access: publicAccess,
    status: 200,
  },
  /** `id`: the kindergarten the administrator was invited to. */
  activateAdmin: {
    method: 'POST',
    path: 'AccountManagement/create-admin-account/:id',
    params: idParams,
    body: activateAccountRequest,
    response: messageResponse,
    access: publicAccess,
    status: 200,
  },
} as const satisfies RouteTable;

/** "Справка за профила": the signed-in user's own data as a file (spec 1 §8). */
export const identityAccountSheetRoutes = {
  pdf: {
    method: 'GET',
    path: 'identity/account-sheet/pdf',
    response: fileAnswer,
    access: signedInAccess,
  },
  excel: {
    method: 'GET',
    path: 'identity/account-sheet/excel',
    response: fileAnswer,
    access: signedInAccess,
  },
} as const satisfies RouteTable;
