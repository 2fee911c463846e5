import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { revokeUserTokens } from '../../server/auth/tokens';
import { users } from '../../server/db/schema/access';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/seed/demoAccounts';
import { withOutbox } from '../../server/events/outbox';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { reachable } from './reachable';
import { type RedisNodes, startRedisNodes } from './redisNodes';
import { testSockets } from './testSockets';

/** A revoked token ends its sockets at once: the spec's bound is a second, on this node and on every other. */
const WITHIN_MS = 1_000;

const sockets = testSockets();
afterEach(() => {
  sockets.closeAll();
});

const connected = (app: TestApp, token: string): Promise<Socket> => sockets.connect(app.baseUrl, { token });

/** When (ms since epoch) and why the server closes this socket. */
const closing = (socket: Socket) =>
  new Promise<{ at: number; reason: string }>((resolve) =>
    socket.once('disconnect', (reason) => resolve({ at: Date.now(), reason })),
  );

/** Runs `revoke`, then expects the socket closed by the server within WITHIN_MS of it answering. */
async function expectClosedBy(socket: Socket, revoke: () => Promise<unknown>): Promise<void> {
  const closed = closing(socket);
  await revoke();
  const revokedAt = Date.now();
  const outcome = await Promise.race([
    closed,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WITHIN_MS + 200)),
  ]);
  expect(outcome, 'the socket was still open a second after its token was revoked').not.toBeNull();
  expect(outcome!.reason).toBe('io server disconnect');
  expect(outcome!.at - revokedAt).toBeLessThan(WITHIN_MS);
}

const userIdOf = async (app: TestApp, key: 'owner' | 'staff' | 'plant') => {
  const [user] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccount(key).email));
  return user!.id;
};

/** A notification to one user, as the server publishes one to the sockets of that user. */
const newsFor = (userId: number) => ({
  type: 'notification.new' as const,
  userIds: [userId],
  pushUserIds: [],
  mailUserIds: [],
  payload: {
    kind: 'order' as const,
    title: 'Still listening',
    body: 'A check that this socket hears its user.',
    refId: null,
    direction: null,
    createdAt: new Date().toISOString(),
  },
});

/**
 * Expects the socket still open once the revocation before it was delivered: news published to its user now
 * comes after that revocation, and reaches only the sockets it left open.
 */
async function expectStillOpen(app: TestApp, socket: Socket, userId: number): Promise<void> {
  const heard = new Promise<boolean>((resolve) => socket.once('notification.new', () => resolve(true)));
  app.events.publish([newsFor(userId)]);
  const outcome = await Promise.race([
    heard,
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), WITHIN_MS)),
  ]);
  expect(outcome, 'the socket of the session that asked was closed too').toBe(true);
}

/** What a deactivation screen will do: mark the user inactive and sign them out, in one transaction. */
const deactivate = (app: TestApp, userId: number) =>
  withOutbox(app.database.db, app.events, async (tx, outbox) => {
    await tx.update(users).set({ status: 'inactive' }).where(eq(users.id, userId));
    await revokeUserTokens(tx, outbox, userId, new Date());
  });

