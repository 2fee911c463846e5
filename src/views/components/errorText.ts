import type { i18n } from 'i18next';
import { isApiError } from '../../api/ApiError';
import { refusalText } from '../../i18n/refusalText';

/**
 * What to tell the user about a failed call: a lifecycle's refusal in their language (the 409 carries it as
 * data), otherwise the message as the API or the browser worded it.
 */
export const errorText = (language: i18n, error: Error): string =>
  isApiError(error) && error.refusal ? refusalText(language, error.refusal) : error.message;
