import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from './harness';
import { testSockets } from './testSockets';

const sockets = testSockets();
let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = await loginAs(app, 'owner');
});
afterAll(() => sockets.closeAll());

/**
 * A node that stops (a deploy, a scale-down) ends its sockets as a lost connection, which the browser's
 * socket.io reconnects from, to another node or to this one once it is back; a disconnect packet ("io server
 * disconnect") would tell it the server ended the session on purpose, and it would stay away.
 */
it('ends its sockets on close as a lost connection, not as a refusal', async () => {
  const socket = await sockets.connect(app.baseUrl, { token });
  const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  await app.close();
  expect(await reason).toBe('transport close');
});
