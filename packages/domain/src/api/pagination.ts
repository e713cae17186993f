import { z } from 'zod';
import { MAX_PAGE_LIMIT, PAGE_SIZES } from '../constants';
import { parseDateInput } from '../date-range';

/** `?page=&limit=` with the spec's default page size and the API's maximum of 100. */
export function paginationQuery(defaultLimit: number = PAGE_SIZES.default) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(defaultLimit),
  });
}

export const paginationSchema = z.object({
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function paginate(total: number, page: number, limit: number): Pagination {
  return { page, totalPages: Math.max(1, Math.ceil(total / limit)), total, limit };
}

/** `{ data, pagination }`, the shape of every paged list (spec §3 Pagination). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: paginationSchema });
}

/** A boolean in a query string: only 'true' or 'false'. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * A date in a query string: `yyyy-mm-dd` (00:00Z) or an ISO date-time. Impossible calendar dates
 * (2026-02-30) and years the database cannot hold are refused, not rolled over.
 */
export const queryDate = z
  .string()
  .max(40)
  .transform((s, c) => {
    const date = parseDateInput(s);
    if (date) return date;
    c.addIssue({ code: 'custom', message: 'Fecha no válida (2026-03-01 o ISO 8601)' });
    return z.NEVER;
  });

export const uuidParam = z.object({ id: z.uuid() });
