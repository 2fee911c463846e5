import { type AnyColumn, and, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../src/domain/schemas/list';
import { likePattern } from '../db/likePattern';
import { startOfIndianDay } from '../indianDate';

const DAY_MS = 86_400_000;

/** What the list query of every master carries (masterListQuery). */
export type MasterQuery = ListQuery & { status?: string | undefined };

/** The columns every master's list filters on. */
export interface FilterColumns {
  status?: AnyColumn;
  createdAt?: AnyColumn;
  /** Searched for the text anywhere, case-insensitively: columns, or expressions (a joined row's text). */
  searchIn: readonly (AnyColumn | SQL)[];
}

/**
 * The conditions of a master's list beyond its scope: Active / Deactive, the search text, and the created
 * dates (Indian calendar days, both inclusive).
 */
export function listFilters(query: MasterQuery, columns: FilterColumns): SQL[] {
  const found: SQL[] = [];
  if (query.status && columns.status) found.push(eq(columns.status, query.status));
  if (query.search && columns.searchIn.length > 0) {
    const pattern = likePattern(query.search);
    found.push(or(...columns.searchIn.map((column) => ilike(column, pattern)))!);
  }
  if (columns.createdAt && query.from) found.push(gte(columns.createdAt, startOfIndianDay(query.from)));
  if (columns.createdAt && query.to)
    found.push(lt(columns.createdAt, new Date(startOfIndianDay(query.to).getTime() + DAY_MS)));
  return found;
}

/** The conditions joined, for `.where`. */
export const allOf = (conditions: readonly SQL[]) => and(...conditions);
