import { map, merge, Observable, queueScheduler } from 'rxjs';
import type { PositionBatch, TollCrossed } from '../domain/schemas/tracking';
import { TRACKING_EVENTS } from '../domain/trackingEvents';
import type { ConnectionState, SocketPort } from './connection';
import { type InvalidEventHandler, trackingEvent$, warnInvalid } from './events';
import { pauseWhileDisconnected } from './pauseWhileDisconnected';
import { positionBatch$ } from './positionBatches';
import { resyncs$ } from './resyncs';

/**
 * What a public viewer of a shared trip hears: its positions and tolls; `resync` on a reconnect (positions
 * are volatile, some were missed); `refused` when a (re)connect is turned down, with the server's reason
 * (`share_link_expired`…); `closed` when the server closed the socket (a revoked or expired link), after which
 * socket.io does not reconnect by itself.
 */
export type SharedOrderNews =
  | { type: 'position.batch'; payload: PositionBatch }
  | { type: 'toll.crossed'; payload: TollCrossed }
  | { type: 'resync' }
  | { type: 'refused'; reason: string }
  | { type: 'closed' };

const socketSignal$ = <T>(socket: SocketPort, name: string, read: (arg: unknown) => T | null) =>
  new Observable<T>((subscriber) => {
    const listener = (arg: unknown) => {
      const value = read(arg);
      if (value !== null) subscriber.next(value);
    };
    socket.on(name, listener);
    return () => socket.off(name, listener);
  });

/** The `/share` namespace's news for one trip, checked against the shared schemas and gated by the connection. */
export function sharedOrderNews$(
  socket: SocketPort,
  connection$: Observable<ConnectionState>,
  onInvalid: InvalidEventHandler = warnInvalid,
): Observable<SharedOrderNews> {
  const events$ = merge(
    // One vehicle a message: nothing to cut into slices.
    positionBatch$(socket, onInvalid, queueScheduler).pipe(
      map((payload): SharedOrderNews => ({ type: 'position.batch', payload })),
    ),
    trackingEvent$(socket, TRACKING_EVENTS.tollCrossed, onInvalid).pipe(
      map((payload): SharedOrderNews => ({ type: 'toll.crossed', payload })),
    ),
  );
  return merge(
    events$.pipe(pauseWhileDisconnected(connection$)),
    resyncs$(connection$).pipe(map((): SharedOrderNews => ({ type: 'resync' }))),
    socketSignal$(socket, 'connect_error', (error): SharedOrderNews | null =>
      error instanceof Error ? { type: 'refused', reason: error.message } : null,
    ),
    socketSignal$(socket, 'disconnect', (reason): SharedOrderNews | null =>
      reason === 'io server disconnect' ? { type: 'closed' } : null,
    ),
  );
}
