import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { imeiDigits } from '../../src/domain/imei';
import { VehicleNumber } from '../../src/domain/schemas/ingest';
import type { Queryable } from '../db/database';
import { devices } from '../db/schema/tracking';
import { trackedOrdersByVehicle } from '../tracking/resolveOrders';

/**
 * The vehicle each device id reports for: a GPS device of the industry's master (matched by its IMEI) that is
 * issued to a truck, or else an id that is itself the plate of a vehicle on a running trip (phones running
 * Traccar Client are often given the truck's number as their identifier). Ids of neither are absent.
 */
export async function vehiclesOfDevices(
  db: Queryable,
  industryId: number,
  deviceIds: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const ids = [...new Set(deviceIds)];
  if (ids.length === 0) return found;

  const byImei = new Map(ids.map((id) => [imeiDigits(id), id]));
  const issued = await db
    .select({ imei: devices.imei, vehicleNumber: devices.vehicleNumber })
    .from(devices)
    .where(
      and(
        eq(devices.industryId, industryId),
        inArray(devices.imei, [...byImei.keys()]),
        eq(devices.status, 'issued'),
        isNotNull(devices.vehicleNumber),
      ),
    );
  for (const d of issued) {
    const id = byImei.get(d.imei);
    if (id !== undefined && d.vehicleNumber) found.set(id, d.vehicleNumber);
  }

  const plates = new Map<string, string>();
  for (const id of ids) {
    if (found.has(id)) continue;
    const plate = VehicleNumber.safeParse(id);
    if (plate.success) plates.set(id, plate.data);
  }
  const onTrip = await trackedOrdersByVehicle(db, industryId, [...plates.values()]);
  for (const [id, plate] of plates) if (onTrip.has(plate)) found.set(id, plate);
  return found;
}
