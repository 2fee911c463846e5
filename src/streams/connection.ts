import { distinctUntilChanged, Observable, shareReplay } from 'rxjs';

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

/** The part of a socket.io client the streams use; tests implement it with Subjects instead of a server. */
export interface SocketPort {
  readonly connected: boolean;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * The socket's connection state, replayed to late subscribers. socket.io reconnects by itself after a drop,
 * so "disconnected" means "waiting to come back", and the next "connected" is the cue to resync.
 */
export const connectionState$ = (socket: SocketPort): Observable<ConnectionState> =>
  new Observable<ConnectionState>((subscriber) => {
    const connected = () => subscriber.next('connected');
    const disconnected = () => subscriber.next('disconnected');
    subscriber.next(socket.connected ? 'connected' : 'connecting');
    socket.on('connect', connected);
    socket.on('disconnect', disconnected);
    socket.on('connect_error', disconnected);
    return () => {
      socket.off('connect', connected);
      socket.off('disconnect', disconnected);
      socket.off('connect_error', disconnected);
    };
  }).pipe(distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }));
