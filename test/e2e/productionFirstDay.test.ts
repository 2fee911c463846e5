import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../scripts/build.mjs';
import type { OpenedDatabase } from '../../server/db/database';
import { openPostgres } from '../../server/db/open';
import { DEFAULT_PLANS } from '../../server/db/reference/defaultPlans';
import { users } from '../../server/db/schema/access';
import { cities } from '../../server/db/schema/geo';
import { industries, plans, subscriptions } from '../../server/db/schema/tenancy';
import { DEMO_PASSWORD_REFUSAL } from '../../server/productionGuard';
import { distanceKm } from '../../src/domain/geo';
import { checkGstin, gstinCheckCharacter } from '../../src/domain/gstin';
import type { Company } from '../../src/domain/schemas/company';
import type { FormOptions } from '../../src/domain/schemas/formOptions';
import type { PinCodeLocalities } from '../../src/domain/schemas/pinLocalities';
import type { Plant } from '../../src/domain/schemas/plant';
import type { PlanCatalogue, SubscriptionOverview } from '../../src/domain/schemas/subscription';
import type { TransporterLink } from '../../src/domain/schemas/transporter';
import { en } from '../../src/i18n/englishCatalogue';
import { hi } from '../../src/i18n/hindiCatalogue';
import { createPostgresDatabase, type PostgresDatabase } from '../server/postgresServer';
import { reachable } from '../server/reachable';
import { DEMO_PASSWORD } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { type AppProcess, freePort, startAppProcess } from '../support/appProcess';

/**
 * Go-live on an empty production database, as an operator does it on PostgreSQL: the compiled server
 * (scripts/build.mjs, main.js on node alone, as `npm start` runs it) starts with NODE_ENV=production on a database
 * that holds nothing, without the demo and without Razorpay's keys, so payments are off. The operator's CLI
 * (`npm run admin`, a child process on the same DATABASE_URL) creates a real industry and prints its owner's
 * invitation; the owner chooses a password in Chromium (the demo's is refused), signs in, and reads the real
 * default plans with a plain notice that none can be bought yet. The CLI refuses the demo password too. Then the
 * operator restarts the server with PAYMENTS_MODE=test named (a staging server's choice, warned of at start):
 * the owner buys a plan with a simulated payment and finds India's cities on the cities master.
 */

const up = await reachable(5432);
if (!up) console.log('Production first-day test skipped: PostgreSQL was not reachable on 127.0.0.1:5432.');

/** A company of Satna, with a GSTIN whose state code and check character are right. */
const COMPANY = {
  name: 'Narmada Valley Cements Pvt Ltd',
  gstin: '23AAGCN4821M1ZD',
  owner: 'Anjali Deshmukh',
  email: 'anjali.deshmukh@narmadacements.in',
  mobile: '9425012345',
  password: 'Satna-Kiln-2026',
};

/** Its first transporter, invited on the transporters' master. */
const CARRIER = { email: 'dispatch@kanchiroadways.in', password: 'Kanchi-Fleet-2026' };
/** Where its first plant stands, once made. */
let firstPlantId: number;
let firstCityId: number;

/** What a person would see: ₹ with Indian grouping and paise. */
const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** A plan's price with 18 % GST, as the plan page states it. */
const withGst = (pricePaise: number) => `${rupees(Math.round(pricePaise * 1.18))} with GST`;

let database: PostgresDatabase;
/** The test's own look at the database, from outside the server. */
let reader: OpenedDatabase;
/** The compiled server, main.js on node alone as `npm start` runs it (test/e2e/globalSetup.ts built it). */
const main = inject('serverEntry');
let dataDir: string;
let port: number;
let baseUrl: string;
let server: AppProcess | undefined;
let log: WriteStream;
const LOG_PATH = '.tmp/e2e-production-first-day-server.log';

/**
 * Production's environment for the server and the CLI alike: no demo, no Razorpay, no test clock or loopback
 * calls, no mail.
 */
const productionEnv = () => ({
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  PUBLIC_URL: baseUrl,
  SMTP_URL: '',
  SEED_DEMO: '',
  PAYMENTS_MODE: '',
  RAZORPAY_KEY_ID: '',
  RAZORPAY_KEY_SECRET: '',
  TEST_CLOCK: '',
  TEST_ALLOW_LOOPBACK: '',
});

/** Starts the compiled server on the test's database and port, as production runs it, plus `env`. */
const startServer = (env: Record<string, string> = {}) =>
  startAppProcess({
    entry: main,
    dataDir,
    port,
    output: log,
    env: { ...productionEnv(), LOG_LEVEL: 'info', ...env },
  });

