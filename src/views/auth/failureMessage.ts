import { isApiError } from '../../api/ApiError';

export const SIGN_IN_REJECTED = 'Wrong email, mobile number or password.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Wait a minute, then try again.';
export const CHECK_FIELDS = 'Check the highlighted fields.';

interface FieldErrorTarget {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * The sentence a form shows for a failed call; the server's field messages go under their fields.
 * `unauthorized` names what 401 means on that form (a wrong password on sign-in, an expired link on reset).
 */
export const failureMessage = (error: unknown, form: FieldErrorTarget, unauthorized: string): string => {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  if (Object.keys(error.fields).length > 0) {
    form.setErrors({ ...error.fields });
    return CHECK_FIELDS;
  }
  if (error.status === 401) return unauthorized;
  if (error.status === 429) return TOO_MANY_ATTEMPTS;
  return error.message;
};
