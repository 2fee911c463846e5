import { type Observable, Subject } from 'rxjs';
import type { Socket } from 'socket.io-client';

const closedByServer = new Subject<Socket>();

/**
 * Sockets the server closed on purpose: it does that when their token is revoked (sign-out elsewhere, a new
 * password, a deactivated user), and socket.io does not reconnect such a socket by itself. The app asks the
 * API whether the session still stands: a 401 ends it the one way sessions end; otherwise it reconnects.
 * Apart from appSocket.ts so that the app's shell, which listens from its start, does not carry socket.io to
 * the sign-in page: the client comes with the first live screen.
 */
export const socketsClosedByServer$: Observable<Socket> = closedByServer.asObservable();

export const reportClosedByServer = (socket: Socket): void => closedByServer.next(socket);
