import { validUntil } from '../../../src/domain/ewayBill';
import { ewayBills } from '../schema/tracking';
import { ewayBillEvents } from '../schema/trackingState';
import { insertAll } from './batch';
import type { SeedContext } from './context';
import type { SeededOrder } from './orders';

const ON_THE_ROAD = new Set(['gate_out', 'in_transit', 'at_gate', 'gate_in', 'unloading']);

/**
 * The feed's id for the generation of an order's bill. The demo feed (server/sim) reports each truck's bill
 * again whenever it starts, under this id, so that report is a duplicate of the seeded one, not a second bill.
 */
export const ewayBillGeneratedEventId = (orderId: number): string => `${orderId}-ewb-generated`;

/**
 * E-way bills of moving orders, each as the feed would have left it: its `generated` event and the bill that
 * event made, from one validity (src/domain/ewayBill.ts: a day per 200 road km, counted from generation),
 * so the trip's card and its events list read the same instant. The bill's last change is its generation:
 * whatever the feed reports later (an extension, a Part-B update) applies to it.
 */
export async function seedEwayBills(
  ctx: SeedContext,
  industryId: number,
  orderList: readonly SeededOrder[],
): Promise<void> {
  const bills = orderList.flatMap((o) => {
    if (!o.ewayBillNo) return [];
    const generatedAt = o.gateOutAt ?? o.pickupAt;
    return [{ order: o, number: o.ewayBillNo, generatedAt, validUntil: validUntil(generatedAt, o.km) }];
  });
  await insertAll(
    ctx.db,
    ewayBills,
    bills.map(({ order, number, generatedAt, validUntil }) => ({
      industryId,
      orderId: order.id,
      number,
      generatedAt,
      validFrom: generatedAt,
      validUntil,
      distanceKm: order.km,
      vehicleNumber: order.vehicleNumber,
      status:
        validUntil < ctx.now && ON_THE_ROAD.has(order.status) ? ('expired' as const) : ('active' as const),
      updatedAt: generatedAt,
    })),
  );
  await insertAll(
    ctx.db,
    ewayBillEvents,
    bills.map(({ order, number, generatedAt, validUntil }) => ({
      industryId,
      orderId: order.id,
      sourceEventId: ewayBillGeneratedEventId(order.id),
      number,
      kind: 'generated' as const,
      validUntil,
      vehicleNumber: order.vehicleNumber,
      distanceKm: order.km,
      at: generatedAt,
      receivedAt: generatedAt,
    })),
  );
}
