import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_COSTS } from '../../server/auth/password';
import { users } from '../../server/db/schema/access';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/seed/demoAccounts';
import type { LinkMail } from '../../server/mail/mailer';
import { api, loginAs, startTestApp, type TestApp } from './harness';

let app: TestApp;
/** Sign-ins each account may try a minute; five times as many calls from one address in all. */
const PER_MINUTE = 12;
beforeAll(async () => {
  // A little over the default, so the file's own calls from one address stay under the address's limit.
  app = await startTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: String(PER_MINUTE) } });
});
afterAll(() => app.close());

const BAD_LOGIN = { error: { code: 'unauthorized', message: 'Email/mobile or password is incorrect' } };

/** An answer as the browser gets it: status, body and whether anything may keep a copy. */
async function post(path: string, body: unknown) {
  const reply = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: reply.status, body: await reply.json(), cacheControl: reply.headers.get('cache-control') };
}
const hashOf = async (email: string) =>
  (await app.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]!
    .hash;
/** The link of the newest mail to an address. */
const lastLinkTo = (email: string) => app.mails.filter((m) => m.to === email).at(-1)!.link;

describe('login', () => {
  it('signs in with email (any case) and returns a token and the session user', async () => {
    const reply = await post('/api/auth/login', { login: 'OWNER@freightdesk.test', password: DEMO_PASSWORD });
    expect(reply.status).toBe(200);
    // A session token: no cache may keep it.
    expect(reply.cacheControl).toBe('no-store');
    expect(reply.body.token).toMatch(/^[\w-]{40,}$/);
    expect(reply.body.user).toMatchObject({
      email: 'owner@freightdesk.test',
      userType: 3,
      industryName: 'Vindhya Cements Ltd',
      userTypeId: null,
      plantIds: [],
    });
  });

  it('signs in with the mobile number, with or without +91', async () => {
    for (const login of ['9800000003', '+91 98000 00003']) {
      const reply = await api<{ user: { email: string } }>(app, '/api/auth/login', {
        body: { login, password: DEMO_PASSWORD },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.user.email).toBe('staff@freightdesk.test');
    }
  });

  it('answers 401 with the same message for a wrong password and an unknown account', async () => {
    const wrong = await api(app, '/api/auth/login', {
      body: { login: 'owner@freightdesk.test', password: 'nope-nope' },
    });
    const unknown = await api(app, '/api/auth/login', {
      body: { login: 'ghost@freightdesk.test', password: 'x' },
    });
    expect(wrong).toEqual({ status: 401, body: BAD_LOGIN });
    expect(unknown).toEqual({ status: 401, body: BAD_LOGIN });
  });

  it("rehashes a password hashed at less than today's cost when it signs in, and it still opens", async () => {
    const email = demoAccount('noPlan').email;
    const weak = await hashPassword(DEMO_PASSWORD, { N: 16, r: 8, p: 1 });
    await app.database.db.update(users).set({ passwordHash: weak }).where(eq(users.email, email));
    // A wrong password leaves the hash as it is: only the right one is ever hashed again.
    expect((await api(app, '/api/auth/login', { body: { login: email, password: 'not-it-1' } })).status).toBe(
      401,
    );
    expect(await hashOf(email)).toBe(weak);
    expect(
      (await api(app, '/api/auth/login', { body: { login: email, password: DEMO_PASSWORD } })).status,
    ).toBe(200);
    const { N, r, p } = PASSWORD_COSTS.fast;
    expect(await hashOf(email)).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
  });

  it('rate-limits repeated attempts on one login with 429', async () => {
    const attempt = () =>
      api(app, '/api/auth/login', { body: { login: 'brute@freightdesk.test', password: 'guess' } });
    const statuses: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(401));
    expect(statuses[PER_MINUTE]).toBe(429);
    const limited = await attempt();
    expect(limited.body).toMatchObject({ error: { code: 'rate_limited' } });
    // Another login from the same address is not locked out.
    expect(
      (
        await api(app, '/api/auth/login', {
          body: { login: 'owner@freightdesk.test', password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });
});

describe('session', () => {
  it('me returns the signed-in user; without a token it is 401', async () => {
    const token = await loginAs(app, 'plant');
    const me = await api<{ email: string; userType: number; plantIds: number[]; userTypeName: string }>(
      app,
      '/api/auth/me',
      { token },
    );
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'plant@freightdesk.test',
      userType: 4,
      userTypeName: 'Dispatcher',
    });
    expect(me.body.plantIds).toHaveLength(2);
    expect(await api(app, '/api/auth/me')).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized' } },
    });
    expect((await api(app, '/api/auth/me', { token: 'made-up-token' })).status).toBe(401);
  });

  it('logout revokes the token: the next call with it is 401, other sessions live on', async () => {
    const token = await loginAs(app, 'staff');
    const other = await loginAs(app, 'staff');
    expect((await api(app, '/api/auth/logout', { token, method: 'POST' })).status).toBe(204);
    expect((await api(app, '/api/auth/me', { token })).status).toBe(401);
    expect((await api(app, '/api/auth/me', { token: other })).status).toBe(200);
  });

  it('a transporter can sign in and read me, but shipper routes refuse it with 403', async () => {
    const token = await loginAs(app, 'transporter');
    const me = await api<{ userType: number; industryName: string; permissions: string[] }>(
      app,
      '/api/auth/me',
      { token },
    );
    expect(me.body).toMatchObject({ userType: 2, industryName: 'Jai Bharat Roadways', permissions: [] });
    expect(await api(app, '/api/shipper-permissions', { token, method: 'POST' })).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden' } },
    });
    expect((await api(app, '/api/plants', { token })).status).toBe(403);
  });
});

