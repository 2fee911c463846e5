import type { VehicleColumns, VehicleState } from '../../src/domain/schemas/tracking';
import { encodeVehicleColumns } from '../../src/domain/vehicleColumns';

/**
 * Vehicles per `position.batch` message at most. A browser decodes a socket message in one task (the frame's
 * JSON, then socket.io's packet): one flush of a 50,000-truck fleet's moves is over a thousand vehicles, a
 * message of about a megabyte that held the board's page for tens of milliseconds. Messages of this size are
 * decoded in a few milliseconds each, in tasks of their own, between which the page draws.
 */
export const VEHICLES_PER_BATCH = 200;

/**
 * `vehicles` as `position.batch` payloads of at most `size`, each in the wire form (VehicleColumns) with the
 * highest `seq` among its own vehicles.
 */
export function positionBatches(
  vehicles: readonly VehicleState[],
  size = VEHICLES_PER_BATCH,
): VehicleColumns[] {
  const batches: VehicleColumns[] = [];
  for (let start = 0; start < vehicles.length; start += size) {
    const part = vehicles.slice(start, start + size);
    batches.push(
      encodeVehicleColumns(
        part.reduce((max, v) => Math.max(max, v.seq), 0),
        part,
      ),
    );
  }
  return batches;
}
