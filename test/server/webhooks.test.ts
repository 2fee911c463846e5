import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookDeliveries, webhookSubscriptions } from '../../server/db/schema/webhooks';
import { MovableClock } from '../../server/movableClock';
import { WEBHOOK_RETRY_DELAYS_MS } from '../../server/webhooks/retrySchedule';
import {
  sendDueWebhooks,
  WEBHOOK_UNREACHABLE,
  type WebhookSender,
} from '../../server/webhooks/webhookSender';
import { newWebhookSecret } from '../../server/webhooks/webhookSignature';
import { WebhookEvent } from '../../src/domain/schemas/webhookPayloads';
import {
  WEBHOOK_SECRET_GRACE_MS,
  type WebhookDelivery,
  WebhookDeliveryPage,
  type WebhookSubscription,
  WebhookSubscriptionWithSecret,
} from '../../src/domain/schemas/webhooks';
import { type ReceivedWebhook, startWebhookReceiver, verifyWebhook } from '../support/webhookReceiver';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { deliveredOrder } from './invoiceFixtures';
import { type DemoRefs, demoRefs, requestForm } from './lifecycleFixtures';
import { gpsFix, ingest, prepareSecondIndustry, trackedOrders } from './trackingFixtures';

const PATH = '/api/settings/webhooks';
const HOUR = 3_600_000;

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
/**
 * The sweep as any node runs it, at the time the test says: the app's own clock is never moved here, so its
 * sweep never runs and time is the test's.
 */
let sweep: (at?: Date) => Promise<number>;

