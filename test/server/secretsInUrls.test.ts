import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import { redactedUrl } from '../../server/http/logRedaction';
import { cloneSeededDatabase } from './harness';
import { trackedOrders } from './trackingFixtures';

/**
 * Device apps that can only set a URL (OsmAnd, Traccar Client) send the ingest key as `?key=`: it works as
 * the header does, and the request log never shows it, nor the token of a share or document link in a path.
 * The app is built with a logger of the test's own.
 */
describe('secrets in a URL', () => {
  const lines: { level: number; msg: string; req?: { url: string } }[] = [];
  const logs = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let built: App;
  let baseUrl: string;
  let vehicleNumber: string;
  let orderId: number;

  beforeAll(async () => {
    const database = await cloneSeededDatabase();
    const config = loadConfig({ SEED_DEMO: 'false', DATA_DIR: ':memory:', LOG_LEVEL: 'debug' });
    built = await buildApp({ config, database, logger: { level: 'debug', stream: logs }, distDir: '/none' });
    built.app.addHook('onClose', () => database.close());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
    const [order] = await trackedOrders(database.db, 'gps');
    vehicleNumber = order!.vehicleNumber;
    orderId = order!.id;
  });
  afterAll(() => built.app.close());

  const post = (query: string) =>
    fetch(`${baseUrl}/api/ingest/gps${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        events: [
          {
            eventId: `q-${Date.now()}`,
            vehicleNumber,
            recordedAt: new Date(Date.now() - 60_000).toISOString(),
            latitude: 23.2,
            longitude: 77.4,
          },
        ],
      }),
    });

  it('takes a batch with the right key, refuses a wrong one, and logs neither key', async () => {
    expect((await post(`?key=${DEMO_INGEST_KEY}`)).status).toBe(200);
    expect((await post('?key=not-a-key')).status).toBe(401);
    expect((await post('')).status).toBe(401);

    const ingestLines = lines.filter((l) => l.req?.url.startsWith('/api/ingest/gps'));
    expect(ingestLines.length).toBeGreaterThanOrEqual(3);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(DEMO_INGEST_KEY);
    expect(text).not.toContain('not-a-key');
    const masked = /^POST \/api\/ingest\/gps\?key=%5Bredacted%5D 200 \d+ ms$/;
    expect(ingestLines.some((l) => masked.test(l.msg))).toBe(true);
    // Feeds post many times a second: their request lines are debug (20), never info (30).
    expect(ingestLines.every((l) => l.level === 20)).toBe(true);
  });

  it('never logs the token of a share link or a document link, whatever the answer', async () => {
    const token = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: demoAccount('owner').email, password: DEMO_PASSWORD }),
    }).then(async (reply) => ((await reply.json()) as { token: string }).token);
    const created = await fetch(`${baseUrl}/api/tracking/orders/${orderId}/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ hours: 24, kind: 'location' }),
    });
    expect(created.headers.get('cache-control')).toBe('no-store');
    const share = ((await created.json()) as { token: string }).token;
    const shown = await fetch(`${baseUrl}/api/share/${share}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    const made = ['made-up-share-token-0123456789', 'made-up-document-token-0123456789'];
    expect((await fetch(`${baseUrl}/api/share/${made[0]}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/documents/${made[1]}`)).status).toBe(404);
    const revoked = await fetch(`${baseUrl}/api/tracking/orders/${orderId}/share/${share}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(204);

    const text = JSON.stringify(lines);
    for (const secret of [share, ...made]) expect(text).not.toContain(secret);
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/share\/\[redacted\] 200 \d+ ms$/),
        expect.stringMatching(/^DELETE \/api\/tracking\/orders\/\d+\/share\/\[redacted\] 204 \d+ ms$/),
      ]),
    );
  });

  it('hides the token of every route the API reaches by one', () => {
    const paths = Object.keys((built.app.swagger() as { paths: Record<string, unknown> }).paths);
    const reachedByToken = paths.filter((path) => path.includes('{token}'));
    expect(reachedByToken.length).toBeGreaterThanOrEqual(3);
    for (const path of reachedByToken) {
      const url = path.replace('{token}', 'secret-token-0123456789').replace(/\{\w+\}/g, '7');
      expect(redactedUrl(url), path).not.toContain('secret-token');
    }
  });
});
