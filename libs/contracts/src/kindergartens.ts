import { z } from 'zod';
import { pageQuery } from './common.js';

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
