import { DEMO_PASSWORD, type DemoAccount, demoAccount } from '../../server/db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';

/**
 * The app's HTTP API as the other parties call it: a transporter's own app, a device gateway, or the shipper's
 * session when a test prepares data it does not mean to test through the screens. The driver's verbs sit on top.
 */

export type Role = DemoAccount['key'];

/** The seed's demo accounts by role, as the server prints them at start. */
export const loginOf = (role: Role): string => demoAccount(role).email;

export { DEMO_PASSWORD };

export interface Reply<T> {
  status: number;
  json: T;
}

async function send<T>(url: string, method: string, headers: Record<string, string>, body?: unknown) {
  const reply = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: reply.status, json: (await reply.json().catch(() => null)) as T };
}

/** One signed-in user's calls. `call` answers whatever the server said; `get`/`post` insist on success. */
export class ApiSession {
  constructor(
    readonly baseUrl: string,
    readonly token: string,
  ) {}

  call<T>(method: string, path: string, body?: unknown): Promise<Reply<T>> {
    return send<T>(`${this.baseUrl}${path}`, method, { authorization: `Bearer ${this.token}` }, body);
  }

  async get<T>(path: string): Promise<T> {
    return this.ok(path, await this.call<T>('GET', path));
  }

  async post<T>(path: string, body?: unknown): Promise<T> {
    return this.ok(path, await this.call<T>('POST', path, body ?? {}));
  }

  private ok<T>(path: string, reply: Reply<T>): T {
    if (reply.status >= 300)
      throw new Error(`${path} answered ${reply.status}: ${JSON.stringify(reply.json)}`);
    return reply.json;
  }
}

/** Signs in over the API, as a role of the demo seed or with a login and password. */
export async function apiSessionOf(
  baseUrl: string,
  who: Role | { login: string; password: string },
): Promise<ApiSession> {
  const credentials = typeof who === 'string' ? { login: loginOf(who), password: DEMO_PASSWORD } : who;
  const reply = await send<{ token?: string }>(`${baseUrl}/api/auth/login`, 'POST', {}, credentials);
  if (!reply.json?.token) throw new Error(`sign-in as ${credentials.login} answered ${reply.status}`);
  return new ApiSession(baseUrl, reply.json.token);
}

/** What a device gateway posts to the ingest API with the demo industry's key. */
export async function ingest(baseUrl: string, feed: 'gps' | 'fastag', events: unknown[]) {
  return send<{ accepted: number; duplicates: number }>(
    `${baseUrl}/api/ingest/${feed}`,
    'POST',
    { 'x-api-key': DEMO_INGEST_KEY },
    { events },
  );
}
