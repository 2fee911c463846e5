/**
 * Refinement options that run an object's cross-field checks even when some of its fields failed (zod skips
 * them by default), so that a form names every problem at once. The refinement must then cope with
 * missing fields: Date.parse(undefined) is NaN and compares false, which is enough for ours.
 */
export const evenWithFieldErrors = {
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};
