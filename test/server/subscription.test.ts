import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/access';
import { subscriptionInvoices, subscriptionPayments } from '../../server/db/schema/subscriptionBilling';
import { industries, plans, subscriptions } from '../../server/db/schema/tenancy';
import {
  DEMO_INDUSTRY_NAME,
  SECOND_INDUSTRY_GSTIN,
  SECOND_INDUSTRY_NAME,
} from '../../server/db/seed/demoAccounts';
import { indianDate, startOfIndianDay } from '../../server/indianDate';
import { MovableClock } from '../../server/movableClock';
import { createPlan } from '../../server/subscriptions/planCatalogue';
import { addDays } from '../../src/domain/calendarDay';
import type { CurrentPlan } from '../../src/domain/schemas/spec';
import type {
  Checkout,
  CheckoutResult,
  PlanCatalogue,
  SubscriptionOverview,
} from '../../src/domain/schemas/subscription';
import { api, loginAs, startTestApp, type TestApp } from './harness';

type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };

const clock = new MovableClock();
let app: TestApp;
const tokens = { owner: '', noPlan: '', staff: '', transporter: '' };
const db = () => app.database.db;
const today = indianDate(new Date());

beforeAll(async () => {
  app = await startTestApp({ clock });
  for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[key] = await loginAs(app, key);
});
afterAll(() => app.close());

const industryId = async (name: string) =>
  (await db().select({ id: industries.id }).from(industries).where(eq(industries.name, name)))[0]!.id;
const planId = async (name: string) =>
  (await db().select({ id: plans.id }).from(plans).where(eq(plans.name, name)))[0]!.id;
const subscriptionsOf = async (id: number) =>
  db().select().from(subscriptions).where(eq(subscriptions.industryId, id));
const checkout = (token: string, body: unknown) =>
  api<Checkout & Failure>(app, '/api/subscription/checkout', { token, body });
const simulate = (token: string, id: number, outcome: 'success' | 'failure') =>
  api<CheckoutResult & Failure>(app, `/api/subscription/checkout/${id}/test-outcome`, {
    token,
    body: { outcome },
  });

describe('the plan catalogue', () => {
  it('offers every plan with 18 % GST, the joining fee due, and test mode when Razorpay is not configured', async () => {
    const reply = await api<PlanCatalogue>(app, '/api/plans', { token: tokens.noPlan });
    expect(reply.status).toBe(200);
    expect(reply.body.paymentMode).toBe('test');
    expect(reply.body.plans.map((p) => p.name)).toEqual(['Starter', 'Growth', 'Enterprise']);
    expect(reply.body.plans[0]).toMatchObject({
      pricePaise: 2_499_900,
      gstPaise: 449_982,
      totalPaise: 2_949_882,
      noOfMembers: 5,
      noOfPlants: 5,
      durationDays: 365,
    });
    expect(reply.body.joiningFee).toEqual({
      pricePaise: 500_000,
      gstPaise: 90_000,
      totalPaise: 590_000,
      paidOn: null,
      invoice: null,
    });
  });

  it("shows the demo industry's joining fee as paid, with its invoice", async () => {
    const reply = await api<PlanCatalogue>(app, '/api/plans', { token: tokens.owner });
    expect(reply.body.joiningFee.paidOn).not.toBeNull();
    expect(reply.body.joiningFee.invoice?.number).toMatch(/^FD\/\d{4}-\d{2}\/\d{6}$/);
  });
});

describe('checkout: validation and who may pay', () => {
  it('refuses a plan that is not one, under its field, writing nothing', async () => {
    const before = await db().select().from(subscriptionPayments);
    const word = await checkout(tokens.noPlan, { planId: 'Growth' });
    expect(word.status).toBe(400);
    expect(Object.keys(word.body.error.fields ?? {})).toEqual(['planId']);
    const unknown = await checkout(tokens.noPlan, { planId: 2_000_000_000 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ planId: 'Choose one of the plans offered' });
    expect(await db().select().from(subscriptionPayments)).toEqual(before);
  });

  it('lets only the owner pay: staff and transporters are refused', async () => {
    const staff = await checkout(tokens.staff, { planId: await planId('Growth') });
    expect(staff.status).toBe(403);
    expect(staff.body.error.message).toBe('Only an industry owner can pay for the plan or the joining fee');
    const transporter = await checkout(tokens.transporter, { planId: null });
    expect(transporter.status).toBe(403);
    expect((await api(app, '/api/plans')).status).toBe(401);
  });

  it('reads the subscription with list-plan only', async () => {
    const staff = await api<Failure>(app, '/api/subscription', { token: tokens.staff });
    // The demo Dispatcher role does not hold list-plan.
    expect(staff.status).toBe(403);
    expect((await api(app, '/api/subscription', { token: tokens.owner })).status).toBe(200);
  });
});

