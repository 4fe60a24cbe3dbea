import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQuery, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { PaymentProviderConfigurationFlags, ProviderDiscountKind } from './enums.js';
import { isValidEik, isValidIban, normalizeIban } from './identifiers.js';
import { Resource } from './roles.js';
import { emptyAnswer, resourceAccess, type RouteTable, signedInAccess } from './routes.js';

/**
 * The master administrator's activity providers and activity types (spec 2 §7.1 "Activity providers", "Activity
 * types", "kindergartens-with-activities"; resource MasterActivities; docs/activities.md "Providers and activity
 * types"). A provider is a company with its own ePay merchant account: its КИН and secret (the secret write-only,
 * encrypted at rest), the kindergartens it works in and its default student discounts.
 */
export const activityProviderMessages = {
  notFound: 'Доставчикът не е намерен.',
  invalidEik: 'Невалиден ЕИК/БУЛСТАТ: въведете 9 или 13 цифри с вярна контролна цифра.',
  invalidIban: 'Невалиден IBAN: проверете номера (български IBAN има 22 знака, например BG80 BNBG 9661 1020 3456 78).',
  invalidEpayMin: 'КИН в ePay съдържа само цифри (до 20).',
  eikTaken: 'Вече има доставчик с този ЕИК/БУЛСТАТ.',
  unknownKindergartens: 'Някои от избраните детски градини не съществуват.',
  kindergartenHasActivities: (names: string) =>
    `Доставчикът не може да бъде премахнат от ${names}: там има дейности с този доставчик.`,
  inUse: 'Доставчикът не може да бъде изтрит: има дейности с този доставчик.',
  percent: 'Отстъпката трябва да е над 0 и най-много 100 %, с до два знака след десетичната запетая.',
  duplicateKindergarten: 'Детска градина е избрана повече от веднъж.',
} as const;

export const activityTypeMessages = {
  notFound: 'Видът дейност не е намерен.',
  nameTaken: 'Вече има вид дейност с това наименование.',
  inUse: 'Видът дейност не може да бъде изтрит: има дейности от този вид.',
} as const;

/** A percent with at most two decimals (numeric(5, 2)), above 0 and at most 100. */
const percentSchema = z
  .number()
  .refine((value) => value > 0 && value <= 100 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: activityProviderMessages.percent,
  });

/** A provider's default student discount (siblings, special educational needs, custom). */
export const providerDiscount = z.object({
  kind: z.enum(ProviderDiscountKind),
  name: z.string().trim().min(1).max(100),
  percent: percentSchema,
});
export type ProviderDiscount = z.infer<typeof providerDiscount>;

export const providerDiscountRow = providerDiscount.extend({ id: z.number().int() });
export type ProviderDiscountRow = z.infer<typeof providerDiscountRow>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * POST /api/administration/ActivityManagement/activity-provider: create (no id) or edit. `epaySecret` is write-only:
 * an empty or missing one on an edit keeps the stored secret.
 */
export const saveActivityProviderRequest = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1).max(200),
  eik: z.string().trim().refine(isValidEik, { message: activityProviderMessages.invalidEik }),
  vatRegistered: z.boolean().default(false),
  address: z.string().trim().min(1).max(300),
  iban: z.string().transform(normalizeIban).refine(isValidIban, { message: activityProviderMessages.invalidIban }),
  bankName: optionalText(150),
  contactName: optionalText(150),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^\+?[\d\s()-]{6,}$/, { message: 'Невалиден телефонен номер.' })
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
  email: z
    .string()
    .trim()
    .email()
    .max(254)
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
  /** The merchant's КИН (клиентски идентификационен номер) in ePay: digits. */
  epayMin: z
    .string()
    .trim()
    .regex(/^\d{0,20}$/, { message: activityProviderMessages.invalidEpayMin })
    .nullish()
    .transform((value) => value || null),
  /** Write-only: never answered, logged or audited; encrypted at rest. Empty keeps the stored one. */
  epaySecret: z
    .string()
    .max(200)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null)),
  kindergartenIds: z
    .array(idSchema)
    .max(5000)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { message: activityProviderMessages.duplicateKindergarten }),
  discounts: z.array(providerDiscount).max(50).default([]),
});
export type SaveActivityProviderRequest = z.input<typeof saveActivityProviderRequest>;
export type SaveActivityProviderBody = z.output<typeof saveActivityProviderRequest>;

/** GET /api/activities/activity-providers. */
export const activityProviderListQuery = pageQueryOrderedBy(['name', 'createdAt']).extend({
  /** Name or ЕИК. */
  search: z.string().trim().max(100).optional(),
});
export type ActivityProviderListQuery = z.infer<typeof activityProviderListQuery>;

/**
 * A row of the providers' list. The master sees every provider with its ePay configuration and error status; a
 * kindergarten member only the providers working in their kindergarten, without the ePay fields.
 */
