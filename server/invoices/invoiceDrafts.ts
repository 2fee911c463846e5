import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { InvoiceableOrder, InvoiceDraft } from '../../src/domain/schemas/payments';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { likePattern } from '../db/likePattern';
import { invoices } from '../db/schema/billing';
import { orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { transporters } from '../db/schema/transporters';
import type { OrderRecord } from '../orders/orderRecord';
import { freightGstRatesOf } from './freightGstRates';
import { gstStatesOf, termsFor } from './invoiceTerms';

/** Orders the "New invoice" picker offers at once: the latest delivered, narrowed by a search. */
const PICKER_LIMIT = 50;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const invoiceableOf = (order: OrderRecord, plantName: string, transporterName: string): InvoiceableOrder => ({
  id: order.id,
  number: order.number,
  direction: order.direction,
  source: order.source,
  plant: { id: order.plantId, name: plantName },
  transporter: { id: order.transporterId, name: transporterName },
  freightPaise: order.freightPaise,
  deliveredAt: iso(order.deliveredAt),
});

/**
 * The user's delivered orders, awarded or offline, of both directions: the orders that wait for their invoice
 * (entering one moves an order on to invoiced), latest delivered first, searched by order or transporter.
 */
export async function invoiceableOrders(
  db: Queryable,
  user: SignedInUser,
  search: string | undefined,
): Promise<InvoiceableOrder[]> {
  const scope = plantScope(user, orders.plantId);
  const rows = await db
    .select({ order: orders, plantName: plants.name, transporterName: transporters.name })
    .from(orders)
    .innerJoin(plants, eq(plants.id, orders.plantId))
    .innerJoin(transporters, eq(transporters.id, orders.transporterId))
    .where(
      and(
        eq(orders.industryId, industryOf(user)),
        eq(orders.status, 'delivered'),
        ...(scope ? [scope] : []),
        ...(search
          ? [or(ilike(orders.number, likePattern(search)), ilike(transporters.name, likePattern(search)))!]
          : []),
      ),
    )
    .orderBy(desc(orders.deliveredAt), desc(orders.id))
    .limit(PICKER_LIMIT);
  return rows.map((r) => invoiceableOf(r.order, r.plantName, r.transporterName));
}

/** What the invoice form of an order (found within the user's scope) computes with; see `InvoiceDraft`. */
export async function invoiceDraft(db: Queryable, order: OrderRecord): Promise<InvoiceDraft> {
  const [[names], [invoice], states, rates, term] = await Promise.all([
    db
      .select({ plantName: plants.name, transporterName: transporters.name })
      .from(plants)
      .innerJoin(transporters, eq(transporters.id, order.transporterId))
      .where(eq(plants.id, order.plantId)),
    db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id)),
    gstStatesOf(db, order),
    freightGstRatesOf(db, order.industryId),
    termsFor(db, order.industryId, order.transporterId),
  ]);
  return {
    order: {
      ...invoiceableOf(order, names!.plantName, names!.transporterName),
      status: order.status,
      gateInAt: iso(order.gateInAt),
      gateOutAt: iso(order.gateOutAt),
    },
    transporterGstin: states.transporterGstin,
    invoiceId: invoice?.id ?? null,
    rates,
    supplierStateCode: states.supplierStateCode,
    recipientStateCode: states.recipientStateCode,
    paymentTerm: term ? { name: term.name, days: term.days, advancePercent: term.advancePercent } : null,
  };
}