describe('a new industry pays its joining fee and a plan in test mode', () => {
  it('a failed payment leaves no subscription and the industry still without a plan; a retry succeeds', async () => {
    const narmada = await industryId(SECOND_INDUSTRY_NAME);
    // Its GSTIN is of Madhya Pradesh, the seller's is of Maharashtra: IGST.
    const growth = await planId('Growth');
    expect((await api<Failure>(app, '/api/plants', { token: tokens.noPlan })).body.error.code).toBe(
      'plan_required',
    );

    const first = await checkout(tokens.noPlan, { planId: growth });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      mode: 'test',
      keyId: null,
      change: 'new',
      status: 'created',
      taxablePaise: 500_000 + 9_999_900,
      gstPaise: 1_889_982,
      totalPaise: 12_389_882,
    });
    expect(first.body.lines.map((l) => l.kind)).toEqual(['joiningFee', 'plan']);
    expect(first.body.orderId).toMatch(/^test_order_/);

    const failed = await simulate(tokens.noPlan, first.body.id, 'failure');
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: 'failed', subscription: null, invoice: null });
    expect(failed.body.failure).toMatch(/declined/);
    expect(await subscriptionsOf(narmada)).toEqual([]);
    expect((await api(app, '/api/plants', { token: tokens.noPlan })).status).toBe(403);

    const retry = await checkout(tokens.noPlan, { planId: growth });
    const paid = await simulate(tokens.noPlan, retry.body.id, 'success');
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect(paid.body.subscription).toEqual({
      planName: 'Growth',
      startsOn: today,
      endsOn: addDays(today, 364),
    });
    const invoice = paid.body.invoice!;
    expect(invoice).toMatchObject({
      issuedOn: today,
      seller: { gstin: '27AACCF4821Q1Z9', stateCode: '27' },
      buyer: { name: SECOND_INDUSTRY_NAME, gstin: SECOND_INDUSTRY_GSTIN, stateCode: '23' },
      taxablePaise: 10_499_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_889_982,
      totalPaise: 12_389_882,
    });

    // The same session now passes the plan check: no new sign-in.
    const current = await api<CurrentPlan[]>(app, '/api/plan/current-plan', {
      method: 'POST',
      token: tokens.noPlan,
    });
    expect(current.body).toEqual([
      expect.objectContaining({ name: 'Growth', noOfMembers: 25, noOfPlants: 50, graceUntil: null }),
    ]);
    expect((await api(app, '/api/plants', { token: tokens.noPlan })).status).toBe(200);
    const catalogue = await api<PlanCatalogue>(app, '/api/plans', { token: tokens.noPlan });
    expect(catalogue.body.joiningFee).toMatchObject({ paidOn: today, invoice: { number: invoice.number } });
  });

  it('settles a payment once: the same success again changes nothing', async () => {
    const narmada = await industryId(SECOND_INDUSTRY_NAME);
    const [payment] = await db()
      .select()
      .from(subscriptionPayments)
      .where(and(eq(subscriptionPayments.industryId, narmada), eq(subscriptionPayments.status, 'paid')));
    const before = {
      subs: await subscriptionsOf(narmada),
      invoices: await db().select().from(subscriptionInvoices),
    };
    const again = await simulate(tokens.noPlan, payment!.id, 'success');
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('paid');
    const late = await simulate(tokens.noPlan, payment!.id, 'failure');
    expect(late.body.status).toBe('paid');
    expect(await subscriptionsOf(narmada)).toEqual(before.subs);
    expect(await db().select().from(subscriptionInvoices)).toEqual(before.invoices);
  });

  it('charges the joining fee once: alone it is refused once paid, and no later checkout carries it', async () => {
    const alone = await checkout(tokens.noPlan, { planId: null });
    expect(alone.status).toBe(409);
    expect(alone.body.error.message).toBe('The joining fee is already paid');
    const renewal = await checkout(tokens.noPlan, { planId: await planId('Growth') });
    expect(renewal.body.change).toBe('renew');
    expect(renewal.body.lines.map((l) => l.kind)).toEqual(['plan']);
  });

  it("keeps one industry out of another's checkouts", async () => {
    const narmada = await industryId(SECOND_INDUSTRY_NAME);
    const [theirs] = await db()
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.industryId, narmada));
    const before = await db().select().from(subscriptionPayments);
    const reply = await simulate(tokens.owner, theirs!.id, 'success');
    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('not_found');
    expect(await db().select().from(subscriptionPayments)).toEqual(before);
    const overview = await api<SubscriptionOverview>(app, '/api/subscription', { token: tokens.owner });
    expect(overview.body.history.every((h) => h.invoice?.buyer.name !== SECOND_INDUSTRY_NAME)).toBe(true);
  });
});

