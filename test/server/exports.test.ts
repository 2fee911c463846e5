import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { roles, users } from '../../server/db/schema/access';
import { ApiError } from '../../src/domain/schemas/error';
import { OrderPage } from '../../src/domain/schemas/orders';
import { RequestPage } from '../../src/domain/schemas/requests';
import { ImportPreview } from '../../src/domain/schemas/transfer';
import { PARTY_HEADER, readXlsx } from '../support/importFiles';
import { download as downloadExport, csvRows as exportedCsv } from './exportDownloads';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { fleet, prepareSecondIndustry } from './trackingFixtures';

let app: TestApp;
let owner: string;
let plantUser: string;
let otherOwner: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  plantUser = await loginAs(app, 'plant');
  await prepareSecondIndustry(app);
  otherOwner = await loginAs(app, 'noPlan');
});
afterAll(() => app.close());

const download = (path: string, token = owner) => downloadExport(app, path, token);
const csvRows = (path: string, token = owner) => exportedCsv(app, path, token);

/** Every row of a list, paged through its own endpoint. */
async function wholeList<T>(
  path: string,
  parse: (body: unknown) => { rows: T[]; total: number },
  token = owner,
) {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const reply = await api(app, `${path}&page=${page}&pageSize=100`, { token });
    expect(reply.status).toBe(200);
    const { rows, total } = parse(reply.body);
    all.push(...rows);
    if (all.length >= total || rows.length === 0) return all;
  }
}