describe('a revoked token ends its sockets', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('logout closes the sockets of that session only', async () => {
    const [token, other] = await Promise.all([loginAs(app, 'staff'), loginAs(app, 'staff')]);
    const mine = await connected(app, token);
    const otherSession = await connected(app, other);
    await expectClosedBy(mine, () => api(app, '/api/auth/logout', { method: 'POST', token }));
    expect(otherSession.connected).toBe(true);
    // And the token cannot open a new one.
    await expect(connected(app, token)).rejects.toThrow('unauthorized');
  });

  it('a password change closes the other sessions’ sockets and keeps the one that asked', async () => {
    const [asking, other] = await Promise.all([loginAs(app, 'plant'), loginAs(app, 'plant')]);
    const askingSocket = await connected(app, asking);
    const otherSocket = await connected(app, other);
    await expectClosedBy(otherSocket, async () => {
      const changed = await api(app, '/api/auth/change-password', {
        token: asking,
        body: {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'new-secret-9',
          confirmPassword: 'new-secret-9',
        },
      });
      expect(changed.status).toBe(200);
    });
    await expectStillOpen(app, askingSocket, await userIdOf(app, 'plant'));
  });

  it('a password reset by mailed link closes every socket of the user', async () => {
    const token = await loginAs(app, 'staff');
    const socket = await connected(app, token);
    await api(app, '/api/auth/forgot-password', { body: { email: demoAccount('staff').email } });
    await expect.poll(() => app.mails.length).toBeGreaterThan(0);
    const resetToken = app.mails.at(-1)!.link.split('/').at(-1)!;
    await expectClosedBy(socket, async () => {
      const reset = await api(app, '/api/auth/reset-password', {
        body: { token: resetToken, password: 'new-secret-8', confirmPassword: 'new-secret-8' },
      });
      expect(reset.status).toBe(200);
    });
  });

  it('deactivating a user closes all their sockets, and they cannot open new ones', async () => {
    const [first, second] = await Promise.all([loginAs(app, 'owner'), loginAs(app, 'owner')]);
    const a = await connected(app, first);
    const b = await connected(app, second);
    const closedToo = closing(b);
    await expectClosedBy(a, async () => deactivate(app, await userIdOf(app, 'owner')));
    expect((await closedToo).reason).toBe('io server disconnect');
    await expect(connected(app, first)).rejects.toThrow('unauthorized');
  });
});

const up = await reachable(6379);
if (!up) console.log('Session revocation across nodes skipped: Redis was not reachable on 127.0.0.1:6379.');

describe.runIf(up)('a revoked token ends its sockets on every node (Redis)', () => {
  let nodes: RedisNodes;
  let nodeA: TestApp;
  let nodeB: TestApp;

  beforeAll(async () => {
    nodes = await startRedisNodes('sessions', { sharedDatabase: true });
    ({ nodeA, nodeB } = nodes);
  });
  afterAll(async () => {
    await nodes?.close();
  });

  /**
   * The adapter's stream reader may start a moment after the nodes do: node A publishes a notification to
   * this socket's user until node B delivers it, so the relay is known to run before anything is revoked.
   */
  async function relayRunning(socket: Socket, userId: number): Promise<void> {
    const heard = new Promise<void>((resolve) => socket.once('notification.new', () => resolve()));
    const timer = setInterval(() => nodeA.events.publish([newsFor(userId)]), 100);
    try {
      await heard;
    } finally {
      clearInterval(timer);
    }
  }

  it('logout on node A closes the session’s socket on node B', async () => {
    const token = await loginAs(nodeA, 'staff');
    const socket = await connected(nodeB, token);
    await relayRunning(socket, await userIdOf(nodeA, 'staff'));
    await expectClosedBy(socket, () => api(nodeA, '/api/auth/logout', { method: 'POST', token }));
  });

  it('a password change on node A closes the other session’s socket on node B', async () => {
    const [asking, other] = await Promise.all([loginAs(nodeA, 'plant'), loginAs(nodeA, 'plant')]);
    const socket = await connected(nodeB, other);
    await relayRunning(socket, await userIdOf(nodeA, 'plant'));
    await expectClosedBy(socket, () =>
      api(nodeA, '/api/auth/change-password', {
        token: asking,
        body: {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'new-secret-7',
          confirmPassword: 'new-secret-7',
        },
      }),
    );
  });

  it('deactivation on node A closes the user’s socket on node B', async () => {
    const token = await loginAs(nodeA, 'owner');
    const socket = await connected(nodeB, token);
    const userId = await userIdOf(nodeA, 'owner');
    await relayRunning(socket, userId);
    await expectClosedBy(socket, () => deactivate(nodeA, userId));
  });
});
