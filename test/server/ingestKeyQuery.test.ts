import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import { cloneSeededDatabase } from './harness';
import { trackedOrders } from './trackingFixtures';

/**
 * Device apps that can only set a URL (OsmAnd, Traccar Client) send the ingest key as `?key=`: it works as
 * the header does, and the request log never shows it. The app is built with a logger of the test's own.
 */
describe('the ingest key in the query', () => {
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

  beforeAll(async () => {
    const database = await cloneSeededDatabase();
    const config = loadConfig({ SEED_DEMO: 'false', DATA_DIR: ':memory:', LOG_LEVEL: 'debug' });
    built = await buildApp({ config, database, logger: { level: 'debug', stream: logs }, distDir: '/none' });
    built.app.addHook('onClose', () => database.close());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
    const [order] = await trackedOrders(database.db, 'gps');
    vehicleNumber = order!.vehicleNumber;
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
});
