import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../server/db/schema/orders';
import { devices } from '../../../server/db/schema/tracking';
import { withImeiCheckDigit } from '../../../src/domain/imei';
import type { Device } from '../../../src/domain/schemas/device';
import { TRACKED_STATUSES } from '../../../src/domain/trackingEvents';
import { api, loginAs, startTestApp, type TestApp } from '../harness';
import { itExportsTheList } from './exportContract';
import { otherIndustryOwner, staffWith } from './signedInUsers';

let app: TestApp;
beforeAll(async () => {
  // Every test signs in afresh, more often than the sign-in limit allows a minute.
  app = await startTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
});
afterAll(() => app.close());

const owner = () => loginAs(app, 'owner');
let serial = 0;
/** A fresh, valid IMEI for each device a test adds. */
const nextImei = () => {
  serial += 1;
  return withImeiCheckDigit(`35${String(100_000_000_000 + serial * 31)}`);
};

const device = (over: Record<string, unknown> = {}) => ({
  imei: nextImei(),
  label: `Test GPS ${serial}`,
  simNumber: '5700000123456',
  vendorName: 'iTriangle Infotech',
  vehicleNumber: '',
  ...over,
});

async function add(token: string, body: Record<string, unknown> = device()) {
  const reply = await api<{ id: number }>(app, '/api/devices', { token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id;
}

const step = (token: string, id: number, path: 'issue' | 'send-back' | 'receive', body?: unknown) =>
  api<Device & { error?: { code: string; refusal?: { code: string } } }>(app, `/api/devices/${id}/${path}`, {
    token,
    method: 'POST',
    ...(body ? { body } : {}),
  });

describe('GPS devices', () => {
  itExportsTheList(() => app, {
    path: '/api/devices',
    permission: null,
    headers: {
      en: ['Label', 'Supplied by', 'IMEI', 'SIM number', 'Vehicle'],
      hi: ['लेबल', 'किसने दी', 'IMEI', 'सिम नंबर', 'गाड़ी'],
    },
    firstCell: (row) => String(row.label),
    add: async (industry) => {
      const body = device();
      await add(industry === 'demo' ? await owner() : await otherIndustryOwner(app), body);
      return body.label;
    },
  });

  it('adds a device with the admin, reads, edits and finds it', async () => {
    const token = await owner();
    const imei = nextImei();
    const id = await add(
      token,
      device({ imei: `${imei.slice(0, 5)} ${imei.slice(5)}`, simNumber: '+91 98765 43210' }),
    );
    const read = await api<Device>(app, `/api/devices/${id}`, { token });
    expect(read.body).toMatchObject({ id, imei, simNumber: '9876543210', status: 'with_admin', order: null });

    const edit = await api<Device>(app, `/api/devices/${id}`, {
      token,
      method: 'PUT',
      body: device({ imei, label: 'Spare tracker', vehicleNumber: 'mp 19 ab 1234' }),
    });
    expect(edit).toMatchObject({
      status: 200,
      body: { label: 'Spare tracker', vehicleNumber: 'MP19AB1234' },
    });

    for (const search of [imei.slice(3, 11), 'spare TRACKER', 'MP19 AB']) {
      const found = await api<{ rows: Device[] }>(app, `/api/devices?search=${encodeURIComponent(search)}`, {
        token,
      });
      expect(
        found.body.rows.map((d) => d.id),
        search,
      ).toContain(id);
    }
    const withAdmin = await api<{ rows: Device[] }>(app, '/api/devices?status=with_admin&pageSize=100', {
      token,
    });
    expect(withAdmin.body.rows.map((d) => d.id)).toContain(id);
    expect(withAdmin.body.rows.every((d) => d.status === 'with_admin')).toBe(true);
    expect((await api(app, '/api/devices?status=active', { token })).status).toBe(400);
  });

  it('names each bad field: IMEI length and check digit, SIM, vehicle number, label', async () => {
    const token = await owner();
    const good = nextImei();
    const badCheck = `${good.slice(0, 14)}${(Number(good[14]) + 1) % 10}`;
    const cases: [Record<string, unknown>, string, string][] = [
      [device({ imei: '12345' }), 'imei', 'An IMEI has 15 digits'],
      [
        device({ imei: badCheck }),
        'imei',
        "This IMEI's last digit does not match: check it for a typing mistake",
      ],
      [
        device({ simNumber: '12345' }),
        'simNumber',
        'Enter a 10-digit mobile number or a 13-digit M2M SIM number',
      ],
      [device({ vehicleNumber: 'TRUCK 7' }), 'vehicleNumber', expect.any(String) as unknown as string],
      [device({ label: '  ' }), 'label', 'Enter a label'],
    ];
    for (const [body, field, message] of cases) {
      const reply = await api<{ error: { fields: Record<string, string> } }>(app, '/api/devices', {
        token,
        body,
      });
      expect(reply.status, field).toBe(400);
      expect(reply.body.error.fields, field).toEqual({ [field]: message });
    }
  });

  it("refuses an IMEI the industry already has, but not another industry's", async () => {
    const token = await owner();
    const imei = nextImei();
    await add(token, device({ imei }));
    const again = await api(app, '/api/devices', { token, body: device({ imei }) });
    expect(again).toMatchObject({
      status: 400,
      body: { error: { fields: { imei: 'Another device already has this IMEI' } } },
    });
    await add(await otherIndustryOwner(app), device({ imei }));
  });

  it('is issued, sent back and received, and refuses any other step with 409', async () => {
    const token = await owner();
    const id = await add(token);
    const early = await step(token, id, 'send-back');
    expect(early).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', refusal: { code: 'deviceNotIssued' } } },
    });
    expect((await step(token, id, 'receive')).body.error?.refusal?.code).toBe('deviceNotSentBack');
    expect((await step(token, id, 'issue', { vehicleNumber: 'nope' })).status).toBe(400);

    const issued = await step(token, id, 'issue', { vehicleNumber: 'MP 19 HA 4411' });
    expect(issued).toMatchObject({ status: 200, body: { status: 'issued', vehicleNumber: 'MP19HA4411' } });
    expect((await step(token, id, 'issue', { vehicleNumber: 'MP19HA4411' })).body.error?.refusal?.code).toBe(
      'deviceNotWithAdmin',
    );
    const sent = await step(token, id, 'send-back');
    expect(sent).toMatchObject({ status: 200, body: { status: 'sent_back', vehicleNumber: 'MP19HA4411' } });
    const received = await step(token, id, 'receive');
    expect(received).toMatchObject({
      status: 200,
      body: { status: 'with_admin', vehicleNumber: null, order: null },
    });
  });

  it('is not sent back while the order it tracks is on its trip; once the trip is over it is, detached', async () => {
    const token = await owner();
    const db = app.database.db;
    const [onRoad] = await db
      .select({ id: devices.id, orderId: devices.orderId, number: orders.number })
      .from(devices)
      .innerJoin(orders, eq(orders.id, devices.orderId))
      .where(
        and(
          eq(devices.status, 'issued'),
          isNotNull(devices.orderId),
          inArray(orders.status, [...TRACKED_STATUSES]),
        ),
      )
      .limit(1);
    const listed = await api<Device>(app, `/api/devices/${onRoad!.id}`, { token });
    expect(listed.body.order).toMatchObject({ id: onRoad!.orderId, number: onRoad!.number, onTrip: true });

    const refused = await step(token, onRoad!.id, 'send-back');
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { refusal: { code: 'deviceOnTrip', order: onRoad!.number } } },
    });
    expect((await api<Device>(app, `/api/devices/${onRoad!.id}`, { token })).body.status).toBe('issued');

    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, onRoad!.orderId!));
    const sent = await step(token, onRoad!.id, 'send-back');
    expect(sent).toMatchObject({ status: 200, body: { status: 'sent_back', order: null } });
  });

  it('is listed to every user of the industry, and changed only with add-edit-delete', async () => {
    const id = await add(await owner());
    const dispatcher = await loginAs(app, 'staff');
    expect((await api(app, '/api/devices', { token: dispatcher })).status).toBe(200);
    expect((await api(app, '/api/devices', { token: await loginAs(app, 'plant') })).status).toBe(200);
    const refusals = [
      api(app, '/api/devices', { token: dispatcher, body: device() }),
      api(app, `/api/devices/${id}`, { token: dispatcher, method: 'PUT', body: device() }),
      step(dispatcher, id, 'issue', { vehicleNumber: 'MP19HA4411' }),
      step(dispatcher, id, 'send-back'),
      step(dispatcher, id, 'receive'),
    ];
    for (const reply of await Promise.all(refusals)) expect(reply.status).toBe(403);
    const settings = await staffWith(app, ['add-edit-delete']);
    expect((await step(settings, id, 'issue', { vehicleNumber: 'MP19HA4411' })).status).toBe(200);
  });

  it("never shows or moves another industry's device", async () => {
    const theirs = await add(await otherIndustryOwner(app));
    const token = await owner();
    const mine = await api<{ rows: Device[]; total: number }>(app, '/api/devices?pageSize=100', { token });
    expect(mine.body.rows.map((d) => d.id)).not.toContain(theirs);
    const tries = [
      api(app, `/api/devices/${theirs}`, { token }),
      api(app, `/api/devices/${theirs}`, { token, method: 'PUT', body: device() }),
      step(token, theirs, 'issue', { vehicleNumber: 'MP19HA4411' }),
      step(token, theirs, 'send-back'),
      step(token, theirs, 'receive'),
    ];
    for (const reply of await Promise.all(tries)) expect(reply).toMatchObject({ status: 404 });
    const still = await api<Device>(app, `/api/devices/${theirs}`, { token: await otherIndustryOwner(app) });
    expect(still.body).toMatchObject({ status: 'with_admin', vehicleNumber: null });
  });

  it('has no Active / Deactive and no delete: a device moves only along its life', async () => {
    const token = await owner();
    const id = await add(token);
    expect(
      (await api(app, `/api/devices/${id}/status`, { token, method: 'PUT', body: { status: 'inactive' } }))
        .status,
    ).toBe(404);
    expect((await api(app, `/api/devices/${id}`, { token, method: 'DELETE' })).status).toBe(404);
  });
});
