import { VehicleColumns, VehicleState } from 'virtual:precompiled-tracking-schemas';
import { asyncScheduler, concatMap, EMPTY, map, type Observable, type SchedulerLike, scheduled } from 'rxjs';
import type { PositionBatch } from '../domain/schemas/tracking';
import { TRACKING_EVENTS } from '../domain/trackingEvents';
import { decodeVehicleColumns } from '../domain/vehicleColumns';
import type { SocketPort } from './connection';
import { type InvalidEventHandler, socketEvent$, warnInvalid } from './events';

/**
 * Vehicles passed on per task. Checking them is cheap with the precompiled parser; what a slice bounds is the
 * work after it. A 50,000-truck fleet's batch of 2,500 vehicles passed on at once was folded in one frame: in
 * two profiled 30-second runs the board had 28 long tasks that way and 6 with slices.
 */
const SLICE = 100;

const slices = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The socket's position batches, the only reader of them: each arrives in its wire form (VehicleColumns,
 * checked by its parser compiled at build time), is decoded to vehicle states, and passed on a slice of
 * vehicles per task, in order, each vehicle checked against the shared schema. A vehicle that fails it is
 * dropped and reported, and the rest of its batch kept; a payload that is not a batch at all is dropped whole.
 * Tests and the one-vehicle messages of a share link pass a synchronous scheduler.
 */
export const positionBatch$ = (
  socket: SocketPort,
  onInvalid: InvalidEventHandler = warnInvalid,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<PositionBatch> =>
  socketEvent$(socket, TRACKING_EVENTS.positionBatch).pipe(
    concatMap((payload) => {
      const wire = VehicleColumns.safeParse(payload);
      if (!wire.success) {
        onInvalid(TRACKING_EVENTS.positionBatch, wire.error);
        return EMPTY;
      }
      const { seq, vehicles } = decodeVehicleColumns(wire.data);
      return scheduled(slices(vehicles, SLICE), scheduler).pipe(
        map((slice) => ({ seq, vehicles: slice.flatMap((raw) => checked(raw, onInvalid)) })),
      );
    }),
  );

function checked(raw: unknown, onInvalid: InvalidEventHandler): VehicleState[] {
  const parsed = VehicleState.safeParse(raw);
  if (parsed.success) return [parsed.data];
  onInvalid(TRACKING_EVENTS.positionBatch, parsed.error);
  return [];
}
