import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { industries } from '../../server/db/schema/tenancy';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/seed/demoAccounts';
import { isDemoPassword } from '../../server/productionGuard';
import { en } from '../../src/i18n/englishCatalogue';
import { api, startTestApp, type TestApp } from './harness';

/**
 * A production server (NODE_ENV=production) refuses the demo password wherever a password is chosen through
 * the API (sign-up, a reset or invitation link, change password) by the rule the admin script's set-password
 * uses (isDemoPassword), answering a field error under the field that holds it and changing nothing. A demo
 * server keeps accepting it: its seeded accounts sign in with it.
 */

let production: TestApp;
let demo: TestApp;
beforeAll(async () => {
  const env = { LOGIN_ATTEMPTS_PER_MINUTE: '1000' };
  [production, demo] = await Promise.all([
    startTestApp({ env: { ...env, NODE_ENV: 'production' } }),
    startTestApp({ env }),
  ]);
});
afterAll(() => Promise.all([production?.close(), demo?.close()]));

const refusal = (field: string) => ({
  status: 400,
  body: {
    error: {
      code: 'validation',
      message: 'Some fields are invalid',
      fields: { [field]: en.validation.schema.demoPassword },
    },
  },
});

/** A password reset link of a demo account, as the mail carries it. */
async function resetTokenOf(app: TestApp, email: string): Promise<string> {
  const sent = app.mails.length;
  expect((await api(app, '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
  // Another test's mail (a sign-up's confirmation) may still be on its way: this one is the mail to `email`.
  const mailTo = () => app.mails.slice(sent).find((mail) => mail.to === email);
  await expect.poll(mailTo).toBeDefined();
  return mailTo()!.link.split('/').at(-1)!;
}

const signIn = (app: TestApp, login: string, password: string) =>
  api<{ token: string }>(app, '/api/auth/login', { body: { login, password } });

describe('the demo password on a production server', () => {
  it('is the rule of the admin script: the same characters as hashing reads them', () => {
    expect(isDemoPassword(DEMO_PASSWORD)).toBe(true);
    // Full-width letters and digits hash as the plain ones (NFKC): they would open as the demo password.
    expect(isDemoPassword('ｆｒｅｉｇｈｔ１２３')).toBe(true);
    expect(isDemoPassword(`${DEMO_PASSWORD} `)).toBe(false);
    expect(isDemoPassword('Freight123')).toBe(false);
  });

  it('refuses it at sign-up under the password field, and creates no industry', async () => {
    const signUp = {
      companyName: 'Sahyadri Polymers Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      ownerName: 'Meera Kulkarni',
      email: 'meera@sahyadripolymers.in',
      mobile: '9822054321',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    };
    expect(await api(production, '/api/auth/register', { body: signUp })).toEqual(refusal('password'));
    const made = await production.database.db
      .select({ id: industries.id })
      .from(industries)
      .where(eq(industries.gstin, signUp.gstin));
    expect(made).toEqual([]);
    expect(production.mails.filter((mail) => mail.to === signUp.email)).toEqual([]);

    const own = { ...signUp, password: 'polymer-Secret-7', confirmPassword: 'polymer-Secret-7' };
    expect((await api(production, '/api/auth/register', { body: own })).status).toBe(201);
  });

  it('refuses it through a reset link under the password field, and the link still works for another', async () => {
    const email = demoAccount('noPlan').email;
    const token = await resetTokenOf(production, email);
    const reset = (password: string) =>
      api(production, '/api/auth/reset-password', { body: { token, password, confirmPassword: password } });
    expect(await reset(DEMO_PASSWORD)).toEqual(refusal('password'));
    expect(await reset('ｆｒｅｉｇｈｔ１２３')).toEqual(refusal('password'));
    // Nothing changed: the link was not spent, and the old password still opens the account.
    expect((await signIn(production, email, DEMO_PASSWORD)).status).toBe(200);
    expect(await reset('own-Secret-2026')).toEqual({ status: 200, body: { ok: true } });
    expect((await signIn(production, email, 'own-Secret-2026')).status).toBe(200);
  });

  it('refuses it as the new password under the newPassword field, keeping the current one', async () => {
    const email = demoAccount('staff').email;
    const { body } = await signIn(production, email, DEMO_PASSWORD);
    const change = (currentPassword: string, newPassword: string) =>
      api(production, '/api/auth/change-password', {
        token: body.token,
        body: { currentPassword, newPassword, confirmPassword: newPassword },
      });
    expect((await change(DEMO_PASSWORD, 'staff-Secret-1')).status).toBe(200);
    expect(await change('staff-Secret-1', DEMO_PASSWORD)).toEqual(refusal('newPassword'));
    expect((await signIn(production, email, 'staff-Secret-1')).status).toBe(200);
    expect((await signIn(production, email, DEMO_PASSWORD)).status).toBe(401);
  });
});

describe('the demo password on a demo server', () => {
  it('is still a password one may choose, by a reset link or a change', async () => {
    const email = demoAccount('noPlan').email;
    const token = await resetTokenOf(demo, email);
    expect(
      await api(demo, '/api/auth/reset-password', {
        body: { token, password: 'own-Secret-2026', confirmPassword: 'own-Secret-2026' },
      }),
    ).toEqual({ status: 200, body: { ok: true } });
    const { body } = await signIn(demo, email, 'own-Secret-2026');
    const back = await api(demo, '/api/auth/change-password', {
      token: body.token,
      body: {
        currentPassword: 'own-Secret-2026',
        newPassword: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      },
    });
    expect(back).toEqual({ status: 200, body: { ok: true } });
    expect((await signIn(demo, email, DEMO_PASSWORD)).status).toBe(200);
  });
});
