import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, ROOT } from '../../scripts/build.mjs';
import { hashPassword, PASSWORD_COSTS } from '../../server/auth/password';
import type { OpenedDatabase } from '../../server/db/database';
import { openPglite, openPostgres } from '../../server/db/open';
import { plans, subscriptions } from '../../server/db/schema/tenancy';
import { positions } from '../../server/db/schema/tracking';
import type { SheetReply, SheetRequest } from '../../server/imports/sheetWorker';
import { createIndustryWithOwner } from '../../server/tenancy/newIndustry';
import { type AppProcess, freePort, startAppProcess } from '../support/appProcess';
import { partyRows, toCsv, toXlsx, validGstin } from '../support/importFiles';
import { inflatingXlsx } from '../support/inflatingWorkbook';
import { XLSX_TYPE as XLSX } from './importCalls';
import { BATCH, batchOf, feedKeyOf, postFixes } from './ingestDrill';
import { migratedPostgres } from './migratedPostgres';
import { createPostgresDatabase } from './postgresServer';
import { reachable } from './reachable';
import { snapshotOf } from './snapshots';

/**
 * The production process as operators run it: the compiled server on node alone, stopped by SIGTERM in the
 * middle of a sustained ingest, must exit 0, close its port, and have stored every fix it acknowledged; and
 * `npm start`, signalled itself, must pass the signal to the server and leave nothing running.
 */

const postgresUp = await reachable(5432);
if (!postgresUp)
  console.log('The PostgreSQL stop drill is skipped: PostgreSQL was not reachable on 127.0.0.1:5432.');

