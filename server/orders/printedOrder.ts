import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { products } from '../db/schema/catalogue';
import { cities } from '../db/schema/geo';
import { gateEvents } from '../db/schema/orders';
import { clients, vendors } from '../db/schema/parties';
import { plants } from '../db/schema/plants';
import { industries } from '../db/schema/tenancy';
import { transporters } from '../db/schema/transporters';
import { requireOrderPermission } from './orderPermissions';
import { findOrder, findOrderOfIndustry, type OrderRecord } from './orderRecord';

const origin = alias(cities, 'origin');
const destination = alias(cities, 'destination');

/**
 * What an order's lorry receipt and gate pass print: the order as its page shows it (the user's industry and
 * plants, the permission of its list), the parties, the lane, the product and the gate's passes.
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
  const [[head], passes] = await Promise.all([
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
  ]);
  return { order, ...head!, passes };
}
export type PrintedOrder = Awaited<ReturnType<typeof printedOrderOf>>;
