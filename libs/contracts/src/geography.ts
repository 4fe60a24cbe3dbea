import { z } from 'zod';
import { idSchema, pagedResultSchema, pageQuery } from './common.js';
import { type RouteTable, signedInAccess } from './routes.js';

/**
 * Geography (spec 2 §7.3) over the ministry's nomenclature (migrations/data/geography). The spec's names map to
 * the tables so (docs/geography.md): Areas = oblasts (`regions`), Districts = municipalities, cities = settlements
 * (EKATTE ids), regions = city districts of Sofia, Plovdiv and Varna (`local_areas`), countries = countries.
 */

/** Settlement kinds of the nomenclature, with the abbreviation written before the name. */
export const SettlementType = { Town: 1, Village: 2 } as const;
export type SettlementType = (typeof SettlementType)[keyof typeof SettlementType];
export const settlementTypeLabels: Record<SettlementType, string> = { 1: 'гр.', 2: 'с.' };

export const areaSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type Area = z.infer<typeof areaSchema>;

export const districtSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string(), areaId: z.number().int() });
export type District = z.infer<typeof districtSchema>;

/** EKATTE codes have five digits; the leading zeros belong to the code (Бургас is 07079). */
export const EKATTE_DIGITS = 5;

/** A settlement's EKATTE code as it is written, from the nomenclature's numeric id: 7079 → "07079". */
export function ekatteCode(settlementId: number): string {
  return String(settlementId).padStart(EKATTE_DIGITS, '0');
}

export const citySchema = z.object({
  id: z.number().int(),
  /** The EKATTE code as written, with its leading zeros ("07079"); `id` is the same code as a number. */
  ekatte: z.string(),
  name: z.string(),
  type: z.number().int(),
  /** "гр." or "с." */
  typeName: z.string(),
  districtId: z.number().int(),
  districtName: z.string(),
  areaId: z.number().int(),
  areaName: z.string(),
});
export type City = z.infer<typeof citySchema>;

export const cityRegionSchema = z.object({ id: z.number().int(), name: z.string(), cityId: z.number().int() });
export type CityRegion = z.infer<typeof cityRegionSchema>;

export const countrySchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** GET /api/Districts: all municipalities, or those of one oblast (`areaId`, also accepted as `regionId`). */
export const districtsQuery = z.object({ areaId: idSchema.optional(), regionId: idSchema.optional() });
export type DistrictsQuery = z.infer<typeof districtsQuery>;

/** GET /api/cities: settlements, paged; by municipality (`districtId` or `municipalityId`), oblast, id or name. */
export const citiesQuery = pageQuery.pick({ pageNumber: true, pageSize: true }).extend({
  id: idSchema.optional(),
  districtId: idSchema.optional(),
  municipalityId: idSchema.optional(),
  areaId: idSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export type CitiesQuery = z.infer<typeof citiesQuery>;

/** GET /api/regions: the districts of a city (Sofia, Plovdiv, Varna); all when no `cityId`. */
export const cityRegionsQuery = z.object({ cityId: idSchema.optional() });
export type CityRegionsQuery = z.infer<typeof cityRegionsQuery>;

/** A week of the selected school year (GET /api/weeks). */
export const schoolWeekSchema = z.object({
  /** 1 for the year's first week, counting on. */
  id: z.number().int(),
  /** Monday, or the year's first day. "YYYY-MM-DD". */
  fromDate: z.string(),
  /** Sunday, or the year's last day. "YYYY-MM-DD". */
  toDate: z.string(),
  /** "16.11.2026 – 22.11.2026" */
  name: z.string(),
});
export type SchoolWeek = z.infer<typeof schoolWeekSchema>;

export const schoolWeeksSchema = z.object({
  weeks: z.array(schoolWeekSchema),
  /** The id of the current week (Europe/Sofia), else of the first; null when there is no school year. */
  selected: z.number().int().nullable(),
});
export type SchoolWeeks = z.infer<typeof schoolWeeksSchema>;

/** A month of the selected school year (GET /api/months, spec 2 §3 "Month reference"). */
export const schoolMonthSchema = z.object({
  year: z.number().int(),
  /** 1 to 12. */
  month: z.number().int(),
  /** "септември 2026" */
  name: z.string(),
  /** The month of today (Europe/Sofia). */
  isCurrent: z.boolean(),
});
export type SchoolMonth = z.infer<typeof schoolMonthSchema>;

export const schoolMonthsSchema = z.object({
  /** The calendar year the school year starts in; null when there is no school year. */
  year: z.number().int().nullable(),
  months: z.array(schoolMonthSchema),
  /** The selected month by default: the current one, else the first (spec 2 §4). */
  selected: z.object({ year: z.number().int(), month: z.number().int() }).nullable(),
});
export type SchoolMonths = z.infer<typeof schoolMonthsSchema>;

/** The nomenclature (spec 2 §7.3 "Geography"); every answer may be kept by a signed-in browser for an hour. */
export const geographyRoutes = {
  /** Oblasts. */
  areas: {
    method: 'GET',
    path: 'Areas',
    response: pagedResultSchema(areaSchema),
    access: signedInAccess,
  },
  /** Municipalities. */
  districts: {
    method: 'GET',
    path: 'Districts',
    query: districtsQuery,
    response: pagedResultSchema(districtSchema),
    access: signedInAccess,
  },
  /** Settlements (towns and villages), paged. */
  cities: {
    method: 'GET',
    path: 'cities',
    query: citiesQuery,
    response: pagedResultSchema(citySchema),
    access: signedInAccess,
  },
  /** City districts of Sofia, Plovdiv and Varna. */
  regions: {
    method: 'GET',
    path: 'regions',
    query: cityRegionsQuery,
    response: pagedResultSchema(cityRegionSchema),
    access: signedInAccess,
  },
  countries: {
    method: 'GET',
    path: 'countries',
    response: pagedResultSchema(countrySchema),
    access: signedInAccess,
  },
} as const satisfies RouteTable;

/** Weeks and months of the selected school year: the pickers of attendance, menus, schedules and reports. */
export const geographySchoolCalendarRoutes = {
  weeks: {
    method: 'GET',
    path: 'weeks',
    response: schoolWeeksSchema,
    access: signedInAccess,
  },
  months: {
    method: 'GET',
    path: 'months',
    response: schoolMonthsSchema,
    access: signedInAccess,
  },
} as const satisfies RouteTable;
