import { mergeMap, Observable } from 'rxjs';
import type { z } from 'zod';
import { AlertRaised, EwayBillUpdated, TollCrossed } from '../domain/schemas/tracking';
import { TRACKING_EVENTS } from '../domain/trackingEvents';
import type { SocketPort } from './connection';

/**
 * Server → client tracking events and their payloads. Position batches come in a wire form of their own and
 * are read by positionBatch$ alone (positionBatches.ts).
 */
export interface TrackingEventPayloads {
  [TRACKING_EVENTS.tollCrossed]: TollCrossed;
  [TRACKING_EVENTS.ewaybillUpdated]: EwayBillUpdated;
  [TRACKING_EVENTS.alertRaised]: AlertRaised;
}
export type TrackingEventName = keyof TrackingEventPayloads;

/** The shared schema each payload must pass. */
const EVENT_SCHEMAS: { [N in TrackingEventName]: z.ZodType<TrackingEventPayloads[N]> } = {
  [TRACKING_EVENTS.tollCrossed]: TollCrossed,
  [TRACKING_EVENTS.ewaybillUpdated]: EwayBillUpdated,
  [TRACKING_EVENTS.alertRaised]: AlertRaised,
};

export type InvalidEventHandler = (name: string, error: z.ZodError) => void;

export const warnInvalid: InvalidEventHandler = (name, error) =>
  console.warn(`Ignored a malformed "${name}" event`, error.issues);

/** One event of the socket as a stream of its payloads, as they came. */
export const socketEvent$ = (socket: SocketPort, name: string): Observable<unknown> =>
  new Observable<unknown>((subscriber) => {
    const listener = (payload: unknown) => subscriber.next(payload);
    socket.on(name, listener);
    return () => socket.off(name, listener);
  });

/**
 * One event of the socket as a typed stream. A payload that fails its schema is dropped (and reported), never
 * passed on half-understood: one bad message must not break a board that thousands of good ones keep current.
 */
export const checkedEvent$ = <T>(
  socket: SocketPort,
  name: string,
  schema: z.ZodType<T>,
  onInvalid: InvalidEventHandler = warnInvalid,
): Observable<T> =>
  socketEvent$(socket, name).pipe(
    mergeMap((payload) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) return [parsed.data];
      onInvalid(name, parsed.error);
      return [];
    }),
  );

/** One tracking event of the socket, checked against its shared schema. */
export const trackingEvent$ = <N extends TrackingEventName>(
  socket: SocketPort,
  name: N,
  onInvalid: InvalidEventHandler = warnInvalid,
): Observable<TrackingEventPayloads[N]> => checkedEvent$(socket, name, EVENT_SCHEMAS[name], onInvalid);
