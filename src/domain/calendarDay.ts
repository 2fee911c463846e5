/** Calendar days as "YYYY-MM-DD" strings (plans and invoices count Indian days): arithmetic without time zones. */

const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one calendar day to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** India's financial year (April to March) of a day, as the GST invoice series names it: "2025-26". */
export const financialYearOf = (day: string): string => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

export interface DaySpan {
  from: string;
  to: string;
}

const firstOfMonth = (year: number, month: number): string => {
  const normalized = new Date(Date.UTC(year, month - 1, 1));
  return normalized.toISOString().slice(0, 10);
};

/** The calendar month `offset` months from the day's (0 its own, -1 the one before), first to last day. */
export const monthSpan = (day: string, offset = 0): DaySpan => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) + offset;
  return { from: firstOfMonth(year, month), to: addDays(firstOfMonth(year, month + 1), -1) };
};

/** The quarter `offset` quarters from the day's; India's financial quarters (April–June…) are these too. */
export const quarterSpan = (day: string, offset = 0): DaySpan => {
  const year = Number(day.slice(0, 4));
  const first = Math.floor((Number(day.slice(5, 7)) - 1) / 3) * 3 + 1 + offset * 3;
  return { from: firstOfMonth(year, first), to: addDays(firstOfMonth(year, first + 3), -1) };
};

/** India's financial year (April to March) the day falls in. */
export const financialYearSpan = (day: string): DaySpan => {
  const start = Number(financialYearOf(day).slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
};
