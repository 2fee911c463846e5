import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { industryRoom } from '../../server/events/rooms';
import { api, loginAs, startTestApp, type TestApp } from './harness';

let app: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await app.close();
});

/** Resolves with "connected" or the connect error's message, whichever comes first. */
function handshake(auth: Record<string, unknown>): Promise<{ socket: Socket; outcome: string }> {
  const socket = connectSocket(app.baseUrl, { auth, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket, outcome: 'connected' }));
    socket.once('connect_error', (error) => resolve({ socket, outcome: error.message }));
  });
}

describe('socket.io handshake', () => {
  it('accepts the bearer token and joins the industry room', async () => {
    const token = await loginAs(app, 'staff');
    const { industryId } = (await api<{ industryId: number }>(app, '/api/auth/me', { token })).body;
    const { socket, outcome } = await handshake({ token });
    expect(outcome).toBe('connected');
    const received = new Promise((resolve) => socket.once('notification.new', resolve));
    app.io.to(industryRoom(industryId)).emit('notification.new', { hello: 'industry 1' });
    expect(await received).toEqual({ hello: 'industry 1' });
  });

  it('rejects a missing, unknown or revoked token', async () => {
    expect((await handshake({})).outcome).toBe('unauthorized');
    expect((await handshake({ token: 'not-a-real-token' })).outcome).toBe('unauthorized');
    const token = await loginAs(app, 'owner');
    await fetch(`${app.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await handshake({ token })).outcome).toBe('unauthorized');
  });
});
