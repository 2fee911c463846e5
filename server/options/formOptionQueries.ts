import { and, asc, eq } from 'drizzle-orm';
import { resolveRequestDefaults } from '../../src/domain/requestDefaults';
import type { FormOptions, PartyOption } from '../../src/domain/schemas/formOptions';
import { VEHICLE_TYPES } from '../../src/domain/vehicleTypes';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { packages, products } from '../db/schema/catalogue';
import { cities } from '../db/schema/geo';
import { clientAddresses, clients, vendorAddresses, vendors } from '../db/schema/parties';
import { plants } from '../db/schema/plants';
import { industryTransporters, transporters } from '../db/schema/transporters';
import { biddingWindowOf } from '../requests/biddingWindowSettings';
import { activeRequestSettings } from '../requests/requestDefaults';

/** A party table with its address book: clients and vendors have the same shape. */
const PARTY_TABLES = {
  clients: { party: clients, addresses: clientAddresses, owner: clientAddresses.clientId },
  vendors: { party: vendors, addresses: vendorAddresses, owner: vendorAddresses.vendorId },
} as const;

/** Active parties of the industry by name, each with its saved addresses (two queries, joined here). */
async function partiesOf(
  db: Queryable,
  industryId: number,
  kind: keyof typeof PARTY_TABLES,
): Promise<PartyOption[]> {
  const { party, addresses, owner } = PARTY_TABLES[kind];
  const rows = await db
    .select({ id: party.id, code: party.code, name: party.name })
    .from(party)
    .where(and(eq(party.industryId, industryId), eq(party.status, 'active')))
    .orderBy(asc(party.name));
  if (rows.length === 0) return [];
  const saved = await db
    .select({
      ownerId: owner,
      id: addresses.id,
      label: addresses.label,
      address: addresses.address,
      cityId: addresses.cityId,
      city: cities.name,
      latitude: addresses.latitude,
      longitude: addresses.longitude,
    })
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(eq(addresses.industryId, industryId))
    .orderBy(asc(addresses.id));
  const byParty = new Map<number, PartyOption['addresses']>();
  for (const { ownerId, ...address } of saved) {
    byParty.set(ownerId, [...(byParty.get(ownerId) ?? []), address]);
  }
  return rows.map((p) => ({ ...p, addresses: byParty.get(p.id) ?? [] }));
}

/** What the request and offline-order forms offer: only records of the user's industry that are in use. */
export async function formOptions(db: Queryable, user: SignedInUser): Promise<FormOptions> {
  const industryId = industryOf(user);
  const scope = plantScope(user, plants.id);
  const [plantRows, clientRows, vendorRows, productRows, packageRows, transporterRows] = await Promise.all([
    db
      .select({
        id: plants.id,
        code: plants.code,
        name: plants.name,
        address: plants.address,
        cityId: plants.cityId,
        city: cities.name,
        latitude: plants.latitude,
        longitude: plants.longitude,
      })
      .from(plants)
      .innerJoin(cities, eq(cities.id, plants.cityId))
      .where(and(eq(plants.industryId, industryId), eq(plants.status, 'active'), ...(scope ? [scope] : [])))
      .orderBy(asc(plants.name)),
    partiesOf(db, industryId, 'clients'),
    partiesOf(db, industryId, 'vendors'),
    db
      .select({
        id: products.id,
        code: products.code,
        name: products.name,
        unit: products.unit,
        defaultPackageId: products.defaultPackageId,
      })
      .from(products)
      .where(and(eq(products.industryId, industryId), eq(products.status, 'active')))
      .orderBy(asc(products.name)),
    db
      .select({ id: packages.id, name: packages.name, unitWeightKg: packages.unitWeightKg })
      .from(packages)
      .where(and(eq(packages.industryId, industryId), eq(packages.status, 'active')))
      .orderBy(asc(packages.name)),
    db
      .select({ id: transporters.id, code: transporters.code, name: transporters.name })
      .from(industryTransporters)
      .innerJoin(transporters, eq(transporters.id, industryTransporters.transporterId))
      .where(
        // Blocked transporters cannot bid, so the form never offers them.
        and(eq(industryTransporters.industryId, industryId), eq(industryTransporters.status, 'active')),
      )
      .orderBy(asc(transporters.name)),
  ]);
  // One rule for the form's prefill and the server's default (src/domain/requestDefaults.ts).
  const [settings, industryWindow] = await Promise.all([
    activeRequestSettings(db, industryId),
    biddingWindowOf(db, industryId),
  ]);
  const active = transporterRows.map((t) => t.id);
  return {
    plants: plantRows.map((plant) => ({
      ...plant,
      requestDefaults: resolveRequestDefaults(settings, plant.id, active, industryWindow),
    })),
    clients: clientRows,
    vendors: vendorRows,
    products: productRows,
    packages: packageRows,
    transporters: transporterRows,
    vehicleTypes: [...VEHICLE_TYPES],
  };
}
