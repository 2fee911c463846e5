import { isApiError } from '../../api/ApiError';

/** The server's per-field messages (400 `fields`), to put beside the inputs they belong to. */
export const serverFieldErrors = (error: unknown): Record<string, string> =>
  isApiError(error) ? { ...error.fields } : {};
