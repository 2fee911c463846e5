import { eq } from 'drizzle-orm';
import type { PinSource } from '../../src/domain/schemas/pinSource';
import type { Queryable } from '../db/database';
import { cities } from '../db/schema/geo';
import { localitiesOf, pinFromPincode } from './pinLocalities';

export interface PinOfAddress {
  cityId: number;
  pincode: string;
  latitude: number;
  longitude: number;
  /** As the form (or an import) says; absent (an API client), it is read off the coordinates. */
  pinSource?: PinSource | null;
  /** The PIN code's locality the user chose, if any. */
  locality?: string | null;
}

export interface PlacedPin {
  latitude: number;
  longitude: number;
  pinSource: PinSource;
}

const samePoint = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  Math.abs(a.latitude - b.latitude) < 1e-6 && Math.abs(a.longitude - b.longitude) < 1e-6;

/**
 * Where a saved address's pin stands. One placed by hand stays where it was put. Otherwise the PIN code places it
 * (the chosen locality, else the code's localities' median) rather than the city's centre, unless the pin already
 * stands on one of the code's localities (an address saved again). A code GeoNames does not know leaves the pin
 * as given: the city's centre, flagged for the user to place.
 */
export async function placedPin(db: Queryable, address: PinOfAddress): Promise<PlacedPin> {
  const given = { latitude: address.latitude, longitude: address.longitude };
  const source = address.pinSource ?? ((await onCityCentre(db, address)) ? 'city' : 'hand');
  if (source === 'hand') return { ...given, pinSource: 'hand' };
  if (!address.locality && source === 'pin') {
    const localities = await localitiesOf(address.pincode);
    if (localities.some((l) => samePoint(l, given))) return { ...given, pinSource: 'pin' };
  }
  const fromPin = await pinFromPincode(address.pincode, address.locality);
  if (fromPin) return { latitude: fromPin.latitude, longitude: fromPin.longitude, pinSource: 'pin' };
  // The caller's word for it (an import gives the city's centre) saves a query per address the code misses.
  const onCentre = address.pinSource === 'city' || (await onCityCentre(db, address));
  return { ...given, pinSource: onCentre ? 'city' : 'hand' };
}

async function onCityCentre(db: Queryable, address: PinOfAddress): Promise<boolean> {
  const [city] = await db
    .select({ latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(eq(cities.id, address.cityId));
  return city ? samePoint(city, address) : false;
}
