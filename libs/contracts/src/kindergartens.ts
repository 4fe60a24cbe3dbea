import { z } from 'zod';
import { Resource } from './roles.js';
import { idParams, idSchema, pagedResultSchema, pageQuery, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { resourceAccess, type RouteTable, signedInAccess } from './routes.js';

/** A school year (kindergarten period) of the selected kindergarten, as the top bar's school-year switcher lists it. */
export const kindergartenPeriodSchema = z.object({
  id: z.number().int(),
  /** "2026/2027" */
  name: z.string(),
  /** First day, "YYYY-MM-DD". */
  fromDate: z.string(),
  /** Last day, "YYYY-MM-DD". */
  toDate: z.string(),
  /** The kindergarten's current school year (one per kindergarten). */
  active: z.boolean(),
});
export type KindergartenPeriod = z.infer<typeof kindergartenPeriodSchema>;

/** GET /api/KindergartenPeriods: the selected kindergarten's school years, newest first; paged, 100 to a page by default. */
export const kindergartenPeriodsQuery = pageQuery
  .pick({ pageNumber: true })
  .extend({ pageSize: z.coerce.number().int().min(1).max(500).default(100) });
export type KindergartenPeriodsQuery = z.infer<typeof kindergartenPeriodsQuery>;

// ——— Kindergartens: records, the master's administration, the kindergarten's own settings (docs/kindergartens.md) ———

const trueOrFalse = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const kindergartenMessages = {
  notFound: 'Детската градина не е намерена.',
  userNotFound: 'Потребителят не е намерен.',
  settlementNotFound: 'Населеното място не е намерено.',
  institutionCodeTaken: 'Друга детска градина вече е с този код по НЕИСПУО.',
  institutionCodeFormat: 'Кодът по НЕИСПУО се състои от цифри (до 10).',
  invalidPhone: 'Моля, въведете валиден телефонен номер.',
  motherIsItself: 'Детската градина не може да бъде филиал на самата себе си.',
  motherIsBranch: 'Избраната основна детска градина е филиал. Филиал може да има само основна детска градина.',
  hasBranches: 'Детската градина има филиали и не може да стане филиал на друга.',
  motherNotFound: 'Основната детска градина не е намерена.',
  subjectsMandatory: (names: string) =>
    `Детската градина провежда задължително образователните направления по Наредба № 5 за предучилищното образование: ${names}.`,
  subjectsDuplicate: 'Всяко образователно направление може да бъде избрано само веднъж.',
  schoolYearOrder: 'Началото на учебната година трябва да е преди края ѝ.',
} as const;

const phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^\+?[\d\s()-]{6,}$/, { message: kindergartenMessages.invalidPhone })
  .nullish()
  .or(z.literal(''))
  .transform((value) => value || null);
const email = z
  .string()
  .trim()
  .email()
  .max(200)
  .nullish()
  .or(z.literal(''))
  .transform((value) => value || null);
const institutionCode = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, { message: kindergartenMessages.institutionCodeFormat })
  .nullish()
  .or(z.literal(''))
  .transform((value) => value || null);
const kindergartenTypeSchema = z.union([z.literal(1), z.literal(2)]);

/** What a director may change of their own kindergarten (`POST /api/Kindergartens/configuration`). */
export const kindergartenConfigurationRequest = z.object({
  address: z.string().trim().min(1).max(300),
  phone,
  email,
  automaticExcuseWithMedicalNote: z.boolean(),
});
export type KindergartenConfigurationRequest = z.infer<typeof kindergartenConfigurationRequest>;

/** The record's fields the master sets: the register's data (type, name, town, code, mother kindergarten, active) too. */
const kindergartenRecordFields = kindergartenConfigurationRequest.extend({
  type: kindergartenTypeSchema,
  name: z.string().trim().min(1).max(300),
  settlementId: idSchema,
  institutionCode,
  motherKindergartenId: idSchema.nullish().transform((value) => value ?? null),
  isActive: z.boolean(),
});

/** POST /api/kindergarten/update: the master edits any kindergarten. */
export const updateKindergartenRequest = kindergartenRecordFields.extend({ id: idSchema });
export type UpdateKindergartenRequest = z.infer<typeof updateKindergartenRequest>;

/**
 * POST /api/Kindergarten/create-empty-kindergarten: a kindergarten with no people, with its first school year;
 * with `director`, the director is invited by e-mail.
 */
export const createEmptyKindergartenRequest = kindergartenRecordFields.omit({ isActive: true }).extend({
  automaticExcuseWithMedicalNote: z.boolean().default(false),
  schoolYear: z
    .object({ fromDate: z.iso.date(), toDate: z.iso.date() })
    .refine((year) => year.fromDate < year.toDate, { message: kindergartenMessages.schoolYearOrder, path: ['toDate'] }),
  director: z
    .object({
      email: z.string().trim().email().max(200),
      firstName: z.string().trim().min(1).max(100),
      lastName: z.string().trim().min(1).max(100),
    })
    .nullish()
    .transform((value) => value ?? null),
});
export type CreateEmptyKindergartenRequest = z.input<typeof createEmptyKindergartenRequest>;
export type CreateEmptyKindergartenCommand = z.output<typeof createEmptyKindergartenRequest>;

