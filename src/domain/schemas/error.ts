import { z } from 'zod';

/** Every failing API call answers this shape (DESIGN.md §5). */
export const ErrorCode = z.enum([
  'bad_request',
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'unprocessable',
  'rate_limited',
  'plan_required',
  /** Sign-in refused until the account's e-mail address is confirmed by its mailed link. */
  'email_unverified',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ApiError = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    /** Field path (dot-joined) → message, for 400 validation errors. */
    fields: z.record(z.string(), z.string()).optional(),
    /** A 409's refusal as data (src/machines/refusal.ts): its code and the values its sentence names. */
    refusal: z
      .object({ code: z.string() })
      .catchall(z.union([z.string(), z.number()]))
      .optional(),
  }),
});
export type ApiError = z.infer<typeof ApiError>;