export const activityProviderRow = z.object({
  id: z.number().int(),
  name: z.string(),
  eik: z.string(),
  vatRegistered: z.boolean(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The kindergartens it works in (the master: all of them; a member: only their own is counted). */
  kindergartensCount: z.number().int(),
  configurationFlags: z.number().int().optional(),
  errorMessage: z.string().nullable().optional(),
  errorAt: z.string().nullable().optional(),
});
export type ActivityProviderRow = z.infer<typeof activityProviderRow>;

/** GET /api/activities/activity-providers/{id}. The ePay fields only for the master. */
export const activityProviderDetails = z.object({
  id: z.number().int(),
  name: z.string(),
  eik: z.string(),
  vatRegistered: z.boolean(),
  address: z.string(),
  iban: z.string(),
  bankName: z.string().nullable(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The kindergartens it works in that the reader sees (the master: all), by name. */
  kindergartens: z.array(z.object({ id: z.number().int(), name: z.string() })),
  discounts: z.array(providerDiscountRow),
  epayMin: z.string().nullable().optional(),
  /** Whether an ePay secret is stored (the secret itself is never answered). */
  hasSecret: z.boolean().optional(),
  configurationFlags: z.number().int().optional(),
  /** What the master pastes into the ePay merchant profile as the notification URL. */
  notificationUrl: z.string().optional(),
  errorMessage: z.string().nullable().optional(),
  errorAt: z.string().nullable().optional(),
});
export type ActivityProviderDetails = z.infer<typeof activityProviderDetails>;

/** GET /api/Activities/default-provider-student-discounts?providerId=. */
export const providerDiscountsQuery = z.object({ providerId: idSchema });
export type ProviderDiscountsQuery = z.infer<typeof providerDiscountsQuery>;

/** A row of the master's activity types. */
export const activityTypeRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Activities of this type in all kindergartens (a type in use cannot be deleted). */
  activitiesCount: z.number().int(),
});
export type ActivityTypeRow = z.infer<typeof activityTypeRow>;

/** POST /api/administration/ActivityManagement/activity-types: a new type (no id) or a renamed one. */
export const saveActivityTypeRequest = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1).max(100),
});
export type SaveActivityTypeRequest = z.infer<typeof saveActivityTypeRequest>;

/** GET /api/kindergarten/kindergartens-with-activities: search by name, paged. */
export const kindergartensWithActivitiesQuery = pageQuery.pick({ pageNumber: true, pageSize: true }).extend({
  search: z.string().trim().max(100).optional(),
  /** Only the kindergartens with at least one provider or activity. */
  onlyWithActivities: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type KindergartensWithActivitiesQuery = z.infer<typeof kindergartensWithActivitiesQuery>;

export const kindergartenWithActivitiesRow = z.object({
  id: z.number().int(),
  name: z.string(),
  town: z.string(),
  providersCount: z.number().int(),
  activitiesCount: z.number().int(),
});
export type KindergartenWithActivitiesRow = z.infer<typeof kindergartenWithActivitiesRow>;

/** The configuration bits this issue sets from the stored КИН and secret (the webhook bits are issue 17's). */
export const PROVIDER_CREDENTIAL_FLAGS =
  PaymentProviderConfigurationFlags.EPayIdSet | PaymentProviderConfigurationFlags.EPaySecretSet;

/** The path of a provider's ePay notification URL under the public base URL. */
export const epayNotificationPath = (token: string): string => `/api/activities/payments/epay-notification/${token}`;

/** The master's activity providers (spec 2 §7.1; docs/activities.md "Providers and activity types"). */
export const activityProvidersRoutes = {
  /** The master: every provider; a member with read on Activities: the providers of their kindergarten (the service checks). */
  list: {
    method: 'GET',
    path: 'activities/activity-providers',
    query: activityProviderListQuery,
    response: pagedResultSchema(activityProviderRow),
    access: signedInAccess,
  },
  get: {
    method: 'GET',
    path: 'activities/activity-providers/:id',
    params: idParams,
    response: activityProviderDetails,
    access: signedInAccess,
  },
  save: {
    method: 'POST',
    path: 'administration/ActivityManagement/activity-provider',
    body: saveActivityProviderRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterActivities, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'administration/ActivityManagement/activity-provider/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.MasterActivities, 'delete'),
    status: 204,
  },
  resetErrorStatus: {
    method: 'POST',
    path: 'administration/ActivityManagement/activity-provider/reset-error-status/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.MasterActivities, 'update'),
    status: 204,
  },
  /** A director choosing a child's discount: the defaults of a provider working in their kindergarten. */
  defaultDiscounts: {
    method: 'GET',
    path: 'Activities/default-provider-student-discounts',
    query: providerDiscountsQuery,
    response: z.array(providerDiscountRow),
    access: resourceAccess(Resource.Activities, 'read'),
  },
  kindergartensWithActivities: {
    method: 'GET',
    path: 'kindergarten/kindergartens-with-activities',
    query: kindergartensWithActivitiesQuery,
    response: pagedResultSchema(kindergartenWithActivitiesRow),
    access: resourceAccess(Resource.MasterActivities, 'read'),
  },
} as const satisfies RouteTable;

/** The master's activity types (spec 2 §7.1 "Activity types"). */
export const activityTypesRoutes = {
  list: {
    method: 'GET',
    path: 'administration/ActivityManagement/activity-types',
    response: z.array(activityTypeRow),
    access: resourceAccess(Resource.MasterActivities, 'read'),
  },
  save: {
    method: 'POST',
    path: 'administration/ActivityManagement/activity-types',
    body: saveActivityTypeRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterActivities, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'administration/ActivityManagement/activity-type/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.MasterActivities, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;
