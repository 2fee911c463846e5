import { ApiError } from '../../src/domain/schemas/error';

/** Error replies every signed-in route can give, for the OpenAPI document. */
export const signedInErrors = { 400: ApiError, 401: ApiError, 403: ApiError } as const;
export const publicErrors = { 400: ApiError, 429: ApiError } as const;
