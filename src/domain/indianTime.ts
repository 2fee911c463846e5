import { DEFAULT_HOUR } from './constants';

/** India keeps one offset all year (no daylight saving), so a wall time converts with a constant. */
const IST_OFFSET_MS = 330 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A picker's wall time in India ("YYYY-MM-DD HH:mm" or with seconds) as an ISO instant with its offset,
 * whatever the browser's own time zone. Null for anything else.
 */
export function indianWallTimeToIso(wall: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wall?.trim() ?? '');
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '00'] = m;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}+05:30`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** An instant as India's wall time "YYYY-MM-DD HH:mm:ss", the value format of the date pickers. */
export function isoToIndianWallTime(iso: string | number | Date): string {
  const t = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** Today's date in India (YYYY-MM-DD), whatever the browser's own time zone: invoices and plans count Indian days. */
export const indianToday = (now: string | number | Date = Date.now()): string =>
  isoToIndianWallTime(now).slice(0, 10);

/** The next day in India at the default hour (12:00), the pickup a new form proposes. */
export function tomorrowAtDefaultHour(now = Date.now()): string {
  const today = indianToday(now);
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return `${next.toISOString().slice(0, 10)} ${pad(DEFAULT_HOUR)}:00:00`;
}

/** The instant rounded up to the next step of minutes, in wall time (pickers step by MINUTE_STEP). */
export function roundUpToMinutes(at: number, step: number): string {
  const stepMs = step * 60_000;
  return isoToIndianWallTime(Math.ceil(at / stepMs) * stepMs);
}
