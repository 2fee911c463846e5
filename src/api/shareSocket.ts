import { io, type Socket } from 'socket.io-client';
import { SHARE_HANDSHAKE_KEY } from '../domain/trackingEvents';

/** The `/share` namespace: the server checks the token on every (re)connect and sends only its order's events. */
export const SHARE_NAMESPACE = '/share';

/**
 * A public viewer's socket, authenticated by the link's token instead of a session. Same transport rule as
 * the app's socket (trackingSocket.ts); its state and events go through the same streams (src/streams).
 */
export const openShareSocket = (shareToken: string): Socket =>
  io(SHARE_NAMESPACE, { auth: { [SHARE_HANDSHAKE_KEY]: shareToken }, transports: ['websocket'] });
