import { z } from 'zod';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '../constants';
import { calendarDate, INT32_MAX, idParam, int32Param, text } from './storable';

/** Query string every server-paged list accepts. Lists add their own filters with `.extend`. */
export const ListQuery = z.object({
  page: int32Param(1, INT32_MAX).default(1),
  // One of a few sizes: the strictest bound there is.
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 25, 50 or 100')
    .meta({ enum: [...TABLE_PAGE_SIZES] })
    .default(TABLE_DEFAULT_PAGE_SIZE),
  sort: text(40).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  search: text(100).trim().optional(),
  plant: idParam.optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  /**
   * The id of the row the reader saw last (`after`) or first (`before`) on the page next to this one: the page
   * is then read from that row on by the list's index, however deep it is, where the sort allows. `page` still
   * numbers it, and is what the page is read by when the row has left the list.
   */
  after: idParam.optional(),
  before: idParam.optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    /** Exact up to the server's count cap; with `totalCapped`, "at least this many" (the list goes on). */
    total: z.number().int().nonnegative(),
    totalCapped: z.boolean(),
    page: z.number().int().min(1),
    pageSize: z.number().int(),
  });
export type Page<T> = { rows: T[]; total: number; totalCapped: boolean; page: number; pageSize: number };
