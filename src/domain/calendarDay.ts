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
