import type { AppSocket } from './appSocket';

/**
 * Runs `use` with the session's socket (appSocket.ts) once socket.io's client has arrived, and on the returned
 * call undoes what `use` started and releases the socket. The client is a chunk of its own, fetched when a live
 * screen first asks for it: a screen draws from its REST answers first, and its news follows the connection,
 * which is "connecting" until then, as it is while the socket opens.
 */
export function withAppSocket(token: string, use: (held: AppSocket) => () => void): () => void {
  let undo: (() => void) | undefined;
  let stopped = false;
  void import('./appSocket').then(({ acquireAppSocket }) => {
    if (stopped) return;
    const { release, ...held } = acquireAppSocket(token);
    const stop = use(held);
    undo = () => {
      stop();
      release();
    };
  });
  return () => {
    stopped = true;
    undo?.();
  };
}
