import { inArray } from 'drizzle-orm';
import type { SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { cities } from '../db/schema/geo';
import { requireOwnedReferences } from '../tenancy/ownedReferences';
import type { ResolvedRequestValues } from './requestDefaults';

type References = Pick<
  ResolvedRequestValues,
  | 'plantId'
  | 'vendorId'
  | 'clientId'
  | 'productId'
  | 'packageId'
  | 'pickupCityId'
  | 'dropOffs'
  | 'transporterIds'
>;

export type CityPoint = { latitude: number; longitude: number };

/**
 * Every id in a request form must be the user's (ownedReferences.ts); a new request goes from a plant in use
 * to transporters who may bid. Returns the cities' coordinates, which stand in for drop-offs without a pin.
 */
export async function checkRequestReferences(
  db: Queryable,
  user: SignedInUser,
  input: References,
): Promise<Map<number, CityPoint>> {
  await requireOwnedReferences(db, user, [
    {
      field: 'plantId',
      kind: 'plant',
      id: input.plantId,
      inUse: true,
      message: 'Choose one of your active plants',
    },
    { field: 'vendorId', kind: 'vendor', id: input.vendorId },
    { field: 'clientId', kind: 'client', id: input.clientId },
    { field: 'productId', kind: 'product', id: input.productId },
    { field: 'packageId', kind: 'package', id: input.packageId },
    { field: 'pickupCityId', kind: 'city', id: input.pickupCityId },
    ...input.dropOffs.map((d, i) => ({ field: `dropOffs.${i}.cityId`, kind: 'city' as const, id: d.cityId })),
    ...input.transporterIds.map((id) => ({
      field: 'transporterIds',
      kind: 'transporter' as const,
      id,
      inUse: true,
      message: 'Invite only your active transporters (blocked ones cannot bid)',
    })),
  ]);
  const cityIds = [...new Set([input.pickupCityId, ...input.dropOffs.map((d) => d.cityId)])];
  const rows = await db
    .select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(inArray(cities.id, cityIds));
  return new Map(rows.map((c) => [c.id, { latitude: c.latitude, longitude: c.longitude }]));
}
