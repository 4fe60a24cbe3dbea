import { z } from 'zod';

/** Paged list answer of spec 2 §3. */
export interface PagedResult<T> {
  result: T[];
  rowsCount: number;
}

/** Save answer of spec 2 §3. */
export interface SaveResult {
  isSuccessful: boolean;
  entityId: number | string | null;
}

export const saveResultSchema = z.object({ isSuccessful: z.boolean(), entityId: z.union([z.number(), z.string(), z.null()]) });

export const pagedResultSchema = <T extends z.ZodType>(row: T) => z.object({ result: z.array(row), rowsCount: z.number().int() });

/** A positive integer id taken from a path or query string. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParams>;

/** Paging and ordering query of every list call (names as the spec writes them). */
export const pageQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  orderByColumn: z.string().max(50).optional(),
  orderByDescending: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A list's paging query whose order column must be one of `columns` (the API keeps an indexed expression for each). */
export const pageQueryOrderedBy = <const T extends readonly [string, ...string[]]>(columns: T) =>
  pageQuery.extend({ orderByColumn: z.enum(columns).optional() });

/** The shape of every error answer. `errors` maps a field path to its Bulgarian messages (400 only). */
export interface ErrorResponse {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}
