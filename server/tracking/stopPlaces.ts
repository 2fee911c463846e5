import { eq } from 'drizzle-orm';
import { distanceKm, type LatLng } from '../../src/domain/geo';
import type { StopPlace } from '../../src/domain/schemas/tripSummary';
import type { Queryable } from '../db/database';
import { clientAddresses, clients, vendorAddresses, vendors } from '../db/schema/parties';
import { plants } from '../db/schema/plants';
import { nearestLocality } from '../places/pinLocalities';

/** A truck standing this close to one of the industry's own places stood there (a yard, a client's gate). */
export const OWN_PLACE_RADIUS_KM = 1;

export interface OwnPlace extends LatLng {
  name: string;
}

/** The industry's plants and its clients' and vendors' addresses, each named as its people know it. */
export async function ownPlacesOf(db: Queryable, industryId: number): Promise<OwnPlace[]> {
  const [plantRows, clientRows, vendorRows] = await Promise.all([
    db
      .select({ name: plants.name, latitude: plants.latitude, longitude: plants.longitude })
      .from(plants)
      .where(eq(plants.industryId, industryId)),
    db
      .select({
        party: clients.name,
        label: clientAddresses.label,
        latitude: clientAddresses.latitude,
        longitude: clientAddresses.longitude,
      })
      .from(clientAddresses)
      .innerJoin(clients, eq(clients.id, clientAddresses.clientId))
      .where(eq(clientAddresses.industryId, industryId)),
    db
      .select({
        party: vendors.name,
        label: vendorAddresses.label,
        latitude: vendorAddresses.latitude,
        longitude: vendorAddresses.longitude,
      })
      .from(vendorAddresses)
      .innerJoin(vendors, eq(vendors.id, vendorAddresses.vendorId))
      .where(eq(vendorAddresses.industryId, industryId)),
  ]);
  const party = (row: { party: string; label: string; latitude: number; longitude: number }) => ({
    name: `${row.party} (${row.label})`,
    latitude: row.latitude,
    longitude: row.longitude,
  });
  return [...plantRows, ...clientRows.map(party), ...vendorRows.map(party)];
}

/**
 * Where a stop happened: the nearest of the industry's own places within OWN_PLACE_RADIUS_KM, else the nearest
 * locality of the PIN dataset. A stop is not named after the town the road is heading to, which may be a
 * hundred kilometres on: the nearest post office's locality is seldom more than a few kilometres away.
 */
export async function stopPlace(point: LatLng, own: readonly OwnPlace[]): Promise<StopPlace | null> {
  let nearest: { place: OwnPlace; km: number } | null = null;
  for (const place of own) {
    const km = distanceKm(point, place);
    if (km <= OWN_PLACE_RADIUS_KM && (!nearest || km < nearest.km)) nearest = { place, km };
  }
  if (nearest) return { kind: 'own', name: nearest.place.name };
  const found = await nearestLocality(point);
  return found
    ? {
        kind: 'locality',
        name: found.locality.name,
        district: found.locality.district,
        state: found.locality.state,
      }
    : null;
}