beforeAll(async () => {
  // A test server: its receiver listens on this machine (TEST_ALLOW_LOOPBACK), which production refuses.
  app = await startTestApp({
    env: { SIM_VEHICLES: '0', TEST_ALLOW_LOOPBACK: 'true' },
    clock: new MovableClock(),
  });
  refs = await demoRefs(app.database.db);
  owner = await loginAs(app, 'owner');
  receiver = await startWebhookReceiver();
  sweep = (at = new Date()) => {
    const sender: WebhookSender = {
      db: app.database.db,
      clock: { now: () => at },
      allowLoopback: true,
      log: app.app.log,
    };
    return sendDueWebhooks(sender);
  };
});
// Each test's subscriptions go with it, so no test's queue is sent by another's sweep.
afterEach(async () => {
  await app.database.db.delete(webhookSubscriptions);
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

const subscribe = (body: object, token = owner) =>
  api<WebhookSubscriptionWithSecret>(app, PATH, { token, body });
const deliveries = async (id: number, token = owner) =>
  WebhookDeliveryPage.parse((await api(app, `${PATH}/${id}/deliveries?pageSize=100`, { token })).body);
/** Waits until the bus's committed events are queued as delivery rows (they are written after the commit). */
const queued = (id: number, count: number) =>
  vi.waitFor(async () => expect((await deliveries(id)).total).toBeGreaterThanOrEqual(count), {
    timeout: 5000,
  });
const at = (path: string) => receiver.received.filter((r) => r.path === path);
const events = (received: readonly ReceivedWebhook[]) =>
  received.map((r) => WebhookEvent.parse(JSON.parse(r.body)));

describe('subscriptions', () => {
  it('shows the secret once, on creation and on rotation, and never in a list or a read', async () => {
    const created = await subscribe({ url: receiver.url('/once'), events: ['bid.placed'] });
    expect(created.status).toBe(201);
    const { secret, id } = WebhookSubscriptionWithSecret.parse(created.body);
    // Standard Webhooks' form: `whsec_` and the base64 of 32 random bytes.
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.body).toMatchObject({ active: true, events: ['bid.placed'], lastDelivery: null });

    const list = await api<WebhookSubscription[]>(app, PATH, { token: owner });
    const read = await api<WebhookSubscription>(app, `${PATH}/${id}`, { token: owner });
    for (const reply of [list, read]) {
      expect(reply.status).toBe(200);
      expect(JSON.stringify(reply.body)).not.toContain(secret);
      expect(JSON.stringify(reply.body)).not.toContain('"secret"');
    }
    expect(read.body.secretHint).toBe(`${secret.slice(0, 10)}…`);

    const rotated = await api<WebhookSubscriptionWithSecret>(app, `${PATH}/${id}/rotate-secret`, {
      token: owner,
      method: 'POST',
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(rotated.body.secret).not.toBe(secret);
    expect(rotated.body.previousSecretUntil).not.toBeNull();
    const after = await api<WebhookSubscription>(app, `${PATH}/${id}`, { token: owner });
    expect(JSON.stringify(after.body)).not.toContain(rotated.body.secret);

    expect((await api(app, `${PATH}/${id}`, { token: owner, method: 'DELETE' })).status).toBe(204);
    expect((await api(app, `${PATH}/${id}`, { token: owner })).status).toBe(404);
  });

  it('refuses bad addresses and event lists with the field that is wrong', async () => {
    const cases: [object, string][] = [
      [{ url: 'not a url', events: ['bid.placed'] }, 'url'],
      [{ url: 'ftp://example.com/hook', events: ['bid.placed'] }, 'url'],
      [{ url: 'http://erp.example.com/hook', events: ['bid.placed'] }, 'url'],
      [{ url: 'https://10.1.2.3/hook', events: ['bid.placed'] }, 'url'],
      [{ url: 'https://169.254.169.254/latest', events: ['bid.placed'] }, 'url'],
      [{ url: 'https://[fd00::1]/hook', events: ['bid.placed'] }, 'url'],
      [{ url: 'https://erp.example.com/hook', events: [] }, 'events'],
      [{ url: 'https://erp.example.com/hook', events: ['order.deleted'] }, 'events.0'],
    ];
    for (const [body, field] of cases) {
      const reply = await subscribe(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({
        error: { code: 'validation', fields: { [field]: expect.any(String) } },
      });
    }
    const https = await subscribe({ url: 'http://erp.example.com/hook', events: ['bid.placed'] });
    expect(https.body).toMatchObject({ error: { fields: { url: expect.stringContaining('https://') } } });
    // A public https address and this machine over http are both fine.
    expect((await subscribe({ url: 'https://erp.example.com/hook', events: ['bid.placed'] })).status).toBe(
      201,
    );
    expect((await subscribe({ url: 'http://localhost:9/hook', events: ['bid.placed'] })).status).toBe(201);
  });

  it('lets staff without add-edit-delete read but not change, and keeps plant users and transporters out', async () => {
    const { id } = (await subscribe({ url: receiver.url('/perm'), events: ['bid.placed'] })).body;
    const staff = await loginAs(app, 'staff');
    expect((await api(app, PATH, { token: staff })).status).toBe(200);
    expect((await api(app, `${PATH}/${id}/deliveries`, { token: staff })).status).toBe(200);
    const writes = [
      () => subscribe({ url: receiver.url('/x'), events: ['bid.placed'] }, staff),
      () =>
        api(app, `${PATH}/${id}`, {
          token: staff,
          method: 'PUT',
          body: { url: receiver.url('/x'), events: ['bid.placed'] },
        }),
      () => api(app, `${PATH}/${id}/rotate-secret`, { token: staff, method: 'POST' }),
      () => api(app, `${PATH}/${id}/test`, { token: staff, method: 'POST' }),
      () => api(app, `${PATH}/${id}`, { token: staff, method: 'DELETE' }),
    ];
    for (const write of writes) expect((await write()).status).toBe(403);
    const plant = await loginAs(app, 'plant');
    expect((await api(app, PATH, { token: plant })).status).toBe(403);
    expect((await api(app, `${PATH}/${id}`, { token: plant })).status).toBe(403);
    const transporter = await loginAs(app, 'transporter');
    expect((await api(app, PATH, { token: transporter })).status).toBe(403);
    expect((await api(app, PATH)).status).toBe(401);
    expect((await api(app, `${PATH}/${id}`, { token: owner })).status).toBe(200);
  });

  it("keeps one industry from another's subscriptions and deliveries (404)", async () => {
    const created = await subscribe({ url: receiver.url('/tenant'), events: ['bid.placed'] });
    const { id } = created.body;
    const test = await api<WebhookDelivery>(app, `${PATH}/${id}/test`, { token: owner, method: 'POST' });
    await prepareSecondIndustry(app);
    const other = await loginAs(app, 'noPlan');
    const theirs = await api<WebhookSubscription[]>(app, PATH, { token: other });
    expect(theirs.status).toBe(200);
    expect(theirs.body.map((s) => s.id)).not.toContain(id);
    const body = { url: receiver.url('/stolen'), events: ['bid.placed'] };
    const probes = [
      api(app, `${PATH}/${id}`, { token: other }),
      api(app, `${PATH}/${id}`, { token: other, method: 'PUT', body }),
      api(app, `${PATH}/${id}/rotate-secret`, { token: other, method: 'POST' }),
      api(app, `${PATH}/${id}/test`, { token: other, method: 'POST' }),
      api(app, `${PATH}/${id}/deliveries`, { token: other }),
      api(app, `${PATH}/${id}/deliveries/${test.body.id}/redeliver`, { token: other, method: 'POST' }),
      api(app, `${PATH}/${id}`, { token: other, method: 'DELETE' }),
    ];
    for (const reply of await Promise.all(probes))
      expect(reply).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    // Their own subscription with our delivery id is a 404 too.
    const own = await subscribe({ url: receiver.url('/theirs'), events: ['bid.placed'] }, other);
    const redeliver = await api(app, `${PATH}/${own.body.id}/deliveries/${test.body.id}/redeliver`, {
      token: other,
      method: 'POST',
    });
    expect(redeliver.status).toBe(404);
    expect((await api<WebhookSubscription>(app, `${PATH}/${id}`, { token: owner })).body.url).toBe(
      receiver.url('/tenant'),
    );
  });

  it('is described in the OpenAPI document with an operation id and answers for every route', async () => {
    type Operation = { operationId?: string; responses: Record<string, { description: string }> };
    const docs = await api<{ paths: Record<string, Record<string, Operation>> }>(app, '/api/docs/json');
    const ours = Object.entries(docs.body.paths).filter(([path]) => path.startsWith(PATH));
    expect(ours.map(([path]) => path).sort()).toEqual([
      PATH,
      `${PATH}/{id}`,
      `${PATH}/{id}/deliveries`,
      `${PATH}/{id}/deliveries/{deliveryId}/redeliver`,
      `${PATH}/{id}/rotate-secret`,
      `${PATH}/{id}/test`,
    ]);
    for (const [, operations] of ours)
      for (const operation of Object.values(operations)) {
        expect(operation.operationId).toBeTruthy();
        expect(Object.values(operation.responses).map((r) => r.description)).not.toContain(
          'Default Response',
        );
      }
  });
});

describe('delivery', () => {
  it('sends committed order, invoice, bid and alert events, signed as the documentation says', async () => {
    const created = await subscribe({
      url: receiver.url('/all'),
      events: ['order.status_changed', 'bid.placed', 'alert.raised', 'invoice.submitted', 'invoice.approved'],
    });
    const { id, secret } = created.body;

    // An invoice entered for a delivered order: the order becomes invoiced, the invoice submitted.
    const orderId = await deliveredOrder(app, owner, refs);
    const invoice = await api<{ id: number }>(app, '/api/invoices', {
      token: owner,
      body: {
        orderId,
        number: 'WH/25-26/001',
        issuedOn: '2025-06-10',
        chargeMode: 'forward',
        irn: '',
        lines: [{ kind: 'freight', quantity: 1, rateInr: 38_500 }],
      },
    });
    expect(invoice.status).toBe(201);
    expect(
      (await api(app, `/api/invoices/${invoice.body.id}/approve`, { token: owner, method: 'POST' })).status,
    ).toBe(200);

    // A transporter's bid on an open request.
    const request = await api<{ id: number }>(app, '/api/requests', {
      token: owner,
      body: requestForm(refs),
    });
    await api(app, `/api/requests/${request.body.id}/publish`, { token: owner, method: 'POST' });
    const carrier = await loginAs(app, 'transporter');
    const bid = await api<{ id: number }>(app, `/api/transporter/requests/${request.body.id}/bids`, {
      token: carrier,
      body: { amountInr: 42_000 },
    });
    expect(bid.status).toBe(201);

    // A truck reporting from far off its route raises an alert.
    const [truck] = await trackedOrders(app.database.db, 'gps');
    await ingest(app, 'gps', [
      gpsFix('webhook-alert-1', truck!.vehicleNumber, new Date(), { latitude: 8.5, longitude: 76.9 }),
    ]);

    await vi.waitFor(
      async () => {
        const types = (await deliveries(id)).rows.map((d) => d.eventType);
        for (const type of [
          'order.status_changed',
          'invoice.submitted',
          'invoice.approved',
          'bid.placed',
          'alert.raised',
        ])
          expect(types).toContain(type);
      },
      { timeout: 5000 },
    );
    expect(await sweep()).toBeGreaterThanOrEqual(5);

    const got = at('/all');
    for (const r of got) {
      expect(verifyWebhook(secret, r)).toBe(true);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
      expect(Math.abs(Number(r.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    }
    expect(verifyWebhook(newWebhookSecret(), got[0]!)).toBe(false);
    expect(verifyWebhook(secret, { ...got[0]!, body: `${got[0]!.body} ` })).toBe(false);
    const sent = events(got);
    for (const [i, e] of sent.entries()) {
      expect(got[i]!.headers['webhook-id']).toBe(e.id);
      expect(got[i]!.headers['x-freightdesk-event']).toBe(e.type);
      expect(e.industryId).toBe(refs.industryId);
    }
    expect(sent.find((e) => e.type === 'order.status_changed')?.data).toMatchObject({
      orderId,
      status: 'invoiced',
      plantId: refs.plantId,
    });
    expect(sent.find((e) => e.type === 'invoice.submitted')?.data).toMatchObject({
      invoiceId: invoice.body.id,
      orderId,
      status: 'submitted',
      number: 'WH/25-26/001',
    });
    expect(sent.find((e) => e.type === 'invoice.approved')?.data).toMatchObject({
      invoiceId: invoice.body.id,
      status: 'approved',
    });
    expect(sent.find((e) => e.type === 'bid.placed')?.data).toMatchObject({
      requestId: request.body.id,
      bidId: bid.body.id,
      amountPaise: 42_000_00,
    });
    expect(sent.filter((e) => e.type === 'alert.raised').map((e) => e.data)).toContainEqual(
      expect.objectContaining({ orderId: truck!.id, kind: 'off_route' }),
    );
    // Only what it asked for: the bid's request closing, other invoice steps, positions… are not sent.
    expect(new Set(sent.map((e) => e.type))).toEqual(
      new Set([
        'order.status_changed',
        'invoice.submitted',
        'invoice.approved',
        'bid.placed',
        'alert.raised',
      ]),
    );

    // Each delivery carries its own id in the header and is logged as delivered with its status code.
    const log = await deliveries(id);
    expect(new Set(got.map((r) => r.headers['x-freightdesk-delivery']))).toEqual(
      new Set(log.rows.map((d) => d.id)),
    );
    for (const d of log.rows)
      expect(d).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, nextAttemptAt: null });
    const listed = await api<WebhookSubscription>(app, `${PATH}/${id}`, { token: owner });
    expect(listed.body.lastDelivery?.status).toBe('delivered');
    // Nothing is sent twice.
    expect(await sweep()).toBe(0);
  });

  it('retries a failing receiver with growing delays, then gives up; a redelivery sends the same event again', async () => {
    receiver.answer('/down', 500);
    const { id, secret } = (await subscribe({ url: receiver.url('/down'), events: ['invoice.submitted'] }))
      .body;
    const orderId = await deliveredOrder(app, owner, refs);
    await api(app, '/api/invoices', {
      token: owner,
      body: {
        orderId,
        number: 'WH/25-26/002',
        issuedOn: '2025-06-10',
        chargeMode: 'forward',
        irn: '',
        lines: [{ kind: 'freight', quantity: 1, rateInr: 38_500 }],
      },
    });
    await queued(id, 1);
    const row = async () => (await deliveries(id)).rows[0]!;

    let clock = new Date();
    const sentAt = [clock];
    expect(await sweep(clock)).toBe(1);
    const first = await row();
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
    });
    const gaps: number[] = [];
    let due = new Date(first.nextAttemptAt!);
    gaps.push(due.getTime() - clock.getTime());
    for (let attempt = 2; attempt <= WEBHOOK_RETRY_DELAYS_MS.length + 1; attempt++) {
      // Just before it is due, nothing goes.
      expect(await sweep(new Date(due.getTime() - 1000))).toBe(0);
      clock = due;
      sentAt.push(clock);
      expect(await sweep(clock)).toBe(1);
      const now = await row();
      expect(now.attempts).toBe(attempt);
      if (now.status === 'failed') break;
      due = new Date(now.nextAttemptAt!);
      gaps.push(due.getTime() - clock.getTime());
    }
    expect(gaps).toEqual([...WEBHOOK_RETRY_DELAYS_MS]);
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]!).toBeGreaterThan(gaps[i - 1]!);
    const failed = await row();
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_RETRY_DELAYS_MS.length + 1,
      nextAttemptAt: null,
      lastStatusCode: 500,
    });
    expect(await sweep(new Date(clock.getTime() + 30 * 24 * HOUR))).toBe(0);
    const hits = at('/down');
    expect(hits).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length + 1);
    // Every attempt is the same delivery and the same bytes, signed afresh.
    expect(new Set(hits.map((h) => h.body)).size).toBe(1);
    expect(new Set(hits.map((h) => h.headers['x-freightdesk-delivery'])).size).toBe(1);
    expect(hits.every((h, i) => verifyWebhook(secret, h, sentAt[i]))).toBe(true);

    // The receiver is back: "Redeliver" sends the same event as a new delivery, at once.
    receiver.answer('/down', 204);
    const again = await api<WebhookDelivery>(app, `${PATH}/${id}/deliveries/${failed.id}/redeliver`, {
      token: owner,
      method: 'POST',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 204,
      eventId: failed.eventId,
    });
    expect(again.body.id).not.toBe(failed.id);
    const last = at('/down').at(-1)!;
    expect(last.body).toBe(hits[0]!.body);
    // The same message again, so the same `webhook-id`: a receiver that handled it ignores it.
    expect(last.headers['webhook-id']).toBe(hits[0]!.headers['webhook-id']);
    expect(verifyWebhook(secret, last)).toBe(true);
    expect((await deliveries(id)).total).toBe(2);
  });

  it('signs with the replaced secret beside the new one for the grace after a rotation, then with the new one', async () => {
    receiver.answer('/rotated', 503);
    const { id, secret: old } = (await subscribe({ url: receiver.url('/rotated'), events: ['bid.placed'] }))
      .body;
    const rotated = await api<WebhookSubscriptionWithSecret>(app, `${PATH}/${id}/rotate-secret`, {
      token: owner,
      method: 'POST',
    });
    const fresh = rotated.body.secret;
    const until = new Date(rotated.body.previousSecretUntil!);
    expect(Math.abs(until.getTime() - Date.now() - WEBHOOK_SECRET_GRACE_MS)).toBeLessThan(60_000);

    // Within the grace: two signatures, so a receiver holding either secret accepts the request.
    const failed = await api<WebhookDelivery>(app, `${PATH}/${id}/test`, { token: owner, method: 'POST' });
    expect(failed.body).toMatchObject({ status: 'pending', lastStatusCode: 503 });
    const during = at('/rotated')[0]!;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifyWebhook(old, during)).toBe(true);
    expect(verifyWebhook(fresh, during)).toBe(true);

    // The retry after the grace: the new secret alone, and the old one is forgotten.
    const after = new Date(until.getTime() + 60_000);
    expect(await sweep(after)).toBe(1);
    const later = at('/rotated')[1]!;
    expect(String(later.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifyWebhook(fresh, later, after)).toBe(true);
    expect(verifyWebhook(old, later, after)).toBe(false);
    const [row] = await app.database.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, id));
    expect(row).toMatchObject({ secret: fresh, previousSecret: null, previousSecretUntil: null });
  });

  it('records a receiver that cannot be reached, and a redirect, as failed attempts', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = (await subscribe({ url: `http://127.0.0.1:${port}/nothing`, events: ['bid.placed'] }))
      .body;
    const moved = (await subscribe({ url: receiver.url('/moved'), events: ['bid.placed'] })).body;
    receiver.answer('/moved', 301);
    const a = await api<WebhookDelivery>(app, `${PATH}/${unreachable.id}/test`, {
      token: owner,
      method: 'POST',
    });
    expect(a.body).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: WEBHOOK_UNREACHABLE,
    });
    const b = await api<WebhookDelivery>(app, `${PATH}/${moved.id}/test`, { token: owner, method: 'POST' });
    expect(b.body).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 301 });
    // The next attempt is the first delay after this one failed.
    const wait = new Date(b.body.nextAttemptAt!).getTime() - new Date(b.body.lastAttemptAt!).getTime();
    expect(wait).toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[0]);
    expect(wait).toBeLessThan(WEBHOOK_RETRY_DELAYS_MS[0] + 5000);
  });

  it('refuses this machine, private networks and the metadata address at every send, and reaches none of them', async () => {
    const metadata = 'https://169.254.169.254/latest/meta-data/iam/security-credentials/';
    const saved = await Promise.all(
      [metadata, 'https://10.1.2.3/hook', 'https://[::ffff:a9fe:a9fe]/', 'https://2852039166/'].map((url) =>
        subscribe({ url, events: ['bid.placed'] }),
      ),
    );
    for (const reply of saved)
      expect(reply.body).toMatchObject({
        error: { fields: { url: 'Addresses of private networks cannot receive webhooks' } },
      });
    // Rows a server without TEST_ALLOW_LOOPBACK (production) may still find: its own machine, saved by another
    // server, and private addresses written past the form. Each is refused again when it is sent.
    const { id } = (await subscribe({ url: receiver.url('/self'), events: ['bid.placed'] })).body;
    const [subscription] = await app.database.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, id));
    const urls = [
      receiver.url('/self'),
      receiver.url('/self').replace('127.0.0.1', 'localhost'),
      receiver.url('/self').replace('127.0.0.1', '[::ffff:127.0.0.1]'),
      metadata,
      'https://10.1.2.3/hook',
      'https://[fd00::1]/hook',
    ];
    const subscriptions = await app.database.db
      .insert(webhookSubscriptions)
      .values(urls.map((url) => ({ ...subscription!, id: undefined, url })))
      .returning();
    const now = new Date();
    await app.database.db.insert(webhookDeliveries).values(
      subscriptions.map((s) => ({
        id: randomUUID(),
        industryId: s.industryId,
        subscriptionId: s.id,
        eventId: randomUUID(),
        eventType: 'bid.placed',
        body: '{}',
        nextAttemptAt: now,
      })),
    );
    const reasons: string[] = [];
    const log = { warn: (fields: { reason?: string }) => fields.reason && reasons.push(fields.reason) };
    const before = receiver.received.length;
    const production: WebhookSender = {
      db: app.database.db,
      clock: { now: () => now },
      allowLoopback: false,
      log: log as unknown as WebhookSender['log'],
    };
    expect(await sendDueWebhooks(production)).toBe(urls.length);
    expect(receiver.received.length).toBe(before);
    const attempts = await app.database.db
      .select()
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.subscriptionId,
          subscriptions.map((s) => s.id),
        ),
      );
    expect(attempts).toHaveLength(urls.length);
    for (const attempt of attempts)
      expect(attempt).toMatchObject({
        status: 'pending',
        lastStatusCode: null,
        lastError: WEBHOOK_UNREACHABLE,
      });
    // Why stays in the log: refused before any connection, never a refused or timed-out one.
    expect(reasons).toHaveLength(urls.length);
    for (const reason of reasons) expect(reason).toMatch(/refused/);
  });

  it('sends a test event at once, and queues nothing for a paused subscription until it is resumed', async () => {
    const { id, secret } = (
      await subscribe({ url: receiver.url('/paused'), events: ['invoice.submitted'], active: false })
    ).body;
    const test = await api<WebhookDelivery>(app, `${PATH}/${id}/test`, { token: owner, method: 'POST' });
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({
      eventType: 'webhook.test',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
    });
    const [ping] = events(at('/paused'));
    expect(ping).toMatchObject({ type: 'webhook.test', data: { subscriptionId: id } });
    expect(verifyWebhook(secret, at('/paused')[0]!)).toBe(true);

    const orderId = await deliveredOrder(app, owner, refs);
    await api(app, '/api/invoices', {
      token: owner,
      body: {
        orderId,
        number: 'WH/25-26/003',
        issuedOn: '2025-06-10',
        chargeMode: 'forward',
        irn: '',
        lines: [{ kind: 'freight', quantity: 1, rateInr: 38_500 }],
      },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect((await deliveries(id)).total).toBe(1);

    const resumed = await api(app, `${PATH}/${id}`, {
      token: owner,
      method: 'PUT',
      body: { url: receiver.url('/paused'), events: ['invoice.submitted'], active: true },
    });
    expect(resumed).toMatchObject({ status: 200, body: { active: true } });
  });

  it('pages the delivery log, newest first, and deletes it with its subscription', async () => {
    const { id } = (await subscribe({ url: receiver.url('/log'), events: ['bid.placed'] })).body;
    for (let i = 0; i < 3; i++) await api(app, `${PATH}/${id}/test`, { token: owner, method: 'POST' });
    const page = await api<unknown>(app, `${PATH}/${id}/deliveries?page=2&pageSize=25`, { token: owner });
    expect(WebhookDeliveryPage.parse(page.body)).toMatchObject({ rows: [], total: 3, page: 2 });
    const all = await deliveries(id);
    const times = all.rows.map((d) => d.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await api(app, `${PATH}/${id}/deliveries?pageSize=7`, { token: owner })).status).toBe(400);
    expect((await api(app, `${PATH}/${id}`, { token: owner, method: 'DELETE' })).status).toBe(204);
    expect(await app.database.db.$count(webhookDeliveries, eq(webhookDeliveries.subscriptionId, id))).toBe(0);
  });
});
