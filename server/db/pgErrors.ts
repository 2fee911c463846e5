/** PostgreSQL's error codes the app answers in its own words rather than as a 500. */
export const PG_ERROR = {
  /** A row still named by another row's foreign key. */
  foreignKeyViolation: '23503',
  /** A second row with a value a unique index allows once. */
  uniqueViolation: '23505',
} as const;

/** Whether the error, or any error it wraps (Drizzle wraps the driver's as its cause), carries this code. */
export function hasPgCode(error: unknown, code: (typeof PG_ERROR)[keyof typeof PG_ERROR]): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === code) return true;
  return false;
}

/** Whether the error is a second row refused by this one unique constraint (and not some other key's). */
export function violatesUnique(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === PG_ERROR.uniqueViolation && name === constraint) return true;
  }
  return false;
}
