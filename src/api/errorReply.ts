import { ApiError as ApiErrorBody } from '../domain/schemas/error';
import { refusalFromApi } from '../machines/refusal';
import { ApiError } from './ApiError';
import type { HttpClientOptions } from './httpClient';

/** The error a refused request answered with (DESIGN.md §5), or a plain one when its body is not that shape. */
export const errorFrom = (status: number, payload: unknown): ApiError => {
  const parsed = ApiErrorBody.safeParse(payload);
  if (parsed.success) {
    const { code, message, fields, refusal } = parsed.data.error;
    return new ApiError(code, status, message, fields, refusalFromApi(refusal));
  }
  return new ApiError(status >= 500 ? 'internal' : 'bad_request', status, `The server answered ${status}.`);
};

/** The error of a refused request made beside the JSON client; a 401 signs the user out, as the client's do. */
export const refusalOf = (options: HttpClientOptions, status: number, payload: unknown): ApiError => {
  if (status === 401) options.onUnauthorized();
  return errorFrom(status, payload);
};