export type KindergartenTypeValue = z.infer<typeof kindergartenTypeSchema>;

export const kindergartenBranch = z.object({
  id: z.number().int(),
  name: z.string(),
  /** "гр. Пловдив" */
  town: z.string(),
  institutionCode: z.string().nullable(),
  isActive: z.boolean(),
});
export type KindergartenBranch = z.infer<typeof kindergartenBranch>;

/** The full record (GET /api/kindergarten/kindergarten-data/, GET /api/Kindergartens/configuration). */
export const kindergartenRecord = z.object({
  id: z.number().int(),
  type: kindergartenTypeSchema,
  name: z.string(),
  address: z.string(),
  settlementId: z.number().int(),
  /** "гр. Пловдив" */
  town: z.string(),
  municipalityId: z.number().int(),
  municipality: z.string(),
  area: z.string(),
  institutionCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  automaticExcuseWithMedicalNote: z.boolean(),
  motherKindergartenId: z.number().int().nullable(),
  motherKindergartenName: z.string().nullable(),
  isActive: z.boolean(),
  branches: z.array(kindergartenBranch),
});
export type KindergartenRecord = z.infer<typeof kindergartenRecord>;

export const kindergartenDataQuery = z.object({ kindergartenId: idSchema });
export type KindergartenDataQuery = z.infer<typeof kindergartenDataQuery>;

/** GET /api/kindergarten/institutions-overview (master). */
export const institutionsOverviewQuery = pageQueryOrderedBy(['name', 'town', 'institutionCode']).extend({
  /** Name, town or institution code. */
  search: z.string().trim().max(100).optional(),
  type: z.coerce.number().int().pipe(kindergartenTypeSchema).optional(),
  municipalityId: idSchema.optional(),
  active: trueOrFalse,
});
export type InstitutionsOverviewQuery = z.infer<typeof institutionsOverviewQuery>;

export const institutionOverviewRow = z.object({
  id: z.number().int(),
  name: z.string(),
  type: kindergartenTypeSchema,
  institutionCode: z.string().nullable(),
  town: z.string(),
  municipality: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  isActive: z.boolean(),
  motherKindergartenId: z.number().int().nullable(),
  motherKindergartenName: z.string().nullable(),
  branchesCount: z.number().int(),
});
export type InstitutionOverviewRow = z.infer<typeof institutionOverviewRow>;

/** GET /api/kindergarten/group-institutions-overview (master): mother kindergartens, each with its branches. */
export const groupInstitutionsOverviewQuery = pageQuery.pick({ pageNumber: true, pageSize: true }).extend({
  /** Name or institution code of the mother kindergarten or of one of its branches. */
  search: z.string().trim().max(100).optional(),
});
export type GroupInstitutionsOverviewQuery = z.infer<typeof groupInstitutionsOverviewQuery>;

export const institutionGroupRow = kindergartenBranch.extend({ branches: z.array(kindergartenBranch) });
export type InstitutionGroupRow = z.infer<typeof institutionGroupRow>;

/** GET /api/Kindergartens: the kindergartens the user may pick (their memberships; the master all of them). */
export const kindergartensQuery = pageQuery.pick({ pageNumber: true, pageSize: true }).extend({
  search: z.string().trim().max(100).optional(),
});
export type KindergartensQuery = z.infer<typeof kindergartensQuery>;

export const kindergartenOption = z.object({
  id: z.number().int(),
  name: z.string(),
  town: z.string(),
  address: z.string(),
  motherKindergartenId: z.number().int().nullable(),
  isSelected: z.boolean(),
});
export type KindergartenOption = z.infer<typeof kindergartenOption>;

/** GET /api/Kindergartens/external-kindergartens: other active kindergartens (relocation certificate, guest child). */
export const externalKindergartensQuery = kindergartensQuery;
export type ExternalKindergartensQuery = KindergartensQuery;

export const externalKindergarten = z.object({
  id: z.number().int(),
  name: z.string(),
  town: z.string(),
});
export type ExternalKindergarten = z.infer<typeof externalKindergarten>;

/**
 * Educational directions (образователни направления) of Наредба № 5 от 3.06.2016 г. за предучилищното образование:
 * the seven in which every kindergarten works (`mandatory`), and the ones a kindergarten may add.
 * The numbers are stored: never renumber.
 */
export const educationalDirections = [
  { id: 1, name: 'Български език и литература', mandatory: true },
  { id: 2, name: 'Математика', mandatory: true },
  { id: 3, name: 'Околен свят', mandatory: true },
  { id: 4, name: 'Изобразително изкуство', mandatory: true },
  { id: 5, name: 'Музика', mandatory: true },
  { id: 6, name: 'Конструиране и технологии', mandatory: true },
  { id: 7, name: 'Физическа култура', mandatory: true },
  { id: 8, name: 'Чужд език', mandatory: false },
] as const;
export type EducationalDirectionId = (typeof educationalDirections)[number]['id'];
const directionIds = educationalDirections.map((direction) => direction.id) as number[];

