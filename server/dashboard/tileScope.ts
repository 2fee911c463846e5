import { type AnyColumn, eq, type SQL } from 'drizzle-orm';
import { addDays } from '../../src/domain/calendarDay';
import type { InsightFilters } from '../../src/domain/schemas/insight';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import { indianDate, startOfIndianDay } from '../indianDate';
import { type InsightScope, insightScope } from '../insight/measures';

/** Without dates the dashboard shows the last 30 days, today included (the reports show 90). */
export const DEFAULT_RANGE_DAYS = 30;

const DAY_MS = 86_400_000;

/** What every tile is computed for: the insight scope, and the moment of asking with today's Indian day. */
export interface TileScope extends InsightScope {
  industryId: number;
  now: Date;
  today: string;
  todayAt: Date;
  todayEndAt: Date;
}

/**
 * The filters with the dashboard's default range, checked as every figure's are (measures.ts `insightScope`:
 * an end before the start, or more than a year, is a 400 naming the fields).
 */
export function tileScope(user: SignedInUser, filters: InsightFilters, now: Date): TileScope {
  const today = indianDate(now);
  const to = filters.to ?? (filters.from && filters.from > today ? filters.from : today);
  const from = filters.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const todayAt = startOfIndianDay(today);
  return {
    ...insightScope(user, { ...filters, from, to }, now),
    industryId: industryOf(user),
    now,
    today,
    todayAt,
    todayEndAt: new Date(todayAt.getTime() + DAY_MS),
  };
}

/** The user's plants (a plant user's only) and the chosen plant, as conditions on a plant id column. */
export function plantConditions(scope: TileScope, column: AnyColumn): SQL[] {
  const own = plantScope(scope.user, column);
  return [...(own ? [own] : []), ...(scope.plant ? [eq(column, scope.plant)] : [])];
}

/** The filters a view reports it was computed for. */
export const viewFilters = (scope: TileScope) => ({
  from: scope.from,
  to: scope.to,
  ...(scope.plant ? { plant: scope.plant } : {}),
  ...(scope.transporter ? { transporter: scope.transporter } : {}),
});
