import type { Observable } from 'rxjs';
import { io, type Socket } from 'socket.io-client';
import { type ConnectionState, connectionState$ } from './connection';
import { reportClosedByServer } from './socketsClosedByServer';

/**
 * The app's socket to its own origin, authenticated like the API (DESIGN.md §5). The token is read on every
 * (re)connect, so a socket outlives nothing but the session it was opened in. WebSocket only: long-polling
 * would need sticky sessions across server nodes.
 */
const openAppSocket = (getToken: () => string): Socket =>
  io({ auth: (send) => send({ token: getToken() }), transports: ['websocket'] });

/** The session's socket with its connection state, as the streams of this folder take them. */
export interface AppSocket {
  readonly socket: Socket;
  /** One subscription to the socket's state for every stream and badge of the session, replayed to late ones. */
  readonly connection$: Observable<ConnectionState>;
}

interface Shared extends AppSocket {
  token: string;
  users: number;
}

let shared: Shared | null = null;

/**
 * One socket for every live screen of a session (the board, the bids, the order, the notification dialog), so
 * they do not each open a connection. Reference counted: the last release closes it; a new token (another
 * session) replaces it.
 */
export const acquireAppSocket = (token: string): AppSocket & { release: () => void } => {
  if (!shared || shared.token !== token) {
    shared?.socket.disconnect();
    const socket = openAppSocket(() => token);
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') reportClosedByServer(socket);
    });
    shared = { token, socket, connection$: connectionState$(socket), users: 0 };
  }
  const held = shared;
  held.users += 1;
  let released = false;
  return {
    socket: held.socket,
    connection$: held.connection$,
    release: () => {
      if (released) return;
      released = true;
      held.users -= 1;
      // A socket already replaced by another session's was closed then.
      if (held.users === 0 && shared === held) {
        held.socket.disconnect();
        shared = null;
      }
    },
  };
};
