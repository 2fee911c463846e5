import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { sha256 } from '../../server/auth/secrets';
import { clearedPasswordHashes, passwordResets, roles, users } from '../../server/db/schema/access';
import { paymentTerms } from '../../server/db/schema/billing';
import { industries, plans, subscriptions } from '../../server/db/schema/tenancy';
import { ingestApiKeys } from '../../server/db/schema/tracking';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import { indianDate } from '../../server/indianDate';
import { demoCredentialsInUse, productionRefusal } from '../../server/productionGuard';
import { STARTER_ROLES } from '../../server/tenancy/starterRoles';
import { apiOperations } from './fuzz/apiOperations';
import { api, startTestApp, type TestApp } from './harness';
import { leftOpen } from './leftOpen';

let app: TestApp;
beforeAll(async () => {
  // Many sign-ups from one address in a minute: more than a person's limit allows.
  app = await startTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
});
afterAll(() => app.close());

/** A company that is not in the demo: real, valid GSTINs of distinct states. */
const signUp = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Umesh Textiles Pvt Ltd',
  gstin: '27AAPFU0939F1ZV',
  ownerName: 'Umesh Patil',
  email: 'umesh@umeshtextiles.in',
  mobile: '9822012345',
  password: 'loom-Secret-2026',
  confirmPassword: 'loom-Secret-2026',
  ...overrides,
});

const db = () => app.database.db;
const rowCounts = async () => ({
  industries: (await db().select({ n: count() }).from(industries))[0]!.n,
  users: (await db().select({ n: count() }).from(users))[0]!.n,
  links: (await db().select({ n: count() }).from(passwordResets))[0]!.n,
  roles: (await db().select({ n: count() }).from(roles))[0]!.n,
});
const login = (loginName: string, password: string) =>
  api<{ token: string; user: { userType: number; industryName: string } }>(app, '/api/auth/login', {
    body: { login: loginName, password },
  });
const tokenOf = (link: string) => link.split('/').at(-1)!;
const mailsTo = (email: string) => app.mails.filter((m) => m.to === email);
/** The confirmation links mailed to an address, oldest first. */
const verifyMailsTo = (email: string) => mailsTo(email).filter((m) => m.purpose === 'verify');

