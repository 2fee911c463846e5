import type { Socket } from 'socket.io-client';
import { openTrackingSocket } from './trackingSocket';

interface Shared {
  token: string;
  socket: Socket;
  users: number;
}

let shared: Shared | null = null;

/**
 * One socket for every screen that listens to industry events (bids, order status, notifications), so a page
 * with a live bid table and the layout's notification listener do not each open a connection. Reference
 * counted: the last release closes it; a new token (another session) replaces it.
 */
export const acquireSharedSocket = (token: string): { socket: Socket; release: () => void } => {
  if (!shared || shared.token !== token) {
    shared?.socket.disconnect();
    shared = { token, socket: openTrackingSocket(() => token), users: 0 };
  }
  const held = shared;
  held.users += 1;
  let released = false;
  return {
    socket: held.socket,
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
