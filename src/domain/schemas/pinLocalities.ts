import { z } from 'zod';
import { Pincode } from './places';

/** `/api/places/pin-codes/:pincode`. */
export const PinCodeParams = z.object({ pincode: Pincode });

/** One locality (a post office's area) of a PIN code, with GeoNames' point for it. */
export const PinLocality = z.object({
  name: z.string(),
  district: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PinLocality = z.infer<typeof PinLocality>;

export const PinCodeLocalities = z.object({
  pincode: z.string(),
  localities: z.array(PinLocality),
});
export type PinCodeLocalities = z.infer<typeof PinCodeLocalities>;
