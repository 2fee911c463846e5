import { readFileSync } from 'node:fs';
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
export async function ingest(baseUrl: string, feed: 'gps' | 'fastag' | 'container', events: unknown[]) {
  return send<{ accepted: number; duplicates: number }>(
    `${baseUrl}/api/ingest/${feed}`,
    'POST',
    { 'x-api-key': DEMO_INGEST_KEY },
    { events },
  );
}

/**
 * Moves the server's clock `ms` ahead (the browser suite's server runs on a movable clock, TEST_CLOCK=movable)
 * and answers its new time, once every sweep has run at it: a window that ended is settled, a retry that fell
 * due is sent. The suite's server is shared and its time only moves forward, so tests move it little.
 */
export async function advanceServerClock(baseUrl: string, ms: number): Promise<Date> {
  const reply = await send<{ now: string }>(`${baseUrl}/api/test/clock`, 'POST', {}, { advanceMs: ms });
  if (reply.status !== 200)
    throw new Error(`moving the server's clock answered ${reply.status}: ${JSON.stringify(reply.json)}`);
  return new Date(reply.json.now);
}

/**
 * The last link of a kind (the mail's log line, e.g. "invitation link") logged for an address, where mails go
 * without SMTP; the mail is written just after the write that sends it has answered.
 */
export async function mailedLink(
  serverLogPath: string,
  email: string,
  kind = 'email verification link',
): Promise<string | undefined> {
  for (let tries = 0; tries < 50; tries++) {
    const link = readFileSync(serverLogPath, 'utf8')
      .split('\n')
      .filter((line) => line.includes(kind))
      .map((line) => JSON.parse(line) as { to?: string; link?: string })
      .filter((entry) => entry.to === email)
      .at(-1)?.link;
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

/** The password `newIndustryOwner` signs its owner up with, for signing in on a page as well. */
export const NEW_INDUSTRY_PASSWORD = 'isolation-Check-2026';

/**
 * The owner of a brand-new industry with a plan, made as a company makes itself: the public sign-up, the
 * mailed confirmation link (read from the server's log, where mails go without SMTP), and a plan paid in
 * test mode. For tests that need a third industry, whose users must never reach the demo's records.
 */
export async function newIndustryOwner(
  baseUrl: string,
  serverLogPath: string,
  company: { name: string; gstin: string; email: string; mobile: string },
): Promise<ApiSession> {
  const password = NEW_INDUSTRY_PASSWORD;
  const registered = await send(
    `${baseUrl}/api/auth/register`,
    'POST',
    {},
    {
      companyName: company.name,
      gstin: company.gstin,
      ownerName: 'Isolation Check',
      email: company.email,
      mobile: company.mobile,
      password,
      confirmPassword: password,
    },
  );
  if (registered.status !== 201 && registered.status !== 200)
    throw new Error(`sign-up answered ${registered.status}: ${JSON.stringify(registered.json)}`);
  const link = await mailedLink(serverLogPath, company.email);
  const token = link?.split('/verify-email/')[1];
  if (!token) throw new Error(`no verification link was mailed to ${company.email}`);
  const verified = await send(`${baseUrl}/api/auth/verify-email`, 'POST', {}, { token });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
  const owner = await apiSessionOf(baseUrl, { login: company.email, password });
  const { plans } = await owner.get<{ plans: { id: number }[] }>('/api/plans');
  const checkout = await owner.post<{ id: number }>('/api/subscription/checkout', { planId: plans[0]!.id });
  await owner.post(`/api/subscription/checkout/${checkout.id}/test-outcome`, { outcome: 'success' });
  return owner;
}
