import { and, eq, inArray } from 'drizzle-orm';
import type { RequestInput } from '../../src/domain/schemas/requests';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { packages, products } from '../db/schema/catalogue';
import { cities } from '../db/schema/geo';
import { clients, vendors } from '../db/schema/parties';
import { plants } from '../db/schema/plants';
import { industryTransporters } from '../db/schema/transporters';
import { HttpError } from '../errors/httpError';

type References = Pick<
  RequestInput,
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
 * Every id in a request form must name a record of the user's industry (and plant scope) that is in use;
 * otherwise one 400 listing each bad field, as the form shows them. Returns the cities' coordinates.
 */
export async function checkRequestReferences(
  db: Queryable,
  user: SignedInUser,
  input: References,
): Promise<Map<number, CityPoint>> {
  const industryId = industryOf(user);
  const fields: Record<string, string> = {};
  const scope = plantScope(user, plants.id);
  const [plant] = await db
    .select({ id: plants.id })
    .from(plants)
    .where(
      and(
        eq(plants.id, input.plantId),
        eq(plants.industryId, industryId),
        eq(plants.status, 'active'),
        ...(scope ? [scope] : []),
      ),
    );
  if (!plant) fields.plantId = 'Choose one of your active plants';
  if (input.vendorId) {
    const [row] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.id, input.vendorId), eq(vendors.industryId, industryId)));
    if (!row) fields.vendorId = 'Choose one of your vendors';
  }
  if (input.clientId) {
    const [row] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, input.clientId), eq(clients.industryId, industryId)));
    if (!row) fields.clientId = 'Choose one of your clients';
  }
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.industryId, industryId)));
  if (!product) fields.productId = 'Choose one of your products';
  if (input.packageId) {
    const [row] = await db
      .select({ id: packages.id })
      .from(packages)
      .where(and(eq(packages.id, input.packageId), eq(packages.industryId, industryId)));
    if (!row) fields.packageId = 'Choose one of your packages';
  }
  const cityIds = [...new Set([input.pickupCityId, ...input.dropOffs.map((d) => d.cityId)])];
  const cityRows = await db
    .select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(inArray(cities.id, cityIds));
  const points = new Map(cityRows.map((c) => [c.id, { latitude: c.latitude, longitude: c.longitude }]));
  if (!points.has(input.pickupCityId)) fields.pickupCityId = 'Choose a city';
  input.dropOffs.forEach((d, i) => {
    if (!points.has(d.cityId)) fields[`dropOffs.${i}.cityId`] = 'Choose a city';
  });
  const invited = [...new Set(input.transporterIds)];
  const linked = await db
    .select({ id: industryTransporters.transporterId })
    .from(industryTransporters)
    .where(
      and(
        eq(industryTransporters.industryId, industryId),
        eq(industryTransporters.status, 'active'),
        inArray(industryTransporters.transporterId, invited),
      ),
    );
  if (linked.length !== invited.length)
    fields.transporterIds = 'Invite only your active transporters (blocked ones cannot bid)';
  if (Object.keys(fields).length > 0)
    throw new HttpError(400, 'validation', 'Some fields are invalid', fields);
  return points;
}
