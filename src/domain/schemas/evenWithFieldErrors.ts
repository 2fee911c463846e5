import type { z } from 'zod';

/**
 * Refinement options that run an object's cross-field check even when other fields failed (zod skips it by
 * default), so that a form names every problem at once. The check still runs only when the fields it reads
 * passed: it then sees them typed, not as whatever a client sent (a date check given a deeply nested array
 * would otherwise overflow the stack converting it to a string).
 */
export const evenWithFieldErrors = (...reads: readonly string[]) => ({
  when: ({ value, issues }: z.core.ParsePayload) =>
    typeof value === 'object' &&
    value !== null &&
    !issues.some((issue) => reads.includes(String(issue.path?.[0]))),
});
