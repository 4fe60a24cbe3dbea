import { z } from 'zod';
import { Resource } from './roles.js';
import { idParams, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { kindergartenPeriodSchema, kindergartenPeriodsQuery } from './kindergartens.js';
import { emptyAnswer, resourceAccess, type RouteTable, signedInAccess } from './routes.js';

/** A school year as the "Учебни години" page lists and edits it: the switcher's shape plus what the page needs. */
export const kindergartenPeriodOverviewSchema = kindergartenPeriodSchema.extend({
  /** Groups (classes) in the year: a year with groups cannot be deleted. */
  classesCount: z.number().int(),
});
export type KindergartenPeriodOverview = z.infer<typeof kindergartenPeriodOverviewSchema>;

/** GET /api/KindergartenPeriods/overview-models: the selected kindergarten's years, newest first by default. */
export const kindergartenPeriodOverviewQuery = pageQueryOrderedBy(['name', 'fromDate', 'toDate']);
export type KindergartenPeriodOverviewQuery = z.infer<typeof kindergartenPeriodOverviewQuery>;

/** "2026/2027": the years of the first and the last day. */
export const SCHOOL_YEAR_NAME = /^\d{4}\/\d{4}$/;

/** The school-year name derived from its dates ("2026/2027"); a year inside one calendar year is named "2026". */
export function schoolYearName(fromDate: string, toDate: string): string {
  const from = fromDate.slice(0, 4);
  const to = toDate.slice(0, 4);
  return from === to ? from : `${from}/${to}`;
}

export const SCHOOL_YEAR_DATES_ORDER = 'Началната дата трябва да е преди крайната.';

/**
 * POST /api/KindergartenPeriods: creates a school year, or edits it when `id` is given. The name is derived from the
 * dates when left empty. `active: true` makes it the kindergarten's current year (the others are deactivated).
 */
export const saveKindergartenPeriodRequest = z
  .object({
    id: z.number().int().positive().max(2_147_483_647).optional(),
    name: z.string().trim().max(20).optional(),
    fromDate: z.iso.date(),
    toDate: z.iso.date(),
    active: z.boolean().default(false),
  })
  .refine((value) => value.fromDate < value.toDate, { path: ['toDate'], message: SCHOOL_YEAR_DATES_ORDER });
export type SaveKindergartenPeriodRequest = z.infer<typeof saveKindergartenPeriodRequest>;
export type SaveKindergartenPeriodInput = z.input<typeof saveKindergartenPeriodRequest>;

/** GET /api/KindergartenPeriods/periods/{kindergartenId}: the years of one of the user's kindergartens, newest first. */
export const kindergartenIdParams = z.object({ kindergartenId: z.coerce.number().int().positive().max(2_147_483_647) });
export type KindergartenIdParams = z.infer<typeof kindergartenIdParams>;

export const kindergartenPeriodListSchema = z.array(kindergartenPeriodSchema);

/** School years of a kindergarten (spec 2 §7.3 KindergartenPeriods; docs/kindergarten-periods.md). */
export const kindergartenPeriodsRoutes = {
  /** The school years of the selected kindergarten, for the top bar's switcher (any signed-in user). */
  list: {
    method: 'GET',
    path: 'KindergartenPeriods',
    query: kindergartenPeriodsQuery,
    response: pagedResultSchema(kindergartenPeriodSchema),
    access: signedInAccess,
  },
  /** The "Учебни години" page's list. */
  overview: {
    method: 'GET',
    path: 'KindergartenPeriods/overview-models',
    query: kindergartenPeriodOverviewQuery,
    response: pagedResultSchema(kindergartenPeriodOverviewSchema),
    access: resourceAccess(Resource.KindergartenPeriods, 'read'),
  },
  /** The years of one of the user's kindergartens (any signed-in member of it). */
  ofKindergarten: {
    method: 'GET',
    path: 'KindergartenPeriods/periods/:kindergartenId',
    params: kindergartenIdParams,
    response: kindergartenPeriodListSchema,
    access: signedInAccess,
  },
  get: {
    method: 'GET',
    path: 'KindergartenPeriods/:id',
    params: idParams,
    response: kindergartenPeriodOverviewSchema,
    access: resourceAccess(Resource.KindergartenPeriods, 'read'),
  },
  /** Creates a year, or edits it when `id` is given: create or update permission, the service resolves which. */
  save: {
    method: 'POST',
    path: 'KindergartenPeriods',
    body: saveKindergartenPeriodRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.KindergartenPeriods, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'KindergartenPeriods/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.KindergartenPeriods, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;
