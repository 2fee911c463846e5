import type { Observable } from 'rxjs';
import { io } from 'socket.io-client';
import { SHARE_HANDSHAKE_KEY } from '../domain/trackingEvents';
import { type ConnectionState, connectionState$ } from './connection';
import { type SharedOrderNews, sharedOrderNews$ } from './sharedOrderNews';

/** The `/share` namespace: the server checks the token on every (re)connect and sends only its order's events. */
export const SHARE_NAMESPACE = '/share';

export interface SharedOrderLive {
  connection$: Observable<ConnectionState>;
  news$: Observable<SharedOrderNews>;
  /** Connects again after the server closed the socket, once REST says the link still holds. */
  reconnect(): void;
  close(): void;
}

/**
 * A public viewer's live trip over its own socket, authenticated by the link's token instead of a session.
 * Same transport rule as the app's socket (appSocket.ts).
 */
export function openSharedOrderLive(shareToken: string): SharedOrderLive {
  const socket = io(SHARE_NAMESPACE, {
    auth: { [SHARE_HANDSHAKE_KEY]: shareToken },
    transports: ['websocket'],
  });
  const connection$ = connectionState$(socket);
  return {
    connection$,
    news$: sharedOrderNews$(socket, connection$),
    reconnect: () => socket.connect(),
    close: () => socket.disconnect(),
  };
}
