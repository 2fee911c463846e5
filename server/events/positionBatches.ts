import type { PositionBatch, VehicleState } from '../../src/domain/schemas/tracking';

/**
 * Vehicles per `position.batch` message at most. A browser decodes a socket message in one task (the frame's
 * JSON, then socket.io's packet): one flush of a 50,000-truck fleet's moves is over a thousand vehicles, a
 * message of about a megabyte that held the board's page for tens of milliseconds. Messages of this size are
 * decoded in a few milliseconds each, in tasks of their own, between which the page draws.
 */
export const VEHICLES_PER_BATCH = 200;

/** `vehicles` as batches of at most `size`, each with the highest `seq` among its own vehicles. */
export function positionBatches(
  vehicles: readonly VehicleState[],
  size = VEHICLES_PER_BATCH,
): PositionBatch[] {
  const batches: PositionBatch[] = [];
  for (let start = 0; start < vehicles.length; start += size) {
    const part = vehicles.slice(start, start + size);
    batches.push({ seq: part.reduce((max, v) => Math.max(max, v.seq), 0), vehicles: part });
  }
  return batches;
}