describe('GET /api/orders/export', () => {
  it('holds exactly the list under the same filters and sort, with the row count up front', async () => {
    const filters = 'direction=outbound&tab=active&sort=number&order=asc';
    const list = await wholeList(`/api/orders?${filters}`, (b) => OrderPage.parse(b));
    expect(list.length).toBeGreaterThan(5);
    const { response, rows } = await csvRows(`/api/orders/export?${filters}&format=csv`);
    expect(response.headers.get('x-row-count')).toBe(String(list.length));
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-outbound-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...data] = rows;
    expect(header!.slice(0, 3)).toEqual(['Order', 'Status', 'Plant']);
    expect(data.map((r) => r[0])).toEqual(list.map((o) => o.number));
    const first = list[0]!;
    const freight = header!.indexOf('Freight (₹)');
    expect(Number(data[0]![freight])).toBe(first.freightPaise / 100);
  });

  it('honours the plant and search filters, and a plant user’s plants', async () => {
    const mine = await wholeList('/api/orders?direction=inbound', (b) => OrderPage.parse(b), plantUser);
    const { rows } = await csvRows('/api/orders/export?direction=inbound', plantUser);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(mine.map((o) => o.number).sort());
    const plants = new Set(mine.map((o) => o.plant.name));
    expect(rows.slice(1).every((r) => plants.has(r[2]!))).toBe(true);

    const plantId = mine[0]!.plant.id;
    const narrowed = await wholeList(`/api/orders?direction=inbound&plant=${plantId}`, (b) =>
      OrderPage.parse(b),
    );
    const exported = await csvRows(`/api/orders/export?direction=inbound&plant=${plantId}`);
    expect(exported.rows.length - 1).toBe(narrowed.length);
    const number = mine[0]!.number;
    const searched = await csvRows(`/api/orders/export?direction=inbound&search=${number}`);
    expect(searched.rows.slice(1).map((r) => r[0])).toEqual([number]);
  });

  it('streams the same rows as XLSX, which reads back with exceljs', async () => {
    const filters = 'direction=outbound&tab=all&sort=createdAt&order=desc';
    const csv = await csvRows(`/api/orders/export?${filters}&format=csv`);
    const { response, bytes } = await download(`/api/orders/export?${filters}&format=xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/orders-outbound-.*\.xlsx"$/);
    const sheet = await readXlsx(bytes);
    expect(sheet.length).toBe(csv.rows.length);
    expect(sheet.map((r) => r[0])).toEqual(csv.rows.map((r) => r[0]));
    expect(sheet[1]!.slice(0, 3)).toEqual(csv.rows[1]!.slice(0, 3));
  });

  it('never holds another industry’s orders', async () => {
    const theirs = await csvRows('/api/orders/export?direction=outbound', otherOwner);
    const ours = await csvRows('/api/orders/export?direction=outbound');
    const theirNumbers = new Set(theirs.rows.slice(1).map((r) => r[0]));
    expect(ours.rows.slice(1).some((r) => theirNumbers.has(r[0]))).toBe(false);
    const offline = await csvRows('/api/offline-orders/export?direction=outbound', otherOwner);
    expect(offline.rows.slice(1).map((r) => r[0])).toEqual(['B-OUT-1']);
  });

  it('needs the list’s permission and answers bad filters as field errors', async () => {
    const db = app.database.db;
    const [me] = await db.select().from(users).where(eq(users.email, 'owner@freightdesk.test'));
    const [role] = await db
      .insert(roles)
      .values({ industryId: me!.industryId!, name: 'Inbound desk', permissions: ['list-inbound-order'] })
      .returning();
    await db.insert(users).values({
      industryId: me!.industryId!,
      userType: 1,
      name: 'Inbound Desk',
      email: 'inbounddesk@freightdesk.test',
      mobile: '9800000097',
      passwordHash: await hashPassword('inbound-desk-1'),
      roleId: role!.id,
    });
    const login = await api<{ token: string }>(app, '/api/auth/login', {
      body: { login: 'inbounddesk@freightdesk.test', password: 'inbound-desk-1' },
    });
    const token = login.body.token;
    expect((await download('/api/orders/export?direction=inbound', token)).response.status).toBe(200);
    for (const path of [
      '/api/orders/export?direction=outbound',
      '/api/requests/export?direction=inbound',
      '/api/tracking/fleet/export?direction=outbound',
    ]) {
      const { response, bytes } = await download(path, token);
      expect(response.status, path).toBe(403);
      expect(ApiError.parse(JSON.parse(bytes.toString())).error.code).toBe('forbidden');
    }
    const bad = await download('/api/orders/export?direction=sideways&format=pdf');
    expect(bad.response.status).toBe(400);
    expect(Object.keys(ApiError.parse(JSON.parse(bad.bytes.toString())).error.fields ?? {}).sort()).toEqual([
      'direction',
      'format',
    ]);
    expect((await download('/api/orders/export?direction=inbound', 'nobody')).response.status).toBe(401);
  });
});

describe('GET /api/requests/export', () => {
  it('holds the request list under its tab and pickup dates', async () => {
    const filters = 'direction=outbound&tab=open';
    const list = await wholeList(`/api/requests?${filters}`, (b) => RequestPage.parse(b));
    const { rows } = await csvRows(`/api/requests/export?${filters}`);
    expect(rows[0]!.slice(0, 2)).toEqual(['Request', 'Status']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.map((r) => r.number));
    expect(rows.slice(1).every((r) => r[1] === 'Open')).toBe(true);
  });
});

describe('GET /api/tracking/fleet/export', () => {
  it('holds the board’s rows under its tab and filters, in the board’s order', async () => {
    const { vehicles } = (await fleet(app, owner, '?direction=outbound')).body;
    expect(vehicles.length).toBeGreaterThan(3);
    const all = await csvRows('/api/tracking/fleet/export?direction=outbound&sort=vehicle');
    expect(all.response.headers.get('x-row-count')).toBe(String(vehicles.length));
    const plates = all.rows.slice(1).map((r) => r[1]!);
    expect(plates).toEqual([...plates].sort());
    expect(new Set(plates)).toEqual(new Set(vehicles.map((v) => v.vehicleNumber)));

    const transporter = vehicles[0]!.transporterName;
    const theirs = vehicles.filter((v) => v.transporterName === transporter);
    const narrowed = await csvRows(
      `/api/tracking/fleet/export?direction=outbound&transporter=${encodeURIComponent(transporter)}&format=csv`,
    );
    expect(
      narrowed.rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(theirs.map((v) => v.orderNumber).sort());
    const atPlant = await csvRows('/api/tracking/fleet/export?direction=outbound&tab=at-plant');
    const atPlantCount = vehicles.filter((v) =>
      ['at_gate', 'gate_in', 'loading', 'unloading'].includes(v.status),
    ).length;
    expect(atPlant.rows.length - 1).toBe(atPlantCount);
  });
});

describe('the reader’s language', () => {
  it('writes the headers and the words of the file in Hindi for a Hindi reader', async () => {
    const saved = await api(app, '/api/user/preferences', {
      method: 'PUT',
      token: otherOwner,
      body: { language: 'hi' },
    });
    expect(saved.status).toBe(200);
    const { rows } = await csvRows('/api/offline-orders/export?direction=outbound', otherOwner);
    expect(rows[0]!.slice(0, 3)).toEqual(['ऑर्डर', 'स्थिति', 'प्लांट']);
  });
});

describe('GET /api/vendors/export and /api/clients/export', () => {
  it('writes the import’s own columns, so the file imports again as updates of the same records', async () => {
    const list = await api<{ total: number }>(app, '/api/vendors?pageSize=25', { token: owner });
    const { response, rows } = await csvRows('/api/vendors/export?sort=code&order=asc');
    expect(response.headers.get('x-row-count')).toBe(String(list.body.total));
    expect(rows[0]).toEqual([...PARTY_HEADER]);
    expect(rows.length - 1).toBe(list.body.total);
    const codes = rows.slice(1).map((r) => r[0]);
    expect(codes).toEqual([...codes].sort());

    const { bytes } = await download('/api/vendors/export?format=xlsx');
    for (const [file, type] of [
      [Buffer.from(Papa.unparse(rows)), 'text/csv'],
      [bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ] as const) {
      const reply = await fetch(`${app.baseUrl}/api/imports/vendor/preview`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner}`, 'content-type': type },
        body: new Uint8Array(file),
      });
      const preview = ImportPreview.parse(await reply.json());
      expect(preview.problems).toEqual([]);
      expect(preview).toMatchObject({ rows: list.body.total, updateCount: list.body.total, newCount: 0 });
    }
  });

  it('needs list-client and keeps to the industry', async () => {
    const theirs = await csvRows('/api/clients/export', otherOwner);
    const ours = await csvRows('/api/clients/export');
    const theirCodes = new Set(theirs.rows.slice(1).map((r) => `${r[0]}|${r[1]}`));
    expect(ours.rows.slice(1).some((r) => theirCodes.has(`${r[0]}|${r[1]}`))).toBe(false);
    const searched = await csvRows(`/api/clients/export?search=${encodeURIComponent(ours.rows[1]![1]!)}`);
    expect(searched.rows.slice(1).map((r) => r[0])).toContain(ours.rows[1]![0]);
    expect(searched.rows.length).toBeLessThan(ours.rows.length);
  });
});
