import { createHmac } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { users } from '../../server/db/schema/access';
import { subscriptionPayments } from '../../server/db/schema/subscriptionBilling';
import { plans, subscriptions } from '../../server/db/schema/tenancy';
import { demoAccount } from '../../server/db/seed/demoAccounts';
import type { ApiError } from '../../src/domain/schemas/error';
import type { Checkout, CheckoutResult, PlanCatalogue } from '../../src/domain/schemas/subscription';
import { api, cloneSeededDatabase, loginAs, startTestApp, type TestApp } from './harness';
import { tableCounts } from './tableCounts';

const KEYS = { RAZORPAY_KEY_ID: 'rzp_live_freightdesk', RAZORPAY_KEY_SECRET: 'rzp-secret-for-tests' };
const WEBHOOK_SECRET = 'rzp-webhook-secret-for-tests';

describe('PAYMENTS_MODE', () => {
  it('defaults to test mode outside production without keys, so the demo can buy a plan', () => {
    expect(loadConfig({})).toMatchObject({ paymentsMode: 'test', razorpay: undefined });
    expect(loadConfig({ NODE_ENV: 'development' }).paymentsMode).toBe('test');
  });

  it('in production never defaults to test mode: Razorpay with keys, off without', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      paymentsMode: 'off',
      razorpay: undefined,
    });
    expect(loadConfig({ NODE_ENV: 'production', ...KEYS })).toMatchObject({
      paymentsMode: 'razorpay',
      razorpay: { keyId: 'rzp_live_freightdesk', keySecret: 'rzp-secret-for-tests' },
    });
    // Razorpay's own test keys are a real integration, not test mode.
    expect(
      loadConfig({ NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 's' })
        .paymentsMode,
    ).toBe('razorpay');
  });

  it('takes test mode in production when named (a staging server), and off whatever keys are set', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_MODE: 'test' }).paymentsMode).toBe('test');
    // Keys left in place do not open Razorpay's checkout (nor the page's policy to it) while payments are off.
    expect(loadConfig({ PAYMENTS_MODE: 'off', ...KEYS })).toMatchObject({
      paymentsMode: 'off',
      razorpay: undefined,
    });
  });

  it('refuses razorpay without keys and a mode it does not know, naming the variable', () => {
    expect(() => loadConfig({ PAYMENTS_MODE: 'razorpay' })).toThrow(
      /^PAYMENTS_MODE="razorpay" needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET$/,
    );
    expect(() => loadConfig({ PAYMENTS_MODE: 'free' })).toThrow(
      /^PAYMENTS_MODE="free" must be razorpay, test or off$/,
    );
  });
});

describe('a production server without payment keys', () => {
  let app: TestApp;
  let owner = '';
  beforeAll(async () => {
    app = await startTestApp({ env: { NODE_ENV: 'production' } });
    owner = await loginAs(app, 'noPlan');
  });
  afterAll(() => app.close());

  it('shows the plans, saying they cannot be bought: payments are off', async () => {
    const catalogue = await api<PlanCatalogue>(app, '/api/plans', { token: owner });
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.paymentMode).toBe('off');
    expect(catalogue.body.plans.map((p) => p.name)).toEqual(['Starter', 'Growth', 'Enterprise']);
  });

  it('refuses a checkout, plan or joining fee alone, and writes nothing', async () => {
    const before = await tableCounts(app.database.db);
    const [growth] = await app.database.db.select().from(plans).where(eq(plans.name, 'Growth'));
    for (const planId of [growth!.id, null]) {
      const refused = await api<ApiError>(app, '/api/subscription/checkout', {
        token: owner,
        body: { planId },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: 'conflict',
        message: 'Plans cannot be bought yet: payments are not set up on this server',
        refusal: { code: 'paymentsOff' },
      });
    }
    expect(await tableCounts(app.database.db)).toEqual(before);
  });

  it('settles no checkout opened before, through Razorpay or in test mode', async () => {
    const db = app.database.db;
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount('noPlan').email));
    const [starter] = await db.select().from(plans).where(eq(plans.name, 'Starter'));
    const opened = async (provider: 'test' | 'razorpay', orderId: string) => {
      const [row] = await db
        .insert(subscriptionPayments)
        .values({
          industryId: user!.industryId!,
          planId: starter!.id,
          change: 'new',
          includesJoiningFee: false,
          lines: [],
          taxablePaise: starter!.pricePaise,
          totalPaise: starter!.pricePaise,
          provider,
          providerOrderId: orderId,
          createdBy: user!.id,
        })
        .returning();
      return row!.id;
    };
    const viaRazorpay = await opened('razorpay', 'order_BeforeKeysGone1');
    const confirmed = await api<ApiError>(app, `/api/subscription/checkout/${viaRazorpay}/confirm`, {
      token: owner,
      body: { razorpayOrderId: 'order_BeforeKeysGone1', razorpayPaymentId: 'pay_1', razorpaySignature: 'ab' },
    });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.error).toEqual({
      code: 'conflict',
      message:
        'This checkout was opened through Razorpay, which this server no longer uses: it cannot be settled here',
      refusal: { code: 'checkoutFromRazorpay' },
    });
    const inTestMode = await opened('test', 'test_order_BeforeProduction1');
    const simulated = await api<ApiError>(app, `/api/subscription/checkout/${inTestMode}/test-outcome`, {
      token: owner,
      body: { outcome: 'success' },
    });
    expect(simulated.status).toBe(409);
    expect(simulated.body.error.refusal).toEqual({ code: 'checkoutFromTestMode' });
    const rows = await db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.createdBy, user!.id));
    expect(rows.map((r) => r.status)).toEqual(['created', 'created']);
  });

  it('refuses Razorpay webhooks as not configured', async () => {
    const reply = await api<ApiError>(app, '/api/payments/razorpay/webhook', {
      rawBody: '{"event":"payment.captured","payload":{}}',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('Payment webhooks are not configured here');
  });
});

