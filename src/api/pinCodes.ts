import { PinCodeLocalities } from '../domain/schemas/pinLocalities';
import { isApiError } from './ApiError';
import type { HttpClient } from './httpClient';

/** A PIN code's localities (server/http/masters/placeRoutes.ts); none for a code the product does not know. */
export const pinCodesApi = (http: HttpClient) => ({
  localities: async (pincode: string, signal?: AbortSignal) => {
    try {
      return await http.get(`/api/places/pin-codes/${pincode}`, { schema: PinCodeLocalities, signal });
    } catch (error) {
      if (isApiError(error) && error.status === 404) return { pincode, localities: [] };
      throw error;
    }
  },
});
