import { isApiError } from '../../api/ApiError';
import { appI18n } from '../../i18n/appI18n';
import { fieldMessage } from '../../i18n/fieldMessage';

/**
 * The server's per-field messages (400 `fields`), to put beside the inputs they belong to; a shared schema's
 * own message reads in the user's language rather than the API's English.
 */
export const serverFieldErrors = (error: unknown): Record<string, string> =>
  isApiError(error)
    ? Object.fromEntries(
        Object.entries(error.fields).map(([field, message]) => [field, fieldMessage(appI18n.t, message)]),
      )
    : {};
