import { map, merge, type Observable } from 'rxjs';
import type { z } from 'zod';
import {
  INDUSTRY_EVENTS,
  type IndustryEventName,
  type IndustryEventPayload,
} from '../domain/schemas/industryEvents';
import type { ConnectionState, SocketPort } from './connection';
import { checkedEvent$, type InvalidEventHandler, warnInvalid } from './events';
import { pauseWhileDisconnected } from './pauseWhileDisconnected';
import { resyncs$ } from './resyncs';

// TypeScript cannot narrow the lookup of a generic key; the table above pairs every name with its schema.
const schemaOf = <N extends IndustryEventName>(name: N) =>
  INDUSTRY_EVENTS[name] as unknown as z.ZodType<IndustryEventPayload<N>>;

/** One event as it came, or `resync`: whatever this concern loaded over REST may be behind, load it again. */
export type IndustryNews<N extends IndustryEventName> =
  | { [K in N]: { type: K; payload: IndustryEventPayload<K> } }[N]
  | { type: 'resync' };

/**
 * One concern's industry events (the bids of the request lists, an order's status, the notifications) as a
 * typed stream: each payload checked against its shared schema, nothing passed on while the socket is down,
 * and a `resync` on every reconnect, so the screen refreshes exactly the data this concern feeds.
 */
export function industryNews$<N extends IndustryEventName>(
  socket: SocketPort,
  connection$: Observable<ConnectionState>,
  names: readonly N[],
  onInvalid: InvalidEventHandler = warnInvalid,
): Observable<IndustryNews<N>> {
  const events$ = merge(
    ...names.map((name) =>
      checkedEvent$(socket, name, schemaOf(name), onInvalid).pipe(
        map((payload) => ({ type: name, payload }) as IndustryNews<N>),
      ),
    ),
  );
  return merge(
    events$.pipe(pauseWhileDisconnected(connection$)),
    resyncs$(connection$).pipe(map((): IndustryNews<N> => ({ type: 'resync' }))),
  );
}
