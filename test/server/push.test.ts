import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { plants } from '../../server/db/schema/plants';
import { pushMessageOf } from '../../server/push/pushDelivery';
import type { PushMessage, PushSender } from '../../server/push/pushSender';
import { DeviceTokenReply } from '../../src/domain/schemas/push';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, requestForm } from './lifecycleFixtures';

/** A push sender that records what it was asked to send and reports the tokens it is told are gone. */
const recordingSender = () => {
  const sent: { tokens: string[]; message: PushMessage }[] = [];
  const gone = new Set<string>();
  const sender: PushSender = {
    enabled: true,
    send: async (tokens, message) => {
      sent.push({ tokens: [...tokens], message });
      return { staleTokens: tokens.filter((t) => gone.has(t)) };
    },
  };
  return { sender, sent, gone };
};

let app: TestApp;
let refs: DemoRefs;
const recorder = recordingSender();
const tokens: Record<'owner' | 'noPlan' | 'staff' | 'plant' | 'transporter', string> = {
  owner: '',
  noPlan: '',
  staff: '',
  plant: '',
  transporter: '',
};

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' }, pushSender: recorder.sender });
  refs = await demoRefs(app.database.db);
  for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[key] = await loginAs(app, key);
});
afterAll(() => app.close());

const saveToken = (token: string, deviceToken: unknown) =>
  api<{ saved: boolean }>(app, '/api/user/save-token', { token, body: { token: deviceToken } });
const storedToken = async (token: string) => {
  const reply = await api(app, '/api/push/device-token', { token });
  expect(reply.status).toBe(200);
  return DeviceTokenReply.parse(reply.body);
};
const forgetToken = (token: string) => api(app, '/api/push/device-token', { method: 'DELETE', token });

describe('the device token', () => {
  it('is read back with the time it was saved, and forgotten on request', async () => {
    expect(await storedToken(tokens.owner)).toEqual({ deviceToken: null, savedAt: null });
    expect((await saveToken(tokens.owner, 'fcm-owner-1')).body).toEqual({ saved: true });
    const stored = await storedToken(tokens.owner);
    expect(stored.deviceToken).toBe('fcm-owner-1');
    expect(Date.now() - Date.parse(stored.savedAt!)).toBeLessThan(60_000);

    expect((await forgetToken(tokens.owner)).status).toBe(204);
    expect(await storedToken(tokens.owner)).toEqual({ deviceToken: null, savedAt: null });
    // Forgetting nothing is not an error.
    expect((await forgetToken(tokens.owner)).status).toBe(204);
  });

  it('moves the save time forward when the same token is confirmed, without calling it a new save', async () => {
    await saveToken(tokens.staff, 'fcm-staff-1');
    const first = await storedToken(tokens.staff);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await saveToken(tokens.staff, 'fcm-staff-1')).body).toEqual({ saved: false });
    const again = await storedToken(tokens.staff);
    expect(again.deviceToken).toBe('fcm-staff-1');
    expect(Date.parse(again.savedAt!)).toBeGreaterThan(Date.parse(first.savedAt!));
  });

  it('belongs to one user: saving it for the next person on that browser takes it from the last', async () => {
    await saveToken(tokens.staff, 'fcm-shared-browser');
    await saveToken(tokens.plant, 'fcm-shared-browser');
    expect((await storedToken(tokens.plant)).deviceToken).toBe('fcm-shared-browser');
    expect((await storedToken(tokens.staff)).deviceToken).toBeNull();
  });

  it('is open to an owner without a plan, who is still signed in', async () => {
    expect((await saveToken(tokens.noPlan, 'fcm-no-plan')).status).toBe(200);
    expect((await storedToken(tokens.noPlan)).deviceToken).toBe('fcm-no-plan');
  });

  it('needs a sign-in, and serves a transporter’s person as well, for the awards of its company', async () => {
    for (const method of ['GET', 'DELETE']) {
      const anonymous = await api(app, '/api/push/device-token', { method });
      expect(anonymous).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
    }
    expect((await saveToken(tokens.transporter, 'fcm-carrier')).body).toEqual({ saved: true });
    expect((await storedToken(tokens.transporter)).deviceToken).toBe('fcm-carrier');
    expect((await forgetToken(tokens.transporter)).status).toBe(204);
    expect((await storedToken(tokens.transporter)).deviceToken).toBeNull();
  });

  it('refuses an empty or non-text token with a field error', async () => {
    for (const bad of ['', 42, null]) {
      expect(await saveToken(tokens.staff, bad)).toMatchObject({
        status: 400,
        body: { error: { code: 'validation', fields: { token: expect.any(String) } } },
      });
    }
  });
});

describe('push delivery of notifications', () => {
  it('sends each new notification to the registered browsers of the people told, and drops gone tokens', async () => {
    await saveToken(tokens.owner, 'fcm-owner');
    await saveToken(tokens.staff, 'fcm-staff');
    await saveToken(tokens.plant, 'fcm-plant');
    recorder.gone.add('fcm-staff');
    recorder.sent.length = 0;

    // A plant the plant user does not work at: they are not told, so their browser gets nothing.
    const [elsewhere] = await app.database.db
      .select({ id: plants.id })
      .from(plants)
      .where(and(eq(plants.industryId, refs.industryId), eq(plants.code, 'AMD')));
    const created = await api<{ id: number; number: string }>(app, '/api/requests', {
      token: tokens.owner,
      body: requestForm(refs, { plantId: elsewhere!.id }),
    });
    await api(app, `/api/requests/${created.body.id}/publish`, { method: 'POST', token: tokens.owner });
    const bid = await api(app, `/api/transporter/requests/${created.body.id}/bids`, {
      token: tokens.transporter,
      body: { amountInr: 39_000 },
    });
    expect(bid.status).toBe(201);

    await vi.waitFor(() => expect(recorder.sent).toHaveLength(1));
    const [push] = recorder.sent;
    expect(push!.tokens.sort()).toEqual(['fcm-owner', 'fcm-staff']);
    expect(push!.message).toEqual({
      title: 'New bid received',
      body: expect.any(String),
      data: {
        title: 'New bid received',
        msg: push!.message.body,
        type: 'request',
        requestType: '1',
        referId: String(created.body.id),
        link: `/#/request/outbound/detail/${created.body.id}`,
        topic: 'bidReceived',
        subject: created.body.number,
      },
    });
    // The server's address is http here, and FCM takes https links only.
    expect(push!.message.link).toBeUndefined();

    await vi.waitFor(async () => expect((await storedToken(tokens.staff)).deviceToken).toBeNull());
    expect((await storedToken(tokens.owner)).deviceToken).toBe('fcm-owner');
    expect((await storedToken(tokens.plant)).deviceToken).toBe('fcm-plant');
  });

  it('links a click to the record on an https server', () => {
    const message = pushMessageOf(
      {
        kind: 'order',
        title: 'Order delivered',
        body: 'FD-1042 was delivered',
        refId: 31,
        direction: 'inbound',
        createdAt: new Date().toISOString(),
      },
      'https://freight.example.in',
    );
    expect(message.link).toBe('https://freight.example.in/#/order/inbound/31');
    expect(message.data).toMatchObject({ type: 'order', requestType: '2', referId: '31' });
  });
});