describe('renewing and upgrading', () => {
  it('a renewal paid early starts the day after the plan held ends and shows as next', async () => {
    const vindhya = await industryId(DEMO_INDUSTRY_NAME);
    const [held] = await subscriptionsOf(vindhya);
    const renewal = await checkout(tokens.owner, { planId: await planId('Growth') });
    expect(renewal.body).toMatchObject({ change: 'renew' });
    // The demo industry is in Madhya Pradesh too; its joining fee was paid when it joined.
    expect(renewal.body.lines.map((l) => l.kind)).toEqual(['plan']);
    const paid = await simulate(tokens.owner, renewal.body.id, 'success');
    expect(paid.body.subscription).toEqual({
      planName: 'Growth',
      startsOn: addDays(held!.endsOn, 1),
      endsOn: addDays(held!.endsOn, 365),
    });
    const overview = await api<SubscriptionOverview>(app, '/api/subscription', { token: tokens.owner });
    expect(overview.body.current).toMatchObject({ name: 'Growth', endsOn: held!.endsOn, graceUntil: null });
    expect(overview.body.next).toMatchObject({ startsOn: addDays(held!.endsOn, 1) });
    expect(overview.body.usage.members).toBeGreaterThan(0);
    expect(overview.body.usage.plants).toBeGreaterThan(0);
    expect(overview.body.history).toHaveLength(2);
  });

  it('refuses a smaller plan while one is held, and an upgrade replaces every plan held from today', async () => {
    const vindhya = await industryId(DEMO_INDUSTRY_NAME);
    const smaller = await checkout(tokens.owner, { planId: await planId('Starter') });
    expect(smaller.status).toBe(409);
    expect(smaller.body.error.message).toMatch(/^A smaller plan can be chosen once the Growth plan ends/);

    const upgrade = await checkout(tokens.owner, { planId: await planId('Enterprise') });
    expect(upgrade.body.change).toBe('upgrade');
    const paid = await simulate(tokens.owner, upgrade.body.id, 'success');
    expect(paid.body.subscription).toEqual({
      planName: 'Enterprise',
      startsOn: today,
      endsOn: addDays(today, 364),
    });
    const rows = await subscriptionsOf(vindhya);
    expect(rows.filter((r) => r.replacedOn === null).map((r) => r.startsOn)).toEqual([today]);
    expect(rows.filter((r) => r.replacedOn === today)).toHaveLength(2);
    const current = await api<CurrentPlan[]>(app, '/api/plan/current-plan', {
      method: 'POST',
      token: tokens.owner,
    });
    expect(current.body.map((p) => p.name)).toEqual(['Enterprise']);
    const overview = await api<SubscriptionOverview>(app, '/api/subscription', { token: tokens.owner });
    expect(overview.body.current?.name).toBe('Enterprise');
    expect(overview.body.next).toBeNull();
  });
});

describe('grace after a plan ends', () => {
  /** Moves the server's clock to midday in India, `days` days after the second industry's plan ends. */
  async function daysAfterItsPlanEnds(days: number) {
    const narmada = await industryId(SECOND_INDUSTRY_NAME);
    const held = (await subscriptionsOf(narmada)).filter((s) => s.replacedOn === null);
    const endsOn = held
      .map((s) => s.endsOn)
      .sort()
      .at(-1)!;
    const midday = startOfIndianDay(addDays(endsOn, days)).getTime() + 12 * 3_600_000;
    await clock.advance(midday - clock.now().getTime());
    // A session lasts 30 days: the one signed in at the start has run out on the way.
    tokens.noPlan = await loginAs(app, 'noPlan');
    return endsOn;
  }

  it('lets the industry in for 7 days after its plan ends, saying until when', async () => {
    const endsOn = await daysAfterItsPlanEnds(7);
    const current = await api<CurrentPlan[]>(app, '/api/plan/current-plan', {
      method: 'POST',
      token: tokens.noPlan,
    });
    expect(current.body).toEqual([expect.objectContaining({ endsOn, graceUntil: addDays(endsOn, 7) })]);
    expect((await api(app, '/api/plants', { token: tokens.noPlan })).status).toBe(200);
    const overview = await api<SubscriptionOverview>(app, '/api/subscription', { token: tokens.noPlan });
    expect(overview.body.current).toMatchObject({ endsOn, graceUntil: addDays(endsOn, 7) });
  });

  it('after the grace, the industry has no plan: plan_required, and renewing starts today', async () => {
    await daysAfterItsPlanEnds(8);
    const current = await api<CurrentPlan[]>(app, '/api/plan/current-plan', {
      method: 'POST',
      token: tokens.noPlan,
    });
    expect(current.body).toEqual([]);
    const refused = await api<Failure>(app, '/api/plants', { token: tokens.noPlan });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('plan_required');
    const overview = await api<SubscriptionOverview>(app, '/api/subscription', { token: tokens.noPlan });
    expect(overview.body.current).toBeNull();

    const again = await checkout(tokens.noPlan, { planId: await planId('Starter') });
    expect(again.body.change).toBe('new');
    const paid = await simulate(tokens.noPlan, again.body.id, 'success');
    expect(paid.body.subscription?.startsOn).toBe(indianDate(clock.now()));
  });
});