const SENDERS = 3;
/** SIGTERM comes once this many batches are acknowledged, while each sender has its next one in flight. */
const ACKNOWLEDGED_BEFORE_STOP = 10;

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `freightdesk-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Whether anything accepts a connection on the port. */
const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * What makes a spawned server production's: a test run's cheap password hashing, which this process has, is
 * refused there.
 */
const PRODUCTION = { NODE_ENV: 'production', PASSWORD_HASH_COST: '' };

/** The environment of a server this file spawns itself: its data folder and port, no demo, no simulator. */
const ownServerEnv = (dataDir: string, port: number, env: Record<string, string>) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  SEED_DEMO: 'false',
  SIM_VEHICLES: '0',
  ...env,
});

/** A data folder holding the migrated database and one industry with a feed key, as the server's to open. */
async function preparedDataDir(name: string) {
  const dataDir = tempDir(name);
  const feed = await feedKeyOf(await openPglite(dataDir, await snapshotOf('migrated')), 'Stop drill');
  return { dataDir, ...feed };
}

/** Posts batches from several senders until `stop` ends the server; answers the event ids acknowledged (200). */
async function ingestWhileStopping(server: AppProcess, key: string) {
  const acknowledged: string[][] = [];
  let enough!: () => void;
  const enoughAcknowledged = new Promise<void>((resolve) => (enough = resolve));
  const sender = async (id: number) => {
    for (let batch = 0; ; batch += 1) {
      const events = batchOf('stop', id, batch);
      // Refused (503) or unanswered once the server closes: only a 200 counts as stored.
      const reply = await postFixes(server.baseUrl, key, events).catch(() => null);
      if (!reply || reply.status === 503) return;
      if (reply.status === 200) acknowledged.push(events.map((event) => event.eventId));
      if (acknowledged.length >= ACKNOWLEDGED_BEFORE_STOP) enough();
    }
  };
  const senders = Promise.all(Array.from({ length: SENDERS }, (_, id) => sender(id)));
  await Promise.race([enoughAcknowledged, senders]);
  const code = await server.stop();
  await senders;
  return { code, acknowledged: acknowledged.flat() };
}

describe('the compiled server', () => {
  let main: string;
  beforeAll(async () => {
    // A bundle of this run's own, inside the project so that its imports find node_modules.
    main = await buildServer({ outDir: path.join(ROOT, '.tmp', `server-build-${process.pid}`) });
    dirs.push(path.dirname(main));
  }, 120_000);

  /**
   * Runs the compiled server on a database holding one industry with a feed key, stops it with SIGTERM under
   * load, and checks the exit, the port and that every acknowledged fix is in the database (reopened by `open`).
   */
  async function drainDrill(
    prepared: { industryId: number; key: string; dataDir: string; env?: Record<string, string> },
    open: () => Promise<OpenedDatabase>,
  ) {
    const port = await freePort();
    const output = new PassThrough();
    let log = '';
    output.on('data', (chunk) => (log += chunk));
    const server = await startAppProcess({
      entry: main,
      dataDir: prepared.dataDir,
      port,
      env: { ...PRODUCTION, LOG_LEVEL: 'info', SEED_DEMO: 'false', ...prepared.env },
      readyPath: '/ready',
      output,
    });
    const { code, acknowledged } = await ingestWhileStopping(server, prepared.key);
    expect(code).toBe(0);
    expect(alive(server.pid)).toBe(false);
    expect(await portOpen(port)).toBe(false);
    expect(log).toContain('SIGTERM: stopping');
    expect(log).toContain('"msg":"stopped"');
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_STOP * BATCH);

    const database = await open();
    try {
      const rows = await database.db
        .select({ eventId: positions.sourceEventId })
        .from(positions)
        .where(eq(positions.industryId, prepared.industryId));
      const stored = new Set(rows.map((row) => row.eventId));
      const lost = acknowledged.filter((eventId) => !stored.has(eventId));
      console.log(
        `graceful stop (${database.kind}): ${acknowledged.length} fixes acknowledged, ${lost.length} lost`,
      );
      expect(lost).toEqual([]);
    } finally {
      await database.close();
    }
  }

  it('drains on SIGTERM under load: exits 0, closes its port, and every acknowledged fix is stored', {
    timeout: 180_000,
  }, async () => {
    const prepared = await preparedDataDir('stop');
    await drainDrill(prepared, () => openPglite(prepared.dataDir));
  });

  it.runIf(postgresUp)(
    'drains on SIGTERM under load on PostgreSQL, as production runs',
    {
      timeout: 180_000,
    },
    async () => {
      const { url, dispose } = await migratedPostgres('stop');
      try {
        const feed = await feedKeyOf(openPostgres(url), 'Stop drill');
        await drainDrill({ ...feed, dataDir: tempDir('stop-pg'), env: { DATABASE_URL: url } }, async () =>
          openPostgres(url),
        );
      } finally {
        await dispose();
      }
    },
  );

  it('stops on SIGTERM when the reader of its output has gone, as when a pipe it logs into is closed', {
    timeout: 120_000,
  }, async () => {
    const { dataDir } = await preparedDataDir('closed-pipe');
    const port = await freePort();
    const server = spawn(process.execPath, [main], {
      env: ownServerEnv(dataDir, port, { ...PRODUCTION, LOG_LEVEL: 'info' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    while (!(await portOpen(port))) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The reader goes: every line the server writes from now on meets a broken pipe (EPIPE).
    server.stdout.destroy();
    server.stderr.destroy();
    server.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ]);
    if (code === 'still running') server.kill('SIGKILL');
    expect(code).toBe(0);
    expect(alive(server.pid!)).toBe(false);
    expect(await portOpen(port)).toBe(false);
  });

  it('reads an import file on its sheet thread, from the entry bundled beside it, on node alone', async () => {
    const worker = new Worker(path.join(path.dirname(main), 'sheetWorker.js'));
    try {
      const replies: SheetReply[] = [];
      const ended = new Promise<void>((resolve, reject) => {
        worker.on('message', (reply: SheetReply) => {
          replies.push(reply);
          if ('end' in reply) resolve();
          // The thread sends the next batch when asked, as the server's side asks after taking one.
          else worker.postMessage({ more: true } satisfies SheetRequest);
        });
        worker.once('error', reject);
      });
      // In two pieces, as an upload comes: the thread joins them.
      const file = new Uint8Array(await toXlsx(partyRows(2)));
      const half = Math.floor(file.length / 2);
      worker.postMessage({
        pieces: [file.slice(0, half), file.slice(half)],
        kind: 'vendor',
      } satisfies SheetRequest);
      await ended;
      // Its rows checked there against the vendor import's spec: only their values come back.
      expect(
        replies.map((reply) => ('batch' in reply ? reply.batch.checked.map((r) => r.value.code) : reply)),
      ).toEqual([['V00001', 'V00002'], { end: { ok: true, format: 'xlsx', rows: 2, headerProblems: [] } }]);
    } finally {
      await worker.terminate();
    }
  });

  it.runIf(postgresUp)(
    'reads files on the compiled sheet thread, on a PostgreSQL database the server found empty',
    { timeout: 240_000 },
    async () => {
      const database = await createPostgresDatabase('import');
      const server = await startAppProcess({
        entry: main,
        dataDir: tempDir('import-pg'),
        env: { ...PRODUCTION, DATABASE_URL: database.url, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
        readyPath: '/ready',
      });
      try {
        // The first owner, as `npm run admin -- create-industry` and `set-password` make one.
        const opened = openPostgres(database.url);
        try {
          const passwordHash = await hashPassword('first-day-1', PASSWORD_COSTS.standard);
          const created = await opened.db.transaction((tx) =>
            createIndustryWithOwner(
              tx,
              {
                companyName: 'First Day Cements',
                gstin: validGstin(1, '23', 'P'),
                ownerName: 'Owner',
                email: 'owner@firstday.test',
                mobile: '9811111111',
                passwordHash,
                language: 'en',
              },
              new Date(),
            ),
          );
          if (!('industryId' in created)) throw new Error('the industry was not created');
          // A plan of those shipped with the product, as a paid checkout leaves it.
          const [plan] = await opened.db.select().from(plans).limit(1);
          await opened.db.insert(subscriptions).values({
            industryId: created.industryId,
            planId: plan!.id,
            startsOn: '2000-01-01',
            endsOn: '2999-12-31',
          });
        } finally {
          await opened.close();
        }
        const login = await fetch(`${server.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: 'owner@firstday.test', password: 'first-day-1' }),
        });
        const { token } = (await login.json()) as { token: string };
        const send = async (step: 'preview' | 'commit', body: Buffer | string, type: string) => {
          const reply = await fetch(`${server.baseUrl}/api/imports/vendor/${step}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': type },
            body: typeof body === 'string' ? body : new Uint8Array(body),
          });
          return { status: reply.status, body: await reply.json() };
        };
        const rows = partyRows(40, 'P', 'P');
        expect(await send('preview', await toXlsx(rows), XLSX)).toMatchObject({
          status: 200,
          body: { format: 'xlsx', rows: 40, newCount: 40, problems: [] },
        });
        expect(await send('commit', toCsv(rows), 'text/csv')).toEqual({
          status: 200,
          body: { rows: 40, created: 40, updated: 0 },
        });
        const bomb = await send('commit', inflatingXlsx(130 * 1024 * 1024), XLSX);
        expect([bomb.status, bomb.body.error.code]).toEqual([422, 'unprocessable']);
      } finally {
        expect(await server.stop()).toBe(0);
        await database.dispose();
      }
    },
  );
});

describe('npm start', () => {
  it('passes SIGTERM to the server it runs and exits with it, leaving nothing running', {
    timeout: 300_000,
  }, async () => {
    const script = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start as string;
    // The shell replaces itself with the server: npm's signal reaches node, not a shell that would die alone.
    expect(script).toMatch(/&& exec node .*dist\/server\/main\.js$/);

    const { dataDir } = await preparedDataDir('npm-start');
    const port = await freePort();
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: ROOT,
      env: ownServerEnv(dataDir, port, { LOG_LEVEL: 'warn' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));

    // npm start builds what is stale first (the browser app can take minutes on a busy machine).
    const deadline = Date.now() + 270_000;
    while (
      !(await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`npm start did not serve in time:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The server is npm's child: the shell that `exec` turned into node.
    const children = readFileSync(`/proc/${npm.pid}/task/${npm.pid}/children`, 'utf8').trim().split(/\s+/);
    expect(children).toHaveLength(1);
    const serverPid = Number(children[0]);
    expect(readFileSync(`/proc/${serverPid}/cmdline`, 'utf8')).toContain('dist/server/main.js');

    npm.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(alive(serverPid)).toBe(false);
    expect(await portOpen(port)).toBe(false);
  });
});