describe('signing up an industry', () => {
  it('creates the industry, its unconfirmed owner and starter roles in one go, and mails a link', async () => {
    const reply = await api(app, '/api/auth/register', { body: signUp({ language: 'hi' }) });
    expect(reply).toEqual({ status: 201, body: { email: 'umesh@umeshtextiles.in' } });

    const [industry] = await db().select().from(industries).where(eq(industries.gstin, '27AAPFU0939F1ZV'));
    expect(industry).toMatchObject({
      name: 'Umesh Textiles Pvt Ltd',
      pan: 'AAPFU0939F',
      stateCode: '27',
      email: 'umesh@umeshtextiles.in',
    });
    const [owner] = await db().select().from(users).where(eq(users.email, 'umesh@umeshtextiles.in'));
    expect(owner).toMatchObject({
      industryId: industry!.id,
      userType: 3,
      name: 'Umesh Patil',
      mobile: '9822012345',
      emailVerifiedAt: null,
      language: 'hi',
      status: 'active',
    });
    expect(owner!.passwordHash).toMatch(/^scrypt\$/);
    const starter = await db().select().from(roles).where(eq(roles.industryId, industry!.id));
    expect(starter.map((r) => r.name).sort()).toEqual(STARTER_ROLES.map((r) => r.name).sort());
    // Default terms of 30 days, so its first invoice is not due the day it is entered.
    const terms = await db().select().from(paymentTerms).where(eq(paymentTerms.industryId, industry!.id));
    expect(terms).toEqual([expect.objectContaining({ transporterId: null, days: 30, status: 'active' })]);

    await expect.poll(() => mailsTo('umesh@umeshtextiles.in').length).toBe(1);
    const [mail] = mailsTo('umesh@umeshtextiles.in');
    expect(mail).toMatchObject({ purpose: 'verify', subject: 'अपना Freightdesk ईमेल पता पक्का करें' });
    expect(mail!.link.startsWith(`${app.config.publicUrl}/#/verify-email/`)).toBe(true);
    expect(mail!.text).toContain('Umesh Textiles Pvt Ltd');
    // The link's token is stored only as its hash, as a one-time 'verify' link of this owner.
    const [link] = await db().select().from(passwordResets).where(eq(passwordResets.userId, owner!.id));
    expect(link).toMatchObject({ purpose: 'verify', tokenHash: sha256(tokenOf(mail!.link)), usedAt: null });
    expect(link!.expiresAt.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
  });

  it('refuses bad fields under each field, writing nothing', async () => {
    const before = await rowCounts();
    const reply = await api<{ error: { code: string; fields: Record<string, string> } }>(
      app,
      '/api/auth/register',
      {
        body: signUp({
          companyName: '',
          gstin: '29AAGCB7383J1Z5',
          email: 'not-an-address',
          mobile: '12345',
          confirmPassword: 'something-else',
        }),
      },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('validation');
    expect(reply.body.error.fields).toEqual({
      companyName: 'Enter the company name',
      gstin: "This GSTIN's last character does not match: check it for a typing mistake",
      email: 'Enter a valid email address',
      mobile: 'Enter a 10-digit mobile number',
      confirmPassword: 'Passwords do not match',
    });
    const badState = await api<{ error: { fields: Record<string, string> } }>(app, '/api/auth/register', {
      body: signUp({ gstin: '40AAGCB7383J1Z4' }),
    });
    expect(badState.body.error.fields.gstin).toMatch(/state code/);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers taken details as a fresh sign-up, writes nothing, and tells their holders by mail', async () => {
    const before = await rowCounts();
    const mailed = app.mails.length;
    const fresh = await fetch(`${app.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        signUp({ gstin: '27aapfu0939f1zv', email: 'UMESH@umeshtextiles.in', mobile: '+91 98220 12345' }),
      ),
    });
    // The same answer as the first sign-up's, to the letter: nobody learns the address has an account.
    expect({ status: fresh.status, body: await fresh.json() }).toEqual({
      status: 201,
      body: { email: 'umesh@umeshtextiles.in' },
    });
    expect(fresh.headers.get('cache-control')).toBe('no-store');
    expect(await rowCounts()).toEqual(before);
    // One mail, to the holder of all three, naming what is theirs, with the sign-in and reset pages.
    expect(app.mails.slice(mailed)).toEqual([
      expect.objectContaining({ purpose: 'signupAttempt', to: 'umesh@umeshtextiles.in' }),
    ]);
    const [notice] = app.mails.slice(mailed);
    expect(notice!.link).toBe(`${app.config.publicUrl}/#/login`);
    // Umesh signed up in Hindi: told in Hindi.
    expect(notice!.subject).toBe('किसी ने आपके विवरण से Freightdesk पर पंजीकरण की कोशिश की');
    expect(notice!.text).toContain('आपका ईमेल पता, आपका मोबाइल नंबर, और आपकी कंपनी का GSTIN 27AAPFU0939F1ZV');
    expect(notice!.text).toContain(`${app.config.publicUrl}/#/forgot-password`);
    expect(notice!.text).not.toContain('Umesh Textiles Pvt Ltd');

    // The demo owner's mobile alone: a fresh address, answered alike; only the demo owner hears of it.
    const mobile = await api(app, '/api/auth/register', {
      body: signUp({
        gstin: '29AAGCB7383J1Z4',
        email: 'someone@else.in',
        mobile: demoAccount('owner').mobile,
      }),
    });
    expect(mobile).toEqual({ status: 201, body: { email: 'someone@else.in' } });
    expect(mailsTo('someone@else.in')).toEqual([]);
    const [told, ...more] = mailsTo(demoAccount('owner').email).filter((m) => m.purpose === 'signupAttempt');
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      purpose: 'signupAttempt',
      subject: 'Someone tried to register on Freightdesk with your details',
    });
    expect(told!.text).toContain('with your mobile number, which already belong to your account');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses to sign the unconfirmed owner in, saying why only to whoever has the password', async () => {
    const refused = await login('umesh@umeshtextiles.in', 'loom-Secret-2026');
    expect(refused).toEqual({
      status: 403,
      body: {
        error: {
          code: 'email_unverified',
          message:
            'Confirm your email address first: open the link we mailed you when you signed up, or ask for a new one',
        },
      },
    });
    expect((await login('9822012345', 'loom-Secret-2026')).status).toBe(403);
    expect((await login('umesh@umeshtextiles.in', 'wrong-password')).status).toBe(401);
  });

  it('mails a new link on request, by email or mobile, and answers alike for anyone else', async () => {
    const sent = verifyMailsTo('umesh@umeshtextiles.in').length;
    for (const loginName of ['Umesh@UmeshTextiles.in', '098220 12345']) {
      expect(await api(app, '/api/auth/resend-verification', { body: { login: loginName } })).toEqual({
        status: 200,
        body: { ok: true },
      });
    }
    await expect.poll(() => verifyMailsTo('umesh@umeshtextiles.in').length).toBe(sent + 2);
    const all = app.mails.length;
    for (const loginName of ['nobody@example.com', demoAccount('owner').email, '12'])
      expect((await api(app, '/api/auth/resend-verification', { body: { login: loginName } })).status).toBe(
        200,
      );
    expect(app.mails.length).toBe(all);
  });

  it('keeps the two kinds of mailed link apart: a confirmation link sets no password', async () => {
    const token = tokenOf(verifyMailsTo('umesh@umeshtextiles.in').at(-1)!.link);
    const reset = await api(app, '/api/auth/reset-password', {
      body: { token, password: 'taken-Over-1', confirmPassword: 'taken-Over-1' },
    });
    expect(reset.status).toBe(400);
    expect((await login('umesh@umeshtextiles.in', 'taken-Over-1')).status).toBe(401);
  });

  it('confirms the address by the link, once; the owner then signs in and has no plan yet', async () => {
    const [first, ...later] = verifyMailsTo('umesh@umeshtextiles.in').map((m) => tokenOf(m.link));
    const verified = await api(app, '/api/auth/verify-email', { body: { token: first } });
    expect(verified).toEqual({ status: 200, body: { status: 'verified', email: 'umesh@umeshtextiles.in' } });
    const again = await api(app, '/api/auth/verify-email', { body: { token: first } });
    expect(again).toEqual({
      status: 200,
      body: { status: 'alreadyVerified', email: 'umesh@umeshtextiles.in' },
    });
    // The other links of the owner are spent with it.
    const live = await db()
      .select({ n: count() })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(eq(users.email, 'umesh@umeshtextiles.in'), isNull(passwordResets.usedAt)));
    expect(live[0]!.n).toBe(0);
    expect(later.length).toBeGreaterThan(0);

    const signedIn = await login('umesh@umeshtextiles.in', 'loom-Secret-2026');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ userType: 3, industryName: 'Umesh Textiles Pvt Ltd' });
    const token = signedIn.body.token;
    // No plan: the session's plan check answers none (the browser sends the owner to /plan) and the
    // plan-checked API refuses.
    expect(await api(app, '/api/plan/current-plan', { method: 'POST', token })).toEqual({
      status: 200,
      body: [],
    });
    expect(await api(app, '/api/plants', { token })).toMatchObject({
      status: 403,
      body: { error: { code: 'plan_required' } },
    });
  });

  it('says a link is expired or unknown, and confirms nothing', async () => {
    await api(app, '/api/auth/register', {
      body: signUp({ gstin: '29AAGCB7383J1Z4', email: 'late@reader.in', mobile: '9822099999' }),
    });
    await expect.poll(() => mailsTo('late@reader.in').length).toBe(1);
    const token = tokenOf(mailsTo('late@reader.in')[0]!.link);
    await db()
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    expect(await api(app, '/api/auth/verify-email', { body: { token } })).toEqual({
      status: 400,
      body: {
        error: { code: 'bad_request', message: 'This confirmation link has expired: ask for a new one' },
      },
    });
    expect(await api(app, '/api/auth/verify-email', { body: { token: 'x'.repeat(43) } })).toEqual({
      status: 400,
      body: { error: { code: 'bad_request', message: 'This confirmation link is not valid' } },
    });
    expect((await login('late@reader.in', 'loom-Secret-2026')).status).toBe(403);
  });

  it('gives a fresh industry every screen: once it has a plan, each list and setting answers', async () => {
    const [industry] = await db().select().from(industries).where(eq(industries.gstin, '27AAPFU0939F1ZV'));
    const [plan] = await db().select().from(plans).limit(1);
    const today = Date.now();
    await db()
      .insert(subscriptions)
      .values({
        industryId: industry!.id,
        planId: plan!.id,
        startsOn: indianDate(new Date(today - 86_400_000)),
        endsOn: indianDate(new Date(today + 30 * 86_400_000)),
      });
    const { token } = (await login('umesh@umeshtextiles.in', 'loom-Secret-2026')).body;
    const reads = (await apiOperations(app.baseUrl)).filter(
      // A shipper's reads: the transporters' API is not theirs.
      (op) =>
        op.method === 'GET' &&
        op.pathParams.length === 0 &&
        !op.public &&
        op.path.startsWith('/api/') &&
        !op.tags.includes('transporter') &&
        // Feeds post with an ingest key, not a person's token (the OsmAnd GET is a fix, not a read).
        !op.tags.includes('ingest') &&
        // The logo is a file the industry uploads; a fresh one has none yet (404, its own tests cover it).
        op.path !== '/api/company/logo',
    );
    expect(reads.length).toBeGreaterThan(10);
    const failed: string[] = [];
    for (const op of reads) {
      // Required query parameters (a direction) take their first allowed value. A read that needs free text
      // (the GSTIN a transporter lookup searches for) is a search, not a screen: its own tests cover it.
      const query = new URLSearchParams();
      const required = op.queryParams.filter((p) => p.required);
      if (required.some((p) => !(p.schema as { enum?: unknown[] }).enum)) continue;
      for (const param of required) {
        const first = (param.schema as { enum?: unknown[] }).enum?.[0];
        if (first !== undefined) query.set(param.name, String(first));
      }
      const path = query.size > 0 ? `${op.path}?${query}` : op.path;
      // Some reads are files (exports): read the answer as text.
      const reply = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await reply.text();
      if (reply.status !== 200) failed.push(`${op.name} ${reply.status} ${body.slice(0, 300)}`);
    }
    expect(failed).toEqual([]);
  });

  it('counts sign-ups, new links and password resets in one limit per address', async () => {
    // An app of its own, so the limit counts from nothing; the database is the file's.
    const limited = await startTestApp({
      database: leftOpen(app.database),
      env: { LOGIN_ATTEMPTS_PER_MINUTE: '2' },
    });
    try {
      const statuses: number[] = [];
      // 5 × 2 = 10 attempts per address a minute over every auth route, whichever route takes them.
      for (let i = 0; i < 11; i++) {
        const reply =
          i % 2 === 0
            ? await api(limited, '/api/auth/forgot-password', { body: { email: `p${i}@example.com` } })
            : await api(limited, '/api/auth/resend-verification', { body: { login: `r${i}@example.com` } });
        statuses.push(reply.status);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the production guard', () => {
  it('finds every active account with the demo password and the demo key, until they are gone', async () => {
    const found = await demoCredentialsInUse(db());
    expect(found.ingestKey).toBe(true);
    expect(found.accounts).toEqual(
      expect.arrayContaining([demoAccount('owner').email, demoAccount('staff').email]),
    );
    expect(found.accounts).not.toContain('umesh@umeshtextiles.in');
    expect(productionRefusal(found)).toMatch(/demo password "freight123": .*owner@freightdesk\.test/);

    const ownHash = await hashPassword('a-real-Password-1');
    for (const email of found.accounts)
      await db().update(users).set({ passwordHash: ownHash }).where(eq(users.email, email));
    expect(productionRefusal(await demoCredentialsInUse(db()))).toMatch(
      /^Freightdesk will not start.*\n {2}- the demo ingest/,
    );
    await db()
      .update(ingestApiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(ingestApiKeys.keyHash, sha256(DEMO_INGEST_KEY)));
    expect(await demoCredentialsInUse(db())).toEqual({ accounts: [], ingestKey: false });
    expect(productionRefusal({ accounts: [], ingestKey: false })).toBeNull();
  });

  it('remembers the hashes it found clear, so a start checks only passwords set since', async () => {
    await demoCredentialsInUse(db());
    const active = await db()
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.status, 'active'));
    const remembered = async () =>
      new Set((await db().select().from(clearedPasswordHashes)).map((row) => row.digest));
    expect(await remembered()).toEqual(new Set(active.map((user) => sha256(user.passwordHash))));

    // A password set since is a new hash: checked anew, and the old one is forgotten.
    const [someone] = active;
    const demoHash = await hashPassword(DEMO_PASSWORD);
    await db().update(users).set({ passwordHash: demoHash }).where(eq(users.email, someone!.email));
    expect((await demoCredentialsInUse(db())).accounts).toEqual([someone!.email]);
    expect(await remembered()).not.toContain(sha256(someone!.passwordHash));
    expect(await remembered()).not.toContain(sha256(demoHash));

    // What is remembered is trusted: that is what spares the scrypt per account at every start.
    await db()
      .insert(clearedPasswordHashes)
      .values({ digest: sha256(demoHash) });
    expect((await demoCredentialsInUse(db())).accounts).toEqual([]);
    await db()
      .delete(clearedPasswordHashes)
      .where(eq(clearedPasswordHashes.digest, sha256(demoHash)));
    await db()
      .update(users)
      .set({ passwordHash: someone!.passwordHash })
      .where(eq(users.email, someone!.email));
  });
});
