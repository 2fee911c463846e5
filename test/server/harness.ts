import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type App, buildApp } from '../../server/app';
import type { Clock } from '../../server/clock';
import { type Config, loadConfig } from '../../server/config';
import type { OpenedDatabase } from '../../server/db/database';
import { openDatabase, openPostgres } from '../../server/db/open';
import { DEMO_PASSWORD, type DemoAccount, demoAccount } from '../../server/db/seed/demoAccounts';
import type { LinkMail } from '../../server/mail/mailer';
import type { TextMessage } from '../../server/messaging/textMessenger';
import type { PushSender } from '../../server/push/pushSender';
import { createPostgresDatabase } from './postgresServer';

export interface TestApp extends App {
  baseUrl: string;
  config: Config;
  database: OpenedDatabase;
  /** Mails the app "sent" (password resets, sign-up confirmations), each with its link. */
  mails: LinkMail[];
  /** SMS / WhatsApp messages the app "sent" (driver links), each with its link. */
  texts: TextMessage[];
  close(): Promise<void>;
}

export interface ApiReply<T = unknown> {
  status: number;
  body: T;
}

/**
 * A fresh copy of the seeded database for one test file: a PostgreSQL database copied from the run's seeded
 * template (dropped when it closes), or, without PostgreSQL, an in-memory PGlite loaded from the seeded dump.
 * Loading a PGlite dump takes some 3 s of CPU, copying the template 0.15 s: a hundred files a run tell.
 */
export async function cloneSeededDatabase(): Promise<OpenedDatabase> {
  const template = inject('postgresSeededTemplate');
  if (!template) return clonePgliteSeededDatabase();
  const copy = await createPostgresDatabase('seeded', template);
  const database = openPostgres(copy.url);
  return { ...database, close: () => database.close().finally(copy.dispose) };
}

/** The seeded database on PGlite, the embedded database a default install runs on, in memory. */
export async function clonePgliteSeededDatabase(): Promise<OpenedDatabase> {
  const snapshot = new Blob([await readFile(inject('pgliteSnapshotPath'))]);
  return openDatabase({ dataDir: ':memory:', databaseUrl: undefined }, { snapshot });
}

/** Starts the real server on 127.0.0.1 with a random port; tests talk to it over HTTP. */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    database?: OpenedDatabase;
    redisStreamName?: string;
    /** Records pushes instead of sending them. */
    pushSender?: PushSender;
    /** The server's clock; a MovableClock lets the test move time instead of waiting for it. */
    clock?: Clock;
    /** A browser build to serve; none by default. */
    distDir?: string;
  } = {},
): Promise<TestApp> {
  // Stored files go to a folder of the test's own, removed when it closes (unless it brings S3 settings).
  const dataDir = await mkdtemp(join(tmpdir(), 'freightdesk-test-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir, ...options.env });
  const database = options.database ?? (await cloneSeededDatabase());
  const mails: LinkMail[] = [];
  const texts: TextMessage[] = [];
  const built = await buildApp({
    config,
    database,
    mailer: { send: async (mail) => void mails.push(mail) },
    messenger: { send: async (text) => void texts.push(text) },
    logger: false,
    distDir: options.distDir ?? '/nonexistent-dist',
    ...(options.redisStreamName ? { redisStreamName: options.redisStreamName } : {}),
    ...(options.pushSender ? { pushSender: options.pushSender } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as AddressInfo;
  return {
    ...built,
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    database,
    mails,
    texts,
    async close() {
      await built.app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** JSON over real HTTP, the way the browser calls the API. */
export async function api<T = unknown>(
  app: Pick<TestApp, 'baseUrl'>,
  path: string,
  options: { method?: string; token?: string; body?: unknown; rawBody?: string } = {},
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const method =
    options.method ?? (options.body === undefined && options.rawBody === undefined ? 'GET' : 'POST');
  if (options.body !== undefined || options.rawBody !== undefined || method === 'POST') {
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers,
    ...(options.rawBody !== undefined
      ? { body: options.rawBody }
      : options.body !== undefined
        ? { body: JSON.stringify(options.body) }
        : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function loginAs(
  app: Pick<TestApp, 'baseUrl'>,
  key: DemoAccount['key'],
  password = DEMO_PASSWORD,
): Promise<string> {
  const reply = await api<{ token: string }>(app, '/api/auth/login', {
    body: { login: demoAccount(key).email, password },
  });
  if (reply.status !== 200)
    throw new Error(`login as ${key} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.token;
}