/** `npm run admin -- …` as the operator types it on the server's machine; `input` is piped to it. */
function admin(args: string[], input?: string): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...productionEnv() },
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr?.on('data', (chunk) => (err += chunk));
  if (input !== undefined) child.stdin?.end(input);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out: out.trim(), err: err.trim() }));
  });
}

const serverLog = () => readFileSync(LOG_PATH, 'utf8');

beforeAll(async () => {
  if (!up) return;
  dataDir = mkdtempSync(path.join(tmpdir(), 'freightdesk-first-day-'));
  log = createWriteStream(LOG_PATH);
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  database = await createPostgresDatabase('first_day');
  reader = openPostgres(database.url);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await reader?.close();
  await database?.dispose();
  log?.end();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(up)('the first day of a production server on PostgreSQL', () => {
  let owner: App;
  let industryId: number;

  it('starts on an empty database: migrated, with the reference data and the default plans, and no demo', {
    timeout: 180_000,
  }, async () => {
    const look = new pg.Client({ connectionString: database.url });
    await look.connect();
    const tables = await look
      .query('select count(*)::int as n from pg_stat_user_tables')
      .finally(() => look.end());
    expect(tables.rows).toEqual([{ n: 0 }]);

    server = await startServer();
    // Its output reaches the log file a moment after it answers.
    await expect.poll(serverLog).toContain('"seeded":false');
    expect((await reader.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
    expect((await reader.db.select({ n: count() }).from(industries))[0]!.n).toBe(0);
    expect((await reader.db.select({ n: count() }).from(cities))[0]!.n).toBeGreaterThan(4_000);
    const catalogue = await reader.db.select({ name: plans.name, pricePaise: plans.pricePaise }).from(plans);
    expect(catalogue).toEqual(DEFAULT_PLANS.map(({ name, pricePaise }) => ({ name, pricePaise })));
    // Nobody signs in with the demo's accounts: there are none.
    const demo = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'owner@freightdesk.test', password: DEMO_PASSWORD }),
    });
    expect(demo.status).toBe(401);
  });

  it("creates the industry with the operator's CLI; its owner sets a password by the printed link", {
    timeout: 120_000,
  }, async () => {
    expect(checkGstin(COMPANY.gstin)).toMatchObject({ valid: true, state: 'Madhya Pradesh' });
    const created = await admin([
      'create-industry',
      '--name',
      COMPANY.name,
      '--gstin',
      COMPANY.gstin,
      '--owner-name',
      COMPANY.owner,
      '--email',
      COMPANY.email,
      '--mobile',
      COMPANY.mobile,
    ]);
    expect(created, created.err).toMatchObject({ code: 0, err: '' });
    expect(created.out).toContain(
      `"${COMPANY.name}" (GSTIN ${COMPANY.gstin}, PAN AAGCN4821M, Madhya Pradesh).`,
    );
    expect(created.out).toContain(
      `SMTP_URL is not set, so it was not mailed: pass it on to ${COMPANY.email}.`,
    );
    industryId = Number(created.out.match(/^Created industry #(\d+) /m)?.[1]);
    expect(industryId).toBeGreaterThan(0);
    const link = created.out.match(/^Invitation link for the owner .*: (\S+)$/m)?.[1];
    expect(link?.startsWith(`${baseUrl}/#/password/reset/`)).toBe(true);

    owner = await openApp({ baseUrl });
    const { page } = owner;
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    const choose = async (password: string, words: typeof en = en) => {
      await page.getByRole('textbox', { name: words.auth.newPassword, exact: true }).fill(password);
      await page.getByRole('textbox', { name: words.auth.confirmNewPassword }).fill(password);
      await page.getByRole('button', { name: words.people.invite.submit }).click();
    };
    // The demo's password is public: a production server refuses it under the field, in the reader's language,
    // and the link stays good.
    await choose(DEMO_PASSWORD);
    await page.getByText(en.validation.schema.demoPassword).waitFor();
    await owner.screenshot('first-day-invitation-demo-password');
    await page.getByText('हिन्दी').click();
    await choose(DEMO_PASSWORD, hi);
    await page.getByText(hi.validation.schema.demoPassword).waitFor();
    await owner.screenshot('first-day-invitation-demo-password-hi');
    await page.getByText('English').click();
    await choose(COMPANY.password);
    await owner.expectPath('/login');
    const flash = page.getByTestId('flash');
    await flash.getByText(en.people.invite.done).waitFor();
    await flash.getByRole('button', { name: en.components.flash.dismiss }).click();
    await flash.waitFor({ state: 'detached' });

    // No plan yet: the owner lands on the plan choice.
    await owner.signInWith(COMPANY.email, COMPANY.password, '/plan');
    await page.getByTestId('no-plan').waitFor();
  });

  it('shows the real default plans with their prices, says plainly they cannot be bought, and sells none', {
    timeout: 120_000,
  }, async () => {
    const { page } = owner;
    const notice = page.getByTestId('payments-off');
    await notice.getByText(en.plan.paymentsOff.title).waitFor();
    await notice.getByText(en.plan.paymentsOff.text).waitFor();
    for (const plan of DEFAULT_PLANS)
      await page.getByTestId(`plan-offer-${plan.name}`).getByText(withGst(plan.pricePaise)).waitFor();
    expect(await page.getByTestId('plan-offers').getByRole('button').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Choose |^Simulate |^Pay / }).count()).toBe(0);
    await owner.screenshot('first-day-plan-payments-off');

    // On the owner's phone: the same notice, the plans one under another, nothing wider than the screen.
    const phone = await openApp({ baseUrl, viewport: { width: 390, height: 844 } });
    await phone.signInWith(COMPANY.email, COMPANY.password, '/plan');
    await phone.page.getByTestId('payments-off').getByText(en.plan.paymentsOff.title).waitFor();
    await phone.page
      .getByTestId('plan-offer-Starter')
      .getByText(withGst(DEFAULT_PLANS[0].pricePaise))
      .waitFor();
    expect(await phone.page.getByRole('button', { name: /^Choose |^Simulate |^Pay / }).count()).toBe(0);
    await phone.expectFitsWidth();
    await phone.screenshot('first-day-plan-payments-off-390');
    await phone.page.getByTestId('plan-offers').scrollIntoViewIfNeeded();
    await phone.screenshot('first-day-plan-offers-390');
    await phone.close();

    // Nor can it be bought past the screen: the checkout is refused, and the industry still has no plan.
    const api = await owner.api();
    const catalogue = await api.get<PlanCatalogue>('/api/plans');
    expect(catalogue.paymentMode).toBe('off');
    expect(catalogue.plans.map((plan) => plan.name)).toEqual(DEFAULT_PLANS.map((plan) => plan.name));
    const checkout = await api.call<{ error: { refusal?: { code: string } } }>(
      'POST',
      '/api/subscription/checkout',
      { planId: catalogue.plans[0]!.id },
    );
    expect(checkout.status).toBe(409);
    expect(checkout.json.error.refusal?.code).toBe('paymentsOff');
    const held = await api.get<SubscriptionOverview>('/api/subscription');
    expect(held).toMatchObject({ current: null, next: null, history: [] });
    const rows = await reader.db
      .select({ n: count() })
      .from(subscriptions)
      .where(eq(subscriptions.industryId, industryId));
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("refuses the demo password from the operator's set-password, changing nothing", async () => {
    const refused = await admin(['set-password', '--user', COMPANY.email], `${DEMO_PASSWORD}\n`);
    expect(refused).toEqual({ code: 1, out: '', err: `${DEMO_PASSWORD_REFUSAL}\nNothing was changed.` });
    const signIn = (password: string) =>
      fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: COMPANY.email, password }),
      }).then((reply) => reply.status);
    expect(await signIn(DEMO_PASSWORD)).toBe(401);
    expect(await signIn(COMPANY.password)).toBe(200);
  });

  it('restarted with PAYMENTS_MODE=test, sells a plan by a simulated payment; then its first plant stands on its PIN code', {
    timeout: 180_000,
  }, async () => {
    expect(await server!.stop()).toBe(0);
    server = await startServer({ PAYMENTS_MODE: 'test' });
    // Named, never the default in production, and warned of at start.
    await expect.poll(serverLog).toContain('PAYMENTS_MODE is test in production');

    // The same address: the owner's session outlived the restart.
    const { page } = owner;
    await owner.open('/plan');
    await page.getByTestId('no-plan').waitFor();
    expect(await page.getByTestId('payments-off').count()).toBe(0);
    await page.getByRole('button', { name: 'Choose Starter' }).click();
    const checkout = page.getByTestId('checkout');
    await checkout.getByText(en.plan.checkout.testMode).waitFor();
    await checkout.getByText('Starter plan, 365 days').waitFor();
    await owner.screenshot('first-day-checkout-test-mode');
    await page.getByRole('button', { name: en.plan.checkout.simulateSuccess }).click();
    await owner.expectPath('/dashboard');
    // The first thing the new company is shown: what to set up before its first load.
    await page.getByTestId('setup-checklist').getByText('0 of 4 done').waitFor();
    expect((await owner.storedSession())?.plan).toMatchObject({ expiry: 1, members: 5, plants: 5 });
    const held = await (await owner.api()).get<SubscriptionOverview>('/api/subscription');
    expect(held.current).toMatchObject({ name: 'Starter' });
    const rows = await reader.db
      .select({ n: count() })
      .from(subscriptions)
      .where(eq(subscriptions.industryId, industryId));
    expect(rows).toEqual([{ n: 1 }]);

    // India's cities came with the product, each with its state.
    await owner.open('/city');
    const search = page.getByTestId('data-table-search');
    for (const [city, state] of [
      ['Satna', 'Madhya Pradesh'],
      ['Pune', 'Maharashtra'],
      ['Guwahati', 'Assam'],
    ] as const) {
      await search.fill(city);
      await owner
        .row('data-table-row')
        .filter({ has: page.getByRole('cell', { name: city, exact: true }) })
        .filter({ has: page.getByRole('cell', { name: state, exact: true }) })
        .waitFor();
    }
    await owner.screenshot('first-day-cities');

    // The PIN codes came with the product too: an address placed from one lands on its locality.
    const api = await owner.api();
    const pin = await api.get<PinCodeLocalities>('/api/places/pin-codes/602105');
    expect(pin.localities.map((l) => l.name)).toContain('Sriperumbudur');
    // A new company has no address until its owner enters it: its documents print it from then on.
    const refused = await api.call('PUT', '/api/company/address', { address: '' });
    expect(refused.status).toBe(400);
    const saved = await api.call<Company>('PUT', '/api/company/address', {
      address: 'Plot 12, SIPCOT Industrial Park, Sriperumbudur 602105',
    });
    expect(saved.status).toBe(200);
    expect((await api.get<Company>('/api/company')).address).toBe(
      'Plot 12, SIPCOT Industrial Park, Sriperumbudur 602105',
    );

    // Its first plant's gate stands on the PIN code's locality, some 40 km from the city it names.
    const chennai = (
      await api.get<{ id: number; latitude: number; longitude: number }[]>('/api/cities?search=Chennai')
    )[0]!;
    const sriperumbudur = pin.localities.find((l) => l.name === 'Sriperumbudur')!;
    const created = await api.call<{ id: number }>('POST', '/api/plants', {
      code: 'SPB',
      name: 'Sriperumbudur Works',
      kind: 'factory',
      businessId: null,
      address: 'Plot 12, SIPCOT Industrial Park',
      cityId: chennai.id,
      pincode: '602105',
      locality: 'Sriperumbudur',
      pinSource: 'pin',
      latitude: chennai.latitude,
      longitude: chennai.longitude,
      geofenceRadiusM: 500,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const plant = await api.get<Plant>(`/api/plants/${created.json.id}`);
    expect(plant.pinSource).toBe('pin');
    expect(distanceKm(plant, sriperumbudur)).toBeLessThan(5);
    expect(distanceKm(plant, chennai)).toBeGreaterThan(30);

    // Its first transporter, invited with the registered office its invoices will print.
    const first14 = '33AAACT0042Q1Z';
    const invited = await api.call<{ id: number }>('POST', '/api/industry-transporters', {
      mode: 'invite',
      name: 'Kanchi Roadways',
      gstin: `${first14}${gstinCheckCharacter(first14)}`,
      contactName: 'Senthil Kumar',
      email: CARRIER.email,
      mobile: '9840012345',
      cityId: chennai.id,
      address: '14 Transport Nagar, Kanchipuram Road',
    });
    expect(invited.status, JSON.stringify(invited.json)).toBe(201);
    const link = await api.get<TransporterLink>(`/api/industry-transporters/${invited.json.id}`);
    expect(link.address).toBe('14 Transport Nagar, Kanchipuram Road');
    firstPlantId = created.json.id;
    firstCityId = chennai.id;
  });

  it('its first transporter signs in to its portal on a phone, puts a truck on its first order and chooses its news', {
    timeout: 120_000,
  }, async () => {
    // No mail without SMTP: the operator's CLI prints the company's invitation, as it printed the owner's.
    const invited = await admin(['invite', '--user', CARRIER.email]);
    expect(invited, invited.err).toMatchObject({ code: 0, err: '' });
    expect(invited.out).toContain(
      `SMTP_URL is not set, so it was not mailed: pass it on to ${CARRIER.email}.`,
    );
    const link = invited.out.match(/\(7 days, one use\): (\S+)$/m)?.[1];
    expect(link?.startsWith(`${baseUrl}/#/password/reset/`)).toBe(true);
    const api = await owner.api();
    const client = await api.call<{ id: number }>('POST', '/api/clients', {
      code: 'KPM',
      name: 'Kanchi Precast',
      gstin: '',
      email: 'stores@kanchiprecast.in',
      phone: '044 2745 1200',
      addresses: [
        {
          label: 'Yard',
          address: 'SIDCO Estate, Kanchipuram',
          cityId: firstCityId,
          pincode: '602105',
          latitude: 12.96,
          longitude: 79.95,
        },
      ],
      contacts: [
        {
          name: 'R. Murugan',
          designation: 'Stores',
          email: 'murugan@kanchiprecast.in',
          mobile: '9841012345',
        },
      ],
    });
    expect(client.status, JSON.stringify(client.json)).toBe(201);
    const form = await api.get<FormOptions>('/api/form-options');
    const order = await api.call<{ id: number; number: string }>('POST', '/api/offline-orders', {
      direction: 'outbound',
      plantId: firstPlantId,
      transporterId: form.transporters.find((t) => t.name === 'Kanchi Roadways')!.id,
      clientId: client.json.id,
      originCityId: firstCityId,
      destinationCityId: firstCityId,
      weightKg: 20_000,
      freightInr: 18_500,
      pickupAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(order.status, JSON.stringify(order.json)).toBe(201);

    const carrier = await openApp({ baseUrl, viewport: { width: 390, height: 844 } });
    await carrier.page.goto(link!);
    await carrier.page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await carrier.page
      .getByRole('textbox', { name: en.auth.newPassword, exact: true })
      .fill(CARRIER.password);
    await carrier.page.getByRole('textbox', { name: en.auth.confirmNewPassword }).fill(CARRIER.password);
    await carrier.page.getByRole('button', { name: en.people.invite.submit }).click();
    await carrier.expectPath('/login');
    await carrier.signInWith(CARRIER.email, CARRIER.password, '/transporter/requests');
    // Invited by one industry, with nothing open to it yet.
    await carrier.page.getByTestId('offers-empty').waitFor();
    await carrier.page.getByTestId('portal-nav-transporter-orders').click();
    const card = carrier.page.locator(`[data-testid="my-order"][data-order="${order.json.number}"]`);
    await card.waitFor();
    // Entered offline, the order was agreed before: there is no award to accept, only a truck to put on it.
    expect(await card.getByTestId('order-accept').count()).toBe(0);
    await card.getByTestId('order-assign').click();
    const dialog = carrier.page.getByRole('dialog');
    await dialog.getByLabel('Vehicle number').fill('tn 21 bc 4455');
    await dialog.getByLabel('Driver name').fill('Senthil Murugan');
    await dialog.getByLabel('Driver mobile').fill('98400 55667');
    await dialog.getByTestId('assign-vehicle-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByTestId('order-saved').waitFor();
    expect(await card.getByTestId('order-vehicle').textContent()).toBe('TN21BC4455');
    await carrier.screenshot('first-day-transporter-orders');
    const seen = await api.get<{ status: string; vehicleNumber: string }>(`/api/orders/${order.json.id}`);
    expect(seen).toMatchObject({ status: 'vehicle_assigned', vehicleNumber: 'TN21BC4455' });

    // Its news of awards: push and e-mail until it chooses, kept as it chose.
    await carrier.page.getByTestId('profile-menu').click();
    await carrier.page.getByRole('menuitem', { name: 'Notifications' }).click();
    const lostByEmail = carrier.page.getByRole('checkbox', {
      name: 'A request goes to another transporter: E-mail',
    });
    expect(await lostByEmail.isChecked()).toBe(true);
    await lostByEmail.uncheck();
    await carrier.page.getByTestId('preferences-save').click();
    await carrier.page.getByText('Your choices are saved.', { exact: false }).waitFor();
    const choices = await (await carrier.api()).get<{ bidLost: { email: boolean } }>(
      '/api/transporter/notification-preferences',
    );
    expect(choices.bidLost.email).toBe(false);
    await carrier.close();
  });
});
