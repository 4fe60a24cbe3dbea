import { z } from 'zod';
import { idSchema, pageQuery, pageQueryOrderedBy } from './common.js';

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

/** The full record (GET /api/kindergarten/kindergarten-data/, GET /api/Kindergartens/configuration). */
export interface KindergartenRecord {
  id: number;
  type: KindergartenTypeValue;
  name: string;
  address: string;
  settlementId: number;
  /** "гр. Пловдив" */
  town: string;
  municipalityId: number;
  municipality: string;
  area: string;
  institutionCode: string | null;
  phone: string | null;
  email: string | null;
  automaticExcuseWithMedicalNote: boolean;
  motherKindergartenId: number | null;
  motherKindergartenName: string | null;
  isActive: boolean;
  branches: KindergartenBranch[];
}
export type KindergartenTypeValue = 1 | 2;

export interface KindergartenBranch {
  id: number;
  name: string;
  town: string;
  institutionCode: string | null;
  isActive: boolean;
}

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

export interface InstitutionOverviewRow {
  id: number;
  name: string;
  type: KindergartenTypeValue;
  institutionCode: string | null;
  town: string;
  municipality: string;
  address: string;
  phone: string | null;
  email: string | null;
  isActive: boolean;
  motherKindergartenId: number | null;
  motherKindergartenName: string | null;
  branchesCount: number;
}

/** GET /api/kindergarten/group-institutions-overview (master): mother kindergartens, each with its branches. */
export const groupInstitutionsOverviewQuery = pageQuery.pick({ pageNumber: true, pageSize: true }).extend({
  /** Name or institution code of the mother kindergarten or of one of its branches. */
  search: z.string().trim().max(100).optional(),
});
export type GroupInstitutionsOverviewQuery = z.infer<typeof groupInstitutionsOverviewQuery>;

export interface InstitutionGroupRow extends KindergartenBranch {
  branches: KindergartenBranch[];
}

/** GET /api/Kindergartens: the kindergartens the user may pick (their memberships; the master all of them). */
export const kindergartensQuery = pageQuery.pick({ pageNumber: true, pageSize: true }).extend({
  search: z.string().trim().max(100).optional(),
});
export type KindergartensQuery = z.infer<typeof kindergartensQuery>;

export interface KindergartenOption {
  id: number;
  name: string;
  town: string;
  address: string;
  motherKindergartenId: number | null;
  isSelected: boolean;
}

/** GET /api/Kindergartens/external-kindergartens: other active kindergartens (relocation certificate, guest child). */
export const externalKindergartensQuery = kindergartensQuery;
export type ExternalKindergartensQuery = KindergartensQuery;

export interface ExternalKindergarten {
  id: number;
  name: string;
  town: string;
}

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

export interface KindergartenSubject {
  id: number;
  name: string;
  /** 1, 2, …: the order the kindergarten shows its directions in. */
  position: number;
}

/** GET /api/Kindergartens/edit/subjects: every direction, the chosen ones first in their order. */
export interface EditableKindergartenSubject {
  id: number;
  name: string;
  mandatory: boolean;
  selected: boolean;
}

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
