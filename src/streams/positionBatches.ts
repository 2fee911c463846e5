import { VehicleState } from 'virtual:precompiled-tracking-schemas';
import { asyncScheduler, concatMap, EMPTY, map, type Observable, type SchedulerLike, scheduled } from 'rxjs';
import { z } from 'zod';
import type { PositionBatch } from '../domain/schemas/tracking';
import { TRACKING_EVENTS } from '../domain/trackingEvents';
import type { SocketPort } from './connection';
import { type InvalidEventHandler, socketEvent$, warnInvalid } from './events';

/**
 * Vehicles passed on per task. Checking them is cheap with the precompiled parser; what a slice bounds is the
 * work after it. A 50,000-truck fleet's batch of 2,500 vehicles passed on at once was folded in one frame: in
 * two profiled 30-second runs the board had 28 long tasks that way and 6 with slices.
 */
const SLICE = 100;

const Envelope = z.object({ seq: z.number().int(), vehicles: z.array(z.unknown()) });

const slices = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The socket's position batches, checked against the shared schema (its parser compiled at build time) and
 * passed on a slice of vehicles per task, in order. A vehicle that fails the schema is dropped and reported,
 * and the rest of its batch kept; a payload that is not a batch at all is dropped whole.
 */
export const positionBatch$ = (
  socket: SocketPort,
  onInvalid: InvalidEventHandler = warnInvalid,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<PositionBatch> =>
  socketEvent$(socket, TRACKING_EVENTS.positionBatch).pipe(
    concatMap((payload) => {
      const envelope = Envelope.safeParse(payload);
      if (!envelope.success) {
        onInvalid(TRACKING_EVENTS.positionBatch, envelope.error);
        return EMPTY;
      }
      const { seq, vehicles } = envelope.data;
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
