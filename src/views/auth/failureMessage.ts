import type { TFunction } from 'i18next';
import { isApiError } from '../../api/ApiError';
import { serverFieldErrors } from '../components/serverFieldErrors';

interface FieldErrorTarget {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * The sentence a form shows for a failed call; the server's field messages go under their fields, in the
 * reader's language when they are the shared schemas' own.
 * `unauthorized` names what 401 means on that form (a wrong password on sign-in, an expired link on reset).
 */
export const failureMessage = (
  t: TFunction,
  error: unknown,
  form: FieldErrorTarget,
  unauthorized: string,
): string => {
  if (!isApiError(error)) return t('auth.failure.generic');
  if (Object.keys(error.fields).length > 0) {
    form.setErrors(serverFieldErrors(error));
    return t('auth.failure.checkFields');
  }
  if (error.status === 401) return unauthorized;
  if (error.status === 429) return t('auth.failure.tooManyAttempts');
  return error.message;
};
