import type { ErrorCode } from '../../src/domain/schemas/error';
import { englishRules } from '../../src/i18n/englishRules';
import { refusalText } from '../../src/i18n/refusalText';
import type { Refusal } from '../../src/machines/refusal';

/**
 * An error a route throws on purpose; the error handler turns it into `{error: {code, message, fields?,
 * refusal?}}`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** A lifecycle's refusal as data, so a screen can word it in its reader's language. */
    readonly refusal?: Refusal,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (what = 'This record') => new HttpError(404, 'not_found', `${what} was not found`);
export const planRequired = () =>
  new HttpError(403, 'plan_required', 'Your industry has no active plan. Choose a plan to continue.');
/** An illegal transition or a broken business rule: the message says why (the lifecycle machines word it). */
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
/** A lifecycle's refusal: its English sentence for the API, and its code and values for the screens. */
export const refused = ({ refusal }: { refusal: Refusal }) =>
  new HttpError(409, 'conflict', refusalText(englishRules, refusal), undefined, refusal);
export const fieldError = (field: string, message: string) =>
  new HttpError(400, 'validation', 'Some fields are invalid', { [field]: message });
/** Several fields refused at once, each with its message (a form marks them all in one round trip). */
export const fieldErrors = (fields: Record<string, string>) =>
  new HttpError(400, 'validation', 'Some fields are invalid', fields);