export const kindergartenSubject = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1, 2, …: the order the kindergarten shows its directions in. */
  position: z.number().int(),
});
export type KindergartenSubject = z.infer<typeof kindergartenSubject>;

/** GET /api/Kindergartens/edit/subjects: every direction, the chosen ones first in their order. */
export const editableKindergartenSubject = z.object({
  id: z.number().int(),
  name: z.string(),
  mandatory: z.boolean(),
  selected: z.boolean(),
});
export type EditableKindergartenSubject = z.infer<typeof editableKindergartenSubject>;

/** POST /api/Kindergartens/update/subjects: the chosen directions in their order. */
export const updateKindergartenSubjectsRequest = z.object({
  subjectIds: z
    .array(
      z
        .number()
        .int()
        .refine((id) => directionIds.includes(id)),
    )
    .min(1)
    .max(directionIds.length)
    .refine((ids) => new Set(ids).size === ids.length, { message: kindergartenMessages.subjectsDuplicate }),
});
export type UpdateKindergartenSubjectsRequest = z.infer<typeof updateKindergartenSubjectsRequest>;

/** The kindergartens a user works in and their own settings (docs/kindergartens.md). */
export const kindergartensRoutes = {
  change: {
    method: 'POST',
    path: 'Kindergartens/change/:id',
    params: idParams,
    response: saveResultSchema,
    access: signedInAccess,
    status: 200,
  },
  /** The kindergartens the user may pick. */
  list: {
    method: 'GET',
    path: 'Kindergartens',
    query: kindergartensQuery,
    response: pagedResultSchema(kindergartenOption),
    access: signedInAccess,
  },
  /** Other kindergartens, for the relocation certificate and the guest child pickers. */
  external: {
    method: 'GET',
    path: 'Kindergartens/external-kindergartens',
    query: externalKindergartensQuery,
    response: pagedResultSchema(externalKindergarten),
    access: resourceAccess(Resource.Students, 'read'),
  },
  /** The selected kindergarten's record (/platform/settings/configuration). */
  configuration: {
    method: 'GET',
    path: 'Kindergartens/configuration',
    response: kindergartenRecord,
    access: resourceAccess(Resource.Kindergarten, 'read'),
  },
  saveConfiguration: {
    method: 'POST',
    path: 'Kindergartens/configuration',
    body: kindergartenConfigurationRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Kindergarten, 'update'),
    status: 200,
  },
  subjects: {
    method: 'GET',
    path: 'Kindergartens/subjects',
    response: z.array(kindergartenSubject),
    access: resourceAccess(Resource.Subjects, 'read'),
  },
  editSubjects: {
    method: 'GET',
    path: 'Kindergartens/edit/subjects',
    response: z.array(editableKindergartenSubject),
    access: resourceAccess(Resource.Subjects, 'read'),
  },
  updateSubjects: {
    method: 'POST',
    path: 'Kindergartens/update/subjects',
    body: updateKindergartenSubjectsRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Subjects, 'update'),
    status: 200,
  },
} as const satisfies RouteTable;

/** The master administrator's kindergartens (spec 2 §7.1 "Kindergartens admin"; resource 67). */
export const kindergartensAdminRoutes = {
  overview: {
    method: 'GET',
    path: 'kindergarten/institutions-overview',
    query: institutionsOverviewQuery,
    response: pagedResultSchema(institutionOverviewRow),
    access: resourceAccess(Resource.MasterKindergartens, 'read'),
  },
  groupOverview: {
    method: 'GET',
    path: 'kindergarten/group-institutions-overview',
    query: groupInstitutionsOverviewQuery,
    response: pagedResultSchema(institutionGroupRow),
    access: resourceAccess(Resource.MasterKindergartens, 'read'),
  },
  data: {
    method: 'GET',
    path: 'kindergarten/kindergarten-data',
    query: kindergartenDataQuery,
    response: kindergartenRecord,
    access: resourceAccess(Resource.MasterKindergartens, 'read'),
  },
  update: {
    method: 'POST',
    path: 'kindergarten/update',
    body: updateKindergartenRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterKindergartens, 'update'),
    status: 200,
  },
  createEmpty: {
    method: 'POST',
    path: 'Kindergarten/create-empty-kindergarten',
    body: createEmptyKindergartenRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterKindergartens, 'create'),
    status: 200,
  },
  /** Tells the user's open tabs to load their profile data again. */
  invalidateUserData: {
    method: 'POST',
    path: 'CacheManagement/user-profile-data-cache/invalidate/:id',
    params: idParams,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterKindergartens, 'update'),
    status: 200,
  },
} as const satisfies RouteTable;
