import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import { type AppProcess, freePort, startAppProcess } from '../support/appProcess';
import { reachable } from './reachable';

/**
 * What a feed was told is stored stays stored: the server is killed with SIGKILL in the middle of a sustained
 * ingest, started again on the same data, and every batch it had acknowledged is sent again. Each of their
 * events must come back as a duplicate; one accepted anew is an acknowledged event the crash lost.
 */

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const postgresUp = await reachable(5432);
if (!postgresUp)
  console.log('Crash test on PostgreSQL skipped: PostgreSQL was not reachable on 127.0.0.1:5432.');
const BATCH = 200;
const SENDERS = 3;
const INGEST_FOR_MS = 3_000;

const batchOf = (sender: number, batch: number) =>
  Array.from({ length: BATCH }, (_, i) => ({
    eventId: `crash-${sender}-${batch}-${i}`,
    vehicleNumber: `CR${sender}X${String(batch % 1000).padStart(3, '0')}`,
    recordedAt: new Date(Date.now() - 60_000 + i).toISOString(),
    latitude: 22 + i / 1000,
    longitude: 78 + batch / 10_000,
  }));

const post = (baseUrl: string, events: unknown[]) =>
  fetch(`${baseUrl}/api/ingest/gps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': DEMO_INGEST_KEY },
    body: JSON.stringify({ events }),
  });

/** Sends batches until the server dies; answers the batches it acknowledged (200). */
async function ingestUntilKilled(server: AppProcess): Promise<unknown[][]> {
  const acknowledged: unknown[][] = [];
  let dead = false;
  const sender = async (id: number) => {
    for (let batch = 0; !dead; batch += 1) {
      const events = batchOf(id, batch);
      const reply = await post(server.baseUrl, events).catch(() => null);
      if (!reply) return;
      if (reply.status === 200) acknowledged.push(events);
    }
  };
  const senders = Array.from({ length: SENDERS }, (_, id) => sender(id));
  await new Promise((resolve) => setTimeout(resolve, INGEST_FOR_MS));
  await server.crash();
  dead = true;
  await Promise.all(senders);
  return acknowledged;
}

async function lostAfterCrash(env: Record<string, string>, dataDir: string) {
  const port = await freePort();
  const start = () =>
    startAppProcess({ dataDir, port, env: { LOG_LEVEL: 'silent', ...env }, readyPath: '/api/client-config' });
  const acknowledged = await ingestUntilKilled(await start());
  const again = await start();
  try {
    let lost = 0;
    for (const events of acknowledged) {
      const reply = (await (await post(again.baseUrl, events)).json()) as { accepted: number };
      lost += reply.accepted;
    }
    return { acknowledgedEvents: acknowledged.length * BATCH, lost };
  } finally {
    await again.stop();
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
    const { acknowledgedEvents, lost } = await lostAfterCrash({}, tempDir());
    console.log(`crash on PGlite: ${acknowledgedEvents} events acknowledged before the kill, ${lost} lost`);
    expect(acknowledgedEvents).toBeGreaterThan(0);
    expect(lost).toBe(0);
  });

  it.runIf(postgresUp)('loses no acknowledged event on PostgreSQL', { timeout: 180_000 }, async () => {
    const name = `freightdesk_crash_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const { acknowledgedEvents, lost } = await lostAfterCrash(
        { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}` },
        tempDir(),
      );
      console.log(
        `crash on PostgreSQL: ${acknowledgedEvents} events acknowledged before the kill, ${lost} lost`,
      );
      expect(acknowledgedEvents).toBeGreaterThan(0);
      expect(lost).toBe(0);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
