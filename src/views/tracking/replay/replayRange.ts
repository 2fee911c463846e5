import { isoToIndianWallTime } from '../../../domain/indianTime';

/** A trip's span or a part of it, in ms since epoch. */
export interface Span {
  start: number;
  end: number;
}

/** A pair of days as the range picker holds them ('YYYY-MM-DD' in India, or null while unpicked). */
export type DayRange = [string | null, string | null];

const indianDay = (ms: number) => isoToIndianWallTime(ms).slice(0, 10);

/** The first and last day in India the trip has fixes on. */
export function tripDays(span: Span): { first: string; last: string } {
  return { first: indianDay(span.start), last: indianDay(span.end) };
}

/** Shorter than this, a trip replays whole in seconds: a part of it is not worth picking. */
const LONG_TRIP_MS = 12 * 3_600_000;

/** A trip gets a range picker when it is long and its fixes fall on more than one day. */
export const spansDays = (span: Span): boolean =>
  span.end - span.start >= LONG_TRIP_MS && indianDay(span.start) !== indianDay(span.end);

/**
 * The part of the trip a pair of picked days covers, from the first day's midnight (or the trip's start) to
 * the last day's end in India; null while the pair is incomplete or when it is the whole trip. The end is not
 * cut to the last fix: a running trip's track grows, and the part picked must stay the same part.
 */
export function partOfTrip(days: DayRange, span: Span): { from: string; to: string } | null {
  const [first, last] = days;
  if (!first || !last) return null;
  const start = Math.max(span.start, Date.parse(`${first}T00:00:00+05:30`));
  const end = Date.parse(`${last}T23:59:59.999+05:30`);
  if (Number.isNaN(start) || Number.isNaN(end) || (start <= span.start && end >= span.end)) return null;
  return { from: new Date(start).toISOString(), to: new Date(Math.max(start, end)).toISOString() };
}
