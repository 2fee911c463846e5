import { io as connectSocket, type Socket } from 'socket.io-client';

/**
 * Sockets of a test file, opened the way the browser opens them (WebSocket only), without socket.io's own
 * reconnection so that a server-side close stays closed; `closeAll` in the file's after-hook.
 */
export function testSockets() {
  const open: Socket[] = [];
  return {
    /** Resolves once connected; rejects with the handshake's refusal. */
    connect(url: string, auth: Record<string, unknown>): Promise<Socket> {
      const socket = connectSocket(url, { auth, transports: ['websocket'], reconnection: false });
      open.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    closeAll() {
      for (const socket of open.splice(0)) socket.close();
    },
  };
}
