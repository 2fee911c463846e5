import { ApiError } from '../../src/domain/schemas/error';

/** Error replies every signed-in route can give, for the OpenAPI document. */
export const signedInErrors = { 400: ApiError, 401: ApiError, 403: ApiError } as const;
export const publicErrors = { 400: ApiError, 429: ApiError } as const;
/** A write naming a record that is not the user's answers 422 with its fields (tenancy/ownedReferences.ts). */
export const referenceErrors = { 422: ApiError } as const;