describe('a checkout opened in test mode, once Razorpay is configured', () => {
  // One database, served first in test mode and then with Razorpay's keys: the operator set the keys.
  let testMode: TestApp;
  let live: TestApp;
  let opened: Checkout;
  let ownerOnLive = '';

  beforeAll(async () => {
    const database = await cloneSeededDatabase();
    testMode = await startTestApp({ database });
    const owner = await loginAs(testMode, 'noPlan');
    const [starter] = await database.db.select().from(plans).where(eq(plans.name, 'Starter'));
    const checkout = await api<Checkout>(testMode, '/api/subscription/checkout', {
      token: owner,
      body: { planId: starter!.id },
    });
    expect(checkout.status).toBe(201);
    expect(checkout.body.mode).toBe('test');
    opened = checkout.body;
    live = await startTestApp({
      database,
      env: { ...KEYS, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET },
    });
    ownerOnLive = await loginAs(live, 'noPlan');
  });
  afterAll(async () => {
    // The database is the live app's to close.
    await testMode.app.close();
    await rm(testMode.config.dataDir, { recursive: true, force: true });
    await live.close();
  });

  const stillOpen = async () => {
    const [row] = await live.database.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.id, opened.id));
    expect(row).toMatchObject({ provider: 'test', status: 'created', subscriptionId: null });
    expect(
      await live.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.industryId, row!.industryId)),
    ).toEqual([]);
  };

  it('cannot be simulated into a plan any more', async () => {
    const simulated = await api<ApiError>(live, `/api/subscription/checkout/${opened.id}/test-outcome`, {
      token: ownerOnLive,
      body: { outcome: 'success' },
    });
    expect(simulated.status).toBe(409);
    expect(simulated.body.error).toEqual({
      code: 'conflict',
      message:
        'This checkout was opened in test mode, which this server no longer uses: it cannot be settled',
      refusal: { code: 'checkoutFromTestMode' },
    });
    await stillOpen();
  });

  it("nor settled by Razorpay's confirmation or webhook, however signed", async () => {
    const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
    const payment = `${opened.orderId}|pay_Forged0001`;
    const confirmed = await api<ApiError>(live, `/api/subscription/checkout/${opened.id}/confirm`, {
      token: ownerOnLive,
      body: {
        razorpayOrderId: opened.orderId,
        razorpayPaymentId: 'pay_Forged0001',
        razorpaySignature: sign(KEYS.RAZORPAY_KEY_SECRET, payment),
      },
    });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.error.refusal).toEqual({ code: 'checkoutFromTestMode' });

    const event = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_Forged0002', order_id: opened.orderId } } },
    });
    const hooked = await fetch(`${live.baseUrl}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(WEBHOOK_SECRET, event) },
      body: event,
    });
    expect(hooked.status).toBe(200);
    expect(await hooked.json()).toEqual({ settled: false });
    await stillOpen();
  });

  it('is still settled by the server that runs in test mode', async () => {
    const owner = await loginAs(testMode, 'noPlan');
    const simulated = await api<CheckoutResult>(
      testMode,
      `/api/subscription/checkout/${opened.id}/test-outcome`,
      { token: owner, body: { outcome: 'success' } },
    );
    expect(simulated.status).toBe(200);
    expect(simulated.body.status).toBe('paid');
  });
});
