import { z } from 'zod';
import { idSchema, saveResultSchema } from './common.js';
import { Allergen } from './enums.js';
import { Resource } from './roles.js';
import { emptyAnswer, resourceAccess, type RouteTable } from './routes.js';
import { storedFileAnswer } from './files.js';

/**
 * The care part of a child's record (issue 20 item 6; docs/students.md "Care"): allergies and food restrictions,
 * health notes, the people allowed to pick the child up, and the photo kept with a recorded consent.
 */
export const studentCareMessages = {
  phone: 'Въведете български телефонен номер, напр. 0888 123 456 или +359 2 123 4567.',
  idCard: 'Номерът на личната карта трябва да е от точно 9 цифри.',
  duplicateAllergen: 'Всеки алерген се посочва веднъж.',
  pickupPersonNotFound: 'Лицето не е намерено.',
  photoNotFound: 'Детето няма снимка.',
  consentRequired: 'Снимка се пази само със съгласие: въведете кой родител или настойник го дава.',
  consentConfirm: 'Потвърдете, че съгласието е дадено.',
  photoForbidden: 'Съгласието може да бъде оттеглено от родителя на детето или от персонала, който води записа му.',
} as const;

/** The digits of a Bulgarian phone number as people write them: spaces, dashes, dots and brackets are dropped. */
export function phoneDigits(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

/**
 * A Bulgarian phone number: national (0 + 8 or 9 digits, the first 2–9: 02 123 4567, 032 123 456, 0888 123 456)
 * or international (+359 / 00359 and the same digits without the 0). Null when it is not one; else the national
 * form `0…` that is stored.
 */
export function bulgarianPhone(value: string): string | null {
  const digits = phoneDigits(value.trim());
  const match = /^(?:\+359|00359|0)([2-9]\d{7,8})$/.exec(digits);
  return match ? `0${match[1]}` : null;
}

const phoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .refine((value) => bulgarianPhone(value) !== null, { message: studentCareMessages.phone })
  .transform((value) => bulgarianPhone(value)!);

/** The number of a Bulgarian identity card (лична карта): 9 digits. */
export const ID_CARD_PATTERN = /^\d{9}$/;

// ---- allergies, food restrictions and health notes ----

export const studentHealth = z.object({
  studentId: z.number().int(),
  /** The allergens of Regulation (EU) 1169/2011 Annex II the child must not eat (numbered 1–14 as menus print them). */
  allergens: z.array(z.enum(Allergen)),
  /** Other food restrictions in words (вегетарианско, без свинско, …). */
  foodRestrictions: z.string().nullable(),
  /** Health notes for those who care for the child (chronic conditions, what to do). */
  healthNotes: z.string().nullable(),
  /** The last change (ISO moment) and who made it; null before the first. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type StudentHealth = z.infer<typeof studentHealth>;

export const saveStudentHealthRequest = z.object({
  allergens: z
    .array(z.enum(Allergen))
    .max(14)
    .refine((list) => new Set(list).size === list.length, { message: studentCareMessages.duplicateAllergen }),
  foodRestrictions: z.string().trim().max(500).nullish(),
  healthNotes: z.string().trim().max(2000).nullish(),
});
export type SaveStudentHealthRequest = z.infer<typeof saveStudentHealthRequest>;

/**
 * One child of a group with what the kitchen must keep from the plate: the typed answer of
 * `StudentAllergensRepository.forGroup` (apps/api/src/areas/students/data), which the kitchen calls to warn on menus.
 */
export const childAllergens = z.object({
  studentId: z.number().int(),
  fullName: z.string(),
  allergens: z.array(z.enum(Allergen)),
  foodRestrictions: z.string().nullable(),
});
export type ChildAllergens = z.infer<typeof childAllergens>;

// ---- people allowed to pick the child up ----

export const pickupPerson = z.object({
  id: z.number().int(),
  fullName: z.string(),
  relation: z.string(),
  phone: z.string(),
  idCardNumber: z.string(),
});
export type PickupPerson = z.infer<typeof pickupPerson>;

/** POST Students/{id}/pickup-people: add (no id) or change a person allowed to pick the child up. */
export const savePickupPersonRequest = z.object({
  id: z.number().int().positive().optional(),
  fullName: z.string().trim().min(1).max(150),
  /** Free words: баба, дядо, леля, брат, детегледачка… */
  relation: z.string().trim().min(1).max(50),
  phone: phoneSchema,
  idCardNumber: z.string().trim().regex(ID_CARD_PATTERN, { message: studentCareMessages.idCard }),
});
export type SavePickupPersonRequest = z.input<typeof savePickupPersonRequest>;

export const pickupPersonParams = z.object({ id: idSchema, personId: idSchema });

// ---- the photo with consent ----

/** The multipart field of the picture; the consent travels in the same form (fields below). */
export const STUDENT_PHOTO_FIELD = 'file';
export const STUDENT_PHOTO_MAX_KB = 2048;
export const STUDENT_PHOTO_MAX_BYTES = STUDENT_PHOTO_MAX_KB * 1024;

/** The text fields of the photo's multipart form: who gives the consent (a parent or guardian) and its confirmation. */
export const studentPhotoConsentFields = z.object({
  consentGivenBy: z
    .string({ message: studentCareMessages.consentRequired })
    .trim()
    .min(1, studentCareMessages.consentRequired)
    .max(150),
  consent: z.literal('true', { message: studentCareMessages.consentConfirm }),
});
export type StudentPhotoConsentFields = z.infer<typeof studentPhotoConsentFields>;

export const studentPhotoInfo = z.object({
  photo: z
    .object({
      contentType: z.string(),
      /** The parent or guardian who gave the consent, as recorded. */
      consentGivenBy: z.string(),
      /** Who recorded the consent and uploaded the photo, and when (ISO moment). */
      recordedBy: z.string(),
      consentAt: z.string(),
    })
    .nullable(),
});
export type StudentPhotoInfo = z.infer<typeof studentPhotoInfo>;

const studentIdParams = z.object({ id: idSchema });

/** The care calls of a child's record (docs/students.md "Care"). */
export const studentsCareRoutes = {
  health: {
    method: 'GET',
    path: 'Students/:id/health',
    params: studentIdParams,
    response: studentHealth,
    access: resourceAccess(Resource.StudentHealth, 'read'),
  },
  saveHealth: {
    method: 'POST',
    path: 'Students/:id/health',
    params: studentIdParams,
    body: saveStudentHealthRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.StudentHealth, 'update'),
    status: 200,
  },
  pickupPeople: {
    method: 'GET',
    path: 'Students/:id/pickup-people',
    params: studentIdParams,
    response: z.array(pickupPerson),
    access: resourceAccess(Resource.Students, 'read'),
  },
  savePickupPerson: {
    method: 'POST',
    path: 'Students/:id/pickup-people',
    params: studentIdParams,
    body: savePickupPersonRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Students, 'update'),
    status: 200,
  },
  removePickupPerson: {
    method: 'DELETE',
    path: 'Students/:id/pickup-people/:personId',
    params: pickupPersonParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Students, 'update'),
    status: 204,
  },
  photoInfo: {
    method: 'GET',
    path: 'Students/:id/photo-consent',
    params: studentIdParams,
    response: studentPhotoInfo,
    access: resourceAccess(Resource.Students, 'read'),
  },
  photo: {
    method: 'GET',
    path: 'Students/:id/photo',
    params: studentIdParams,
    response: storedFileAnswer,
    access: resourceAccess(Resource.Students, 'read'),
  },
  /** Multipart: `file` (PNG/JPEG/WebP by content, up to 2 MB) with `consentGivenBy` and `consent=true`. */
  uploadPhoto: {
    method: 'POST',
    path: 'Students/:id/photo',
    params: studentIdParams,
    response: saveResultSchema,
    access: resourceAccess(Resource.Students, 'update'),
    status: 200,
  },
  /**
   * The consent is withdrawn: the photo is deleted. Read access at the door, because a parent (who only reads) may
   * withdraw for their own child; the service lets in the child's parents and staff who may edit the child.
   */
  withdrawPhotoConsent: {
    method: 'DELETE',
    path: 'Students/:id/photo',
    params: studentIdParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Students, 'read'),
    status: 204,
  },
} as const satisfies RouteTable;
