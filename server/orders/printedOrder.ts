import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { products } from '../db/schema/catalogue';
import { cities } from '../db/schema/geo';
import { gateEvents } from '../db/schema/orders';
import { clientAddresses, clients, vendorAddresses, vendors } from '../db/schema/parties';
import { plants } from '../db/schema/plants';
import { industries } from '../db/schema/tenancy';
import { transporters } from '../db/schema/transporters';
import { postalAddress } from '../documents/documentParties';
import { requireOrderPermission } from './orderPermissions';
import { findOrder, findOrderOfIndustry, type OrderRecord } from './orderRecord';

const origin = alias(cities, 'origin');
const destination = alias(cities, 'destination');

/**
 * What an order's lorry receipt and gate pass print: the order as its page shows it (the user's industry and
 * plants, the permission of its list), the parties, the lane, the product, the gate's passes and the client's or
 * vendor's address (`partyAddress`).
 */
export async function printedOrder(db: Queryable, user: SignedInUser, id: number) {
  const order = await findOrder(db, user, id);
  requireOrderPermission(user, order.direction, order.source === 'offline' ? 'offline-list' : 'order');
  return printedOrderOf(db, order);
}

/** The same, for the document link the industry signed: any of its orders, with no user to narrow them. */
export const printedOrderOfIndustry = async (db: Queryable, industryId: number, id: number) =>
  printedOrderOf(db, await findOrderOfIndustry(db, industryId, id));

async function printedOrderOf(db: Queryable, order: OrderRecord) {
  const [[head], passes, partyAddress] = await Promise.all([
    db
      .select({
        industry: industries,
        plant: plants,
        transporter: transporters,
        client: clients,
        vendor: vendors,
        product: products,
        from: origin.name,
        to: destination.name,
      })
      .from(industries)
      .innerJoin(plants, eq(plants.id, order.plantId))
      .innerJoin(transporters, eq(transporters.id, order.transporterId))
      .innerJoin(origin, eq(origin.id, order.originCityId))
      .innerJoin(destination, eq(destination.id, order.destinationCityId))
      .leftJoin(clients, eq(clients.id, order.clientId ?? -1))
      .leftJoin(vendors, eq(vendors.id, order.vendorId ?? -1))
      .leftJoin(products, eq(products.id, order.productId ?? -1))
      .where(eq(industries.id, order.industryId)),
    db.select().from(gateEvents).where(eq(gateEvents.orderId, order.id)).orderBy(asc(gateEvents.at)),
    partyAddressOf(db, order),
  ]);
  return { order, ...head!, passes, partyAddress };
}

/**
 * Where the order's client receives the goods (outbound) or its vendor sends them from (inbound), on one line:
 * of the party's addresses, the one in the town at that end of the lane, else its main (first) one; null for a
 * party with none, or an order with no party.
 */
async function partyAddressOf(db: Queryable, order: OrderRecord): Promise<string | null> {
  const outbound = order.direction === 'outbound';
  const partyId = outbound ? order.clientId : order.vendorId;
  if (partyId === null) return null;
  const table = outbound ? clientAddresses : vendorAddresses;
  const owner = outbound ? clientAddresses.clientId : vendorAddresses.vendorId;
  const town = outbound ? order.destinationCityId : order.originCityId;
  const [row] = await db
    .select({ address: table.address, city: cities.name, pincode: table.pincode })
    .from(table)
    .innerJoin(cities, eq(cities.id, table.cityId))
    .where(eq(owner, partyId))
    .orderBy(desc(sql`${table.cityId} = ${town}`), asc(table.id))
    .limit(1);
  return row ? postalAddress(row) : null;
}
export type PrintedOrder = Awaited<ReturnType<typeof printedOrderOf>>;
