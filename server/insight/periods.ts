import { type SQL, sql } from 'drizzle-orm';
import { addDays, daysBetween } from '../../src/domain/calendarDay';
import { startOfIndianDay } from '../indianDate';

/** A trend reads by week over a quarter or less, by month beyond. */
export type PeriodUnit = 'week' | 'month';
export const periodUnitOf = (from: string, to: string): PeriodUnit =>
  daysBetween(from, to) < 92 ? 'week' : 'month';

/** The Indian week (from Monday, "YYYY-MM-DD") or month ("YYYY-MM") an instant falls in, in SQL. */
export const periodOf = (unit: PeriodUnit, instant: SQL): SQL =>
  unit === 'week'
    ? sql`to_char(date_trunc('week', ${instant} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`
    : sql`to_char(${instant} at time zone 'Asia/Kolkata', 'YYYY-MM')`;

/** Every period a range touches, in order, so a trend shows its empty weeks as gaps rather than closing them up. */
export function periodsOf(unit: PeriodUnit, from: string, to: string): string[] {
  const found: string[] = [];
  if (unit === 'month') {
    for (let month = from.slice(0, 7); month <= to.slice(0, 7); ) {
      found.push(month);
      const [y, m] = month.split('-').map(Number) as [number, number];
      month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    }
    return found;
  }
  const weekday = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7;
  for (let monday = addDays(from, -weekday); monday <= to; monday = addDays(monday, 7)) found.push(monday);
  return found;
}

/**
 * The 1-based position in `periods` (`periodsOf` the range) of the period an instant of the range falls in, in
 * SQL: a binary search over the periods' first instants (Indian midnight). A figure grouping many rows by
 * period reads the position and names the groups afterwards, rather than converting every row's instant to
 * Indian time and formatting it as `periodOf` does.
 */
export function periodIndexOf(unit: PeriodUnit, periods: readonly string[], instant: SQL): SQL {
  const starts = periods.map((p) => startOfIndianDay(unit === 'month' ? `${p}-01` : p).toISOString());
  return sql`width_bucket(${instant}, ${`{${starts.join(',')}}`}::timestamptz[])`;
}
