import type { GateEventKind } from '../../src/domain/statuses';
import type { Queryable } from '../db/database';
import { gateEvents } from '../db/schema/orders';
import type { OrderRecord } from '../orders/orderRecord';

export interface GatePass {
  kind: GateEventKind;
  at: Date;
  vehicleNumber: string;
  byUserId: number;
  grossWeightKg: number | null;
  tareWeightKg: number | null;
  weightDifferenceKg: number | null;
  distanceFromPlantM: number | null;
  geofenceOverrideNote: string | null;
}

/** The gate's own record of a pass, beside the order's timeline row. */
export async function recordGatePass(tx: Queryable, order: OrderRecord, pass: GatePass): Promise<void> {
  await tx
    .insert(gateEvents)
    .values({ industryId: order.industryId, orderId: order.id, plantId: order.plantId, ...pass });
}