describe('passwords', () => {
  it('forgot → mailed link → reset → sign in with the new password; the link works once', async () => {
    const before = await loginAs(app, 'staff');
    // Asked twice (the first mail seemed lost): both links arrive, the reset by one ends the other.
    for (let i = 1; i <= 2; i++) {
      expect(await post('/api/auth/forgot-password', { email: 'staff@freightdesk.test' })).toEqual({
        status: 200,
        body: { ok: true },
        cacheControl: 'no-store',
      });
      await expect.poll(() => app.mails.length).toBe(i);
    }
    const [older, mail] = app.mails as [LinkMail, LinkMail];
    expect(mail.to).toBe('staff@freightdesk.test');
    expect(mail.link.startsWith(`${app.config.publicUrl}/#/password/reset/`)).toBe(true);
    const token = mail.link.split('/').at(-1)!;

    const reset = await api(app, '/api/auth/reset-password', {
      body: { token, password: 'new-secret-1', confirmPassword: 'new-secret-1' },
    });
    expect(reset).toEqual({ status: 200, body: { ok: true } });
    expect((await api(app, '/api/auth/me', { token: before })).status).toBe(401);
    expect(
      (
        await api(app, '/api/auth/login', {
          body: { login: 'staff@freightdesk.test', password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await api(app, '/api/auth/login', {
          body: { login: 'staff@freightdesk.test', password: 'new-secret-1' },
        })
      ).status,
    ).toBe(200);

    for (const spent of [token, older.link.split('/').at(-1)!]) {
      const again = await api(app, '/api/auth/reset-password', {
        body: { token: spent, password: 'another-pass-2', confirmPassword: 'another-pass-2' },
      });
      expect(again).toMatchObject({ status: 400, body: { error: { code: 'bad_request' } } });
    }
  });

  it('forgot-password answers an unknown address as a known one, and mails only the known', async () => {
    const sent = app.mails.length;
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    const known = await post('/api/auth/forgot-password', { email: demoAccount('transporter').email });
    expect(unknown).toEqual(known);
    expect(known).toEqual({ status: 200, body: { ok: true }, cacheControl: 'no-store' });
    await expect.poll(() => app.mails.length).toBe(sent + 1);
    expect(app.mails.at(-1)!.to).toBe(demoAccount('transporter').email);
  });

  it('reset refuses a made-up token and mismatched confirmation', async () => {
    const bogus = await api(app, '/api/auth/reset-password', {
      body: { token: 'x'.repeat(43), password: 'new-secret-1', confirmPassword: 'new-secret-1' },
    });
    expect(bogus.status).toBe(400);
    const mismatch = await api(app, '/api/auth/reset-password', {
      body: { token: 'x'.repeat(43), password: 'new-secret-1', confirmPassword: 'other-secret' },
    });
    expect(mismatch).toEqual({
      status: 400,
      body: {
        error: {
          code: 'validation',
          message: 'Some fields are invalid',
          fields: { confirmPassword: 'Passwords do not match' },
        },
      },
    });
  });

  it('change-password checks the current one, keeps this session and ends the others', async () => {
    const email = demoAccount('plant').email;
    const token = await loginAs(app, 'plant');
    const other = await loginAs(app, 'plant');
    // A reset link mailed before the change (to someone who could read the mailbox) ends with it.
    const mailed = app.mails.length;
    await api(app, '/api/auth/forgot-password', { body: { email } });
    await expect.poll(() => app.mails.length).toBe(mailed + 1);
    const oldLink = lastLinkTo(email).split('/').at(-1)!;
    const wrong = await api(app, '/api/auth/change-password', {
      token,
      body: { currentPassword: 'not-it', newPassword: 'plant-pass-9', confirmPassword: 'plant-pass-9' },
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: { fields: { currentPassword: 'The current password is incorrect' } } },
    });
    const ok = await api(app, '/api/auth/change-password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'plant-pass-9', confirmPassword: 'plant-pass-9' },
    });
    expect(ok).toEqual({ status: 200, body: { ok: true } });
    expect((await api(app, '/api/auth/me', { token })).status).toBe(200);
    expect((await api(app, '/api/auth/me', { token: other })).status).toBe(401);
    expect(
      (await api(app, '/api/auth/login', { body: { login: email, password: 'plant-pass-9' } })).status,
    ).toBe(200);
    const reset = await api(app, '/api/auth/reset-password', {
      body: { token: oldLink, password: 'taken-Over-3', confirmPassword: 'taken-Over-3' },
    });
    expect(reset).toMatchObject({ status: 400, body: { error: { code: 'bad_request' } } });
  });
});
