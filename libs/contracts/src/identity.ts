import { z } from 'zod';
import type { AccessEntry, Role, UserType } from './access.js';
import { idSchema } from './common.js';
import { LoginIdentifierType } from './login-identifiers.js';
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

export interface LoggedInKindergarten {
  id: number;
  name: string;
  /** The settlement (town or village) the kindergarten is in. */
  city: string;
  /** The municipality of that settlement. */
  town: string;
  adress: string;
  isSelected: boolean;
}

/** "Logged-in user" of spec 1 §3. */
export interface LoggedInUser {
  id: number;
  baseRoleType: Role;
  userType: UserType;
  periodId: number | null;
  consolidation: boolean;
  kindergartens: LoggedInKindergarten[];
  access: AccessEntry[];
  firstName: string;
  lastName: string;
  email: string | null;
  avatarPath: string;
}

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

export interface MessageResponse {
  message: string;
}

export interface Partner {
  id: number;
  name: string;
}

export const partnersQuery = z.object({ orderByColumn: z.enum(['Name', 'name', 'Id', 'id']).optional() });
export type PartnersQuery = z.infer<typeof partnersQuery>;

export interface HealthResponse {
  status: 'ok';
}

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

export interface Profile {
  id: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  phone: string | null;
  subscriptionFlags: number;
}

/** POST /api/Files/avatars: the profile picture, PNG, JPEG or WebP (recognised by content, not by name), up to 2 MB. */
export const AVATAR_MAX_KB = 2048;
export const AVATAR_MAX_BYTES = AVATAR_MAX_KB * 1024;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];
/** The multipart field that carries the picture. */
export const AVATAR_FIELD = 'file';
