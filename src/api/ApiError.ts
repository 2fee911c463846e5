import type { ErrorCode } from '../domain/schemas/error';
import type { Refusal } from '../machines/refusal';

/** Server codes plus the two failures only the browser can see. */
export type ApiErrorCode = ErrorCode | 'network' | 'bad_response';

/** A failed call, as the server described it (`{error: {code, message, fields?}}`) or as the browser saw it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: ApiErrorCode,
    readonly status: number,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
    /** A lifecycle's refusal behind a 409, for screens to word in their reader's language. */
    readonly refusal?: Refusal,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
