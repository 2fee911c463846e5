import {
  distinctUntilChanged,
  EMPTY,
  type MonoTypeOperatorFunction,
  map,
  type Observable,
  switchMap,
} from 'rxjs';
import type { ConnectionState } from './connection';

/**
 * Passes the source through only while the socket is connected, and subscribes to it afresh on each
 * reconnect. Whatever arrives in between belongs to a connection whose snapshot is being replaced anyway.
 */
export const pauseWhileDisconnected =
  <T>(connection$: Observable<ConnectionState>): MonoTypeOperatorFunction<T> =>
  (source) =>
    connection$.pipe(
      map((state) => state === 'connected'),
      distinctUntilChanged(),
      switchMap((connected) => (connected ? source : EMPTY)),
    );
