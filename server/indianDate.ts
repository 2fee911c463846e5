const IST_OFFSET_MS = 5.5 * 3_600_000;

/** The calendar date (YYYY-MM-DD) in India at an instant: plans, invoices and list filters count Indian days. */
export const indianDate = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instant an Indian calendar day (YYYY-MM-DD) begins. */
export const startOfIndianDay = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
