import { distinctUntilChanged, filter, map, type Observable } from 'rxjs';
import type { ConnectionState } from './connection';

/**
 * The moments a live screen must refresh what it loaded over REST: every (re)connect, because events sent
 * while the socket was down (or before it had joined its rooms) are gone for good. A socket already connected
 * when the screen subscribed has missed nothing since the screen's own fetch, so that one is not a resync.
 */
export const resyncs$ = (connection$: Observable<ConnectionState>): Observable<void> =>
  connection$.pipe(
    map((state) => state === 'connected'),
    distinctUntilChanged(),
    filter((connected, index) => connected && index > 0),
    map(() => undefined),
  );
