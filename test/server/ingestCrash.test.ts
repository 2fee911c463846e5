import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { openPglite, openPostgres } from '../../server/db/open';
import { type AppProcess, freePort, startAppProcess } from '../support/appProcess';
import { startTestApp } from './harness';
import { BATCH, batchOf, feedKeyOf, postFixes } from './ingestDrill';
import { migratedPostgres } from './migratedPostgres';
import { reachable } from './reachable';
import { snapshotOf } from './snapshots';

/**
 * What a feed was told is stored stays stored: the server is killed with SIGKILL in the middle of a sustained
 * ingest, started again on the same data, and every batch it had acknowledged is sent again. Each of their
 * events must come back as a duplicate; one that does not is an acknowledged event the crash lost.
 */

const postgresUp = await reachable(5432);
if (!postgresUp)
  console.log('Crash test on PostgreSQL skipped: PostgreSQL was not reachable on 127.0.0.1:5432.');
const SENDERS = 3;
/** The kill comes once this many batches are acknowledged, while each sender has its next one in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 20;

/** The drill's feed key, written into a database the server then opens. */
const keyIn = async (database: OpenedDatabase) => (await feedKeyOf(database, 'Crash drill')).key;

/** Sends batches until the server is killed; answers the batches it acknowledged (200). */
async function ingestUntilKilled(server: AppProcess, key: string): Promise<unknown[][]> {
  const acknowledged: unknown[][] = [];
  let dead = false;
  let enough!: () => void;
  const enoughAcknowledged = new Promise<void>((resolve) => (enough = resolve));
  const sender = async (id: number) => {
    for (let batch = 0; !dead; batch += 1) {
      const events = batchOf('crash', id, batch);
      const reply = await postFixes(server.baseUrl, key, events).catch(() => null);
      if (!reply) return;
      if (reply.status === 200) acknowledged.push(events);
      if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) enough();
    }
  };
  const senders = Promise.all(Array.from({ length: SENDERS }, (_, id) => sender(id)));
  // Should the server die by itself, the senders end and the drill goes on with what was acknowledged.
  await Promise.race([enoughAcknowledged, senders]);
  await server.crash();
  dead = true;
  await senders;
  return acknowledged;
}

/**
 * Runs the drill on the data `reopen` opens: the server as its own process until the kill, then again in this
 * one on the same data, where every acknowledged batch is sent once more.
 */
async function lostAfterCrash(options: {
  key: string;
  dataDir: string;
  env: Record<string, string>;
  reopen: () => Promise<OpenedDatabase>;
}) {
  const server = await startAppProcess({
    dataDir: options.dataDir,
    port: await freePort(),
    env: { LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...options.env },
    readyPath: '/api/client-config',
  });
  const acknowledged = await ingestUntilKilled(server, options.key);
  const again = await startTestApp({ database: await options.reopen() });
  try {
    let lost = 0;
    for (const events of acknowledged) {
      const reply = (await (await postFixes(again.baseUrl, options.key, events)).json()) as {
        duplicates: number;
      };
      lost += events.length - reply.duplicates;
    }
    return { acknowledgedEvents: acknowledged.length * BATCH, lost };
  } finally {
    await again.close();
  }
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'freightdesk-crash-'));
  dirs.push(dir);
  return dir;
};

describe('kill -9 during a sustained ingest', () => {
  it('loses no acknowledged event on PGlite', { timeout: 180_000 }, async () => {
    const dataDir = tempDir();
    // The migrated database, written into the data folder the server then opens, as its first start would.
    const key = await keyIn(await openPglite(dataDir, await snapshotOf('migrated')));
    const { acknowledgedEvents, lost } = await lostAfterCrash({
      key,
      dataDir,
      env: {},
      reopen: () => openPglite(dataDir),
    });
    console.log(`crash on PGlite: ${acknowledgedEvents} events acknowledged before the kill, ${lost} lost`);
    expect(acknowledgedEvents).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL * BATCH);
    expect(lost).toBe(0);
  });

  it.runIf(postgresUp)('loses no acknowledged event on PostgreSQL', { timeout: 180_000 }, async () => {
    const { url, dispose } = await migratedPostgres('crash');
    try {
      const { acknowledgedEvents, lost } = await lostAfterCrash({
        key: await keyIn(openPostgres(url)),
        dataDir: tempDir(),
        env: { DATABASE_URL: url },
        reopen: async () => openPostgres(url),
      });
      console.log(
        `crash on PostgreSQL: ${acknowledgedEvents} events acknowledged before the kill, ${lost} lost`,
      );
      expect(acknowledgedEvents).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL * BATCH);
      expect(lost).toBe(0);
    } finally {
      await dispose();
    }
  });
});
