import { z } from 'zod';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '../constants';

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

/** Query string every server-paged list accepts. Lists add their own filters with `.extend`. */
export const ListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 25, 50 or 100')
    .default(TABLE_DEFAULT_PAGE_SIZE),
  sort: z.string().max(40).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  search: z.string().trim().max(100).optional(),
  plant: z.coerce.number().int().positive().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int(),
  });
export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number };
