import { z } from 'zod';
import { Pincode } from './places';

/**
 * Where an address's pin came from. `city`: the city's centre, the fallback, often kilometres off (a client at
 * SIPCOT Sriperumbudur on Chennai's centre, 40 km away), so distance and ETA are measured to the wrong place;
 * `pin`: a locality of the address's PIN code (GeoNames' Indian postal codes, shipped with the product);
 * `hand`: dragged or clicked on the map, or typed, by the user, and never moved by the server.
 */
export const PIN_SOURCES = ['city', 'pin', 'hand'] as const;
export const PinSource = z.enum(PIN_SOURCES);
export type PinSource = z.infer<typeof PinSource>;

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
