import { type AnyColumn, eq, type SQL } from 'drizzle-orm';
import { addDays, daysBetween } from '../../src/domain/calendarDay';
import type { InsightFilters } from '../../src/domain/schemas/insight';
import { say } from '../../src/i18n/schemaMessages';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import { fieldErrors } from '../errors/httpError';
import { indianDate, startOfIndianDay } from '../indianDate';

/** Without dates the dashboard shows the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;
/** A year and a day: every figure stays one indexed read, and a leap year still fits. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

/** What every tile is computed for: who asks, their filters with the dates resolved, and the moment of asking. */
export interface TileScope {
  user: SignedInUser;
  industryId: number;
  from: string;
  to: string;
  /** The first instant of `from` and the first instant after `to`, Indian days. */
  fromAt: Date;
  toEndAt: Date;
  plant: number | undefined;
  transporter: number | undefined;
  now: Date;
  /** Today's Indian day and its bounds, for the tiles about today. */
  today: string;
  todayAt: Date;
  todayEndAt: Date;
}

/** Resolves the filters; an end before the start, or a range longer than a year, is a 400 naming the field. */
export function tileScope(user: SignedInUser, filters: InsightFilters, now = new Date()): TileScope {
  const today = indianDate(now);
  const to = filters.to ?? (filters.from && filters.from > today ? filters.from : today);
  const from = filters.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (to < from) throw fieldErrors({ to: say('validation.schema.insight.toBeforeFrom') });
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS)
    throw fieldErrors({ from: say('validation.schema.insight.rangeTooLong', { days: MAX_RANGE_DAYS }) });
  const todayAt = startOfIndianDay(today);
  return {
    user,
    industryId: industryOf(user),
    from,
    to,
    fromAt: startOfIndianDay(from),
    toEndAt: new Date(startOfIndianDay(to).getTime() + DAY_MS),
    plant: filters.plant,
    transporter: filters.transporter,
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
