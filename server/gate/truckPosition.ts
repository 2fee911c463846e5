import { eq } from 'drizzle-orm';
import { type GeofencePosition, geofencePosition } from '../../src/domain/geofence';
import type { Queryable } from '../db/database';
import { plants } from '../db/schema/plants';
import { trackingLatest } from '../db/schema/trackingState';
import type { OrderRecord } from '../orders/orderRecord';

/** Where the order's truck last reported, against its plant's geofence. */
export async function truckPosition(tx: Queryable, order: OrderRecord): Promise<GeofencePosition> {
  const [plant] = await tx.select().from(plants).where(eq(plants.id, order.plantId));
  const [fix] = await tx
    .select({
      latitude: trackingLatest.latitude,
      longitude: trackingLatest.longitude,
      at: trackingLatest.lastFixAt,
    })
    .from(trackingLatest)
    .where(eq(trackingLatest.orderId, order.id));
  const fence = { latitude: plant!.latitude, longitude: plant!.longitude, radiusM: plant!.geofenceRadiusM };
  return geofencePosition(fix, fence);
}