describe('payments through Razorpay', () => {
  const KEY_SECRET = 'rzp-secret-for-tests';
  const WEBHOOK_SECRET = 'rzp-webhook-secret-for-tests';
  let razorpay: TestApp;
  let owner = '';
  const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

  beforeAll(async () => {
    razorpay = await startTestApp({
      env: {
        RAZORPAY_KEY_ID: 'rzp_test_freightdesk',
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
    owner = await loginAs(razorpay, 'noPlan');
  });
  afterAll(() => razorpay.close());

  /** A checkout as createCheckout leaves it after Razorpay gave its order (the API is not reachable here). */
  async function razorpayCheckout(orderId: string): Promise<number> {
    const rdb = razorpay.database.db;
    const [industry] = await rdb.select().from(industries).where(eq(industries.name, SECOND_INDUSTRY_NAME));
    const [user] = await rdb.select().from(users).where(eq(users.industryId, industry!.id));
    const [plan] = await rdb.select().from(plans).where(eq(plans.name, 'Starter'));
    const lines = [
      {
        kind: 'plan' as const,
        planName: 'Starter',
        durationDays: 365,
        description: 'Starter plan',
        sacCode: '998314',
        taxablePaise: plan!.pricePaise,
      },
    ];
    const [row] = await rdb
      .insert(subscriptionPayments)
      .values({
        industryId: industry!.id,
        planId: plan!.id,
        change: 'new',
        includesJoiningFee: false,
        lines,
        taxablePaise: plan!.pricePaise,
        totalPaise: Math.round(plan!.pricePaise * 1.18),
        provider: 'razorpay',
        providerOrderId: orderId,
        createdBy: user!.id,
      })
      .returning();
    return row!.id;
  }

  const webhook = (body: string, signature: string) =>
    fetch(`${razorpay.baseUrl}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      body,
    });

  it('allows checkout.js in the page policy only in Razorpay mode', async () => {
    const withRazorpay = (await fetch(`${razorpay.baseUrl}/api/docs/json`)).headers.get(
      'content-security-policy',
    );
    const testMode = (await fetch(`${app.baseUrl}/api/docs/json`)).headers.get('content-security-policy');
    expect(withRazorpay).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(testMode).not.toMatch(/razorpay/);
  });

  it('refuses to simulate a Razorpay payment', async () => {
    const id = await razorpayCheckout('order_SimulateRefused1');
    const reply = await api<Failure>(razorpay, `/api/subscription/checkout/${id}/test-outcome`, {
      token: owner,
      body: { outcome: 'success' },
    });
    expect(reply.status).toBe(409);
  });

  it('confirms a checkout only with the signature of its own order and payment', async () => {
    const id = await razorpayCheckout('order_ConfirmTest0001');
    const body = {
      razorpayOrderId: 'order_ConfirmTest0001',
      razorpayPaymentId: 'pay_ConfirmTest0001',
      razorpaySignature: sign('wrong-secret', 'order_ConfirmTest0001|pay_ConfirmTest0001'),
    };
    const forged = await api<Failure>(razorpay, `/api/subscription/checkout/${id}/confirm`, {
      token: owner,
      body,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toMatch(/signature does not match/);
    const genuine = await api<CheckoutResult>(razorpay, `/api/subscription/checkout/${id}/confirm`, {
      token: owner,
      body: { ...body, razorpaySignature: sign(KEY_SECRET, 'order_ConfirmTest0001|pay_ConfirmTest0001') },
    });
    expect(genuine.status).toBe(200);
    expect(genuine.body.status).toBe('paid');
    expect(genuine.body.subscription?.planName).toBe('Starter');
  });

  it('settles by webhook once, however often Razorpay sends it, and refuses unsigned ones', async () => {
    const id = await razorpayCheckout('order_WebhookTest0001');
    const event = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_WebhookTest0001', order_id: 'order_WebhookTest0001' } } },
    });
    expect((await webhook(event, sign('not-the-secret', event))).status).toBe(401);
    const rdb = razorpay.database.db;
    const [before] = await rdb.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, id));
    expect(before!.status).toBe('created');

    for (let i = 0; i < 2; i++) {
      const reply = await webhook(event, sign(WEBHOOK_SECRET, event));
      expect(reply.status).toBe(200);
      expect(await reply.json()).toEqual({ settled: true });
    }
    const [after] = await rdb.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, id));
    expect(after).toMatchObject({ status: 'paid', providerPaymentId: 'pay_WebhookTest0001' });
    const made = await rdb.select().from(subscriptions).where(eq(subscriptions.id, after!.subscriptionId!));
    expect(made).toHaveLength(1);
    expect(
      await rdb.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.paymentId, id)),
    ).toHaveLength(1);

    const unknown = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_x', order_id: 'order_NotOurs' } } },
    });
    expect(await (await webhook(unknown, sign(WEBHOOK_SECRET, unknown))).json()).toEqual({ settled: false });
  });

  it('marks a checkout failed by webhook, with Razorpay’s reason', async () => {
    const id = await razorpayCheckout('order_WebhookFail0001');
    const event = JSON.stringify({
      event: 'payment.failed',
      payload: {
        payment: {
          entity: { id: 'pay_Fail1', order_id: 'order_WebhookFail0001', error_description: 'Card declined' },
        },
      },
    });
    expect((await webhook(event, sign(WEBHOOK_SECRET, event))).status).toBe(200);
    const [row] = await razorpay.database.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.id, id));
    expect(row).toMatchObject({ status: 'failed', failure: 'Card declined', subscriptionId: null });
  });
});

describe('an industry of the seller’s own state', () => {
  /** A Maharashtra company signed up, its address confirmed, and its owner signed in. */
  async function signUpInMaharashtra(): Promise<string> {
    const email = 'accounts@patilsteel.in';
    const signedUp = await api(app, '/api/auth/register', {
      body: {
        companyName: 'Patil Steel Traders',
        gstin: '27AAPFU0939F1ZV',
        ownerName: 'Sunil Patil',
        email,
        mobile: '9822054321',
        password: 'rolling-Mill-2026',
        confirmPassword: 'rolling-Mill-2026',
      },
    });
    expect(signedUp.status).toBe(201);
    await expect.poll(() => app.mails.filter((m) => m.to === email).length).toBe(1);
    const link = app.mails.find((m) => m.to === email)!.link;
    expect(
      (await api(app, '/api/auth/verify-email', { body: { token: link.split('/').at(-1) } })).status,
    ).toBe(200);
    const login = await api<{ token: string }>(app, '/api/auth/login', {
      body: { login: email, password: 'rolling-Mill-2026' },
    });
    expect(login.status).toBe(200);
    return login.body.token;
  }

  it('is quoted, charged and invoiced CGST and SGST each at 9 %, equal halves, the tax their sum', async () => {
    const token = await signUpInMaharashtra();
    const soloId = await createPlan(db(), {
      name: 'Solo Works',
      noOfMembers: 2,
      noOfPlants: 1,
      durationDays: 90,
      pricePaise: 24_999_50,
    });
    // 9 % of ₹24,999.50 is ₹2,249.955: ₹2,249.96 each of CGST and SGST, a paisa above 18 % rounded once.
    const catalogue = await api<PlanCatalogue>(app, '/api/plans', { token });
    expect(catalogue.body.plans.find((p) => p.id === soloId)).toMatchObject({
      pricePaise: 24_999_50,
      gstPaise: 4_499_92,
      totalPaise: 29_499_42,
    });
    expect(catalogue.body.joiningFee).toMatchObject({ pricePaise: 5_000_00, gstPaise: 900_00 });

    const opened = await checkout(token, { planId: soloId });
    expect(opened.status).toBe(201);
    // 9 % of ₹29,999.50 is ₹2,699.955.
    expect(opened.body).toMatchObject({ taxablePaise: 29_999_50, gstPaise: 5_399_92, totalPaise: 35_399_42 });

    const paid = await simulate(token, opened.body.id, 'success');
    expect(paid.body.invoice).toMatchObject({
      buyer: { name: 'Patil Steel Traders', stateCode: '27' },
      taxablePaise: 29_999_50,
      cgstPaise: 2_699_96,
      sgstPaise: 2_699_96,
      igstPaise: 0,
      totalPaise: 35_399_42,
    });
  });
});
