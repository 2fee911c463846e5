import { io, type Socket } from 'socket.io-client';

/**
 * The app's socket to its own origin, authenticated like the API (DESIGN.md §5). The token is read on every
 * (re)connect, so a socket outlives nothing but the session it was opened in. WebSocket only: long-polling
 * would need sticky sessions across server nodes.
 */
export const openTrackingSocket = (getToken: () => string): Socket =>
  io({ auth: (send) => send({ token: getToken() }), transports: ['websocket'] });
