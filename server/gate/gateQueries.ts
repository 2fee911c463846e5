import { and, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExpectedVehicles, GateExpectedQuery } from '../../src/domain/schemas/gate';
import type { GateEventKind, OrderStatus } from '../../src/domain/statuses';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { gateEvents, orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { transporters } from '../db/schema/transporters';
import { indianDate, startOfIndianDay } from '../indianDate';
import type { OrderRecord } from '../orders/orderRecord';

/** Already at or inside the plant: the gate keeper sees them whatever day they were due. */
const AT_PLANT: readonly OrderStatus[] = ['at_gate', 'gate_in', 'loading', 'unloading'];
/** On the way to our gate: outbound trucks coming to load, inbound trucks bringing goods. */
const COMING = { outbound: 'vehicle_assigned', inbound: 'in_transit' } as const;

/** The gate keeper's list for a day (today by default) of one direction, within the user's plants. */
export async function expectedVehicles(
  db: Queryable,
  user: SignedInUser,
  query: z.output<typeof GateExpectedQuery>,
): Promise<z.output<typeof ExpectedVehicles>> {
  const { direction, plant } = query;
  const date = query.date ?? indianDate(new Date());
  const dayStart = startOfIndianDay(date);
  const dayEnd = new Date(dayStart.getTime() + 86_400_000);
  const scope = plantScope(user, orders.plantId);
  // Inbound trucks are due once picked up (no later than the day); outbound ones on their pickup day.
  const coming: SQL =
    direction === 'outbound'
      ? and(eq(orders.status, COMING.outbound), gte(orders.pickupAt, dayStart), lt(orders.pickupAt, dayEnd))!
      : and(eq(orders.status, COMING.inbound), lt(orders.pickupAt, dayEnd))!;
  const rows = await db
    .select({ order: orders, plantName: plants.name, transporter: transporters.name })
    .from(orders)
    .innerJoin(plants, eq(plants.id, orders.plantId))
    .innerJoin(transporters, eq(transporters.id, orders.transporterId))
    .where(
      and(
        eq(orders.industryId, industryOf(user)),
        eq(orders.direction, direction),
        ...(scope ? [scope] : []),
        ...(plant ? [eq(orders.plantId, plant)] : []),
        or(inArray(orders.status, [...AT_PLANT]), coming),
      ),
    )
    .orderBy(orders.pickupAt, orders.id);
  return {
    date,
    rows: rows.map(({ order: o, plantName, transporter }) => ({
      orderId: o.id,
      orderNumber: o.number,
      plant: { id: o.plantId, name: plantName },
      status: o.status,
      vehicleNumber: o.vehicleNumber,
      driverName: o.driverName,
      driverPhone: o.driverPhone,
      transporter,
      pickupAt: o.pickupAt.toISOString(),
      gateInAt: o.gateInAt?.toISOString() ?? null,
    })),
  };
}

/** The gate's own record of a pass, beside the order's timeline row. */
export async function recordGatePass(
  tx: Queryable,
  order: OrderRecord,
  pass: { kind: GateEventKind; at: Date; vehicleNumber: string; byUserId: number },
): Promise<void> {
  await tx.insert(gateEvents).values({
    industryId: order.industryId,
    orderId: order.id,
    plantId: order.plantId,
    ...pass,
  });
}
