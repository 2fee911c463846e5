import { z } from 'zod';

/**
 * Where an address's pin came from. `city`: the city's centre, the fallback, often kilometres off (a client at
 * SIPCOT Sriperumbudur on Chennai's centre, 40 km away), so distance and ETA are measured to the wrong place;
 * `pin`: a locality of the address's PIN code (GeoNames' Indian postal codes, shipped with the product);
 * `hand`: dragged or clicked on the map, or typed, by the user, and never moved by the server.
 */
export const PIN_SOURCES = ['city', 'pin', 'hand'] as const;
export const PinSource = z.enum(PIN_SOURCES);
export type PinSource = z.infer<typeof PinSource>;
