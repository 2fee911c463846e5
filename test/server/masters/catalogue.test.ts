import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../../../server/db/schema/catalogue';
import type { FormOptions } from '../../../src/domain/schemas/formOptions';
import { api, loginAs, startTestApp, type TestApp } from '../harness';
import { type DemoRefs, demoRefs, requestForm } from '../lifecycleFixtures';
import { itKeepsTheMasterContract } from './masterContract';
import { otherIndustryOwner, signedIn, staffWith } from './signedInUsers';

let app: TestApp;
let refs: DemoRefs;
/** Active packages of the demo industry, for the products' default package. */
let demoPackageIds: number[];

beforeAll(async () => {
  // Every test signs in afresh, more often than the sign-in limit allows a minute.
  app = await startTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  refs = await demoRefs(app.database.db);
  demoPackageIds = (
    await app.database.db
      .select({ id: packages.id })
      .from(packages)
      .where(and(eq(packages.industryId, refs.industryId), eq(packages.status, 'active')))
  ).map((p) => p.id);
});
afterAll(() => app.close());

const owner = () => signedIn(app, 'owner');

async function createPackage(token: string, body: Record<string, unknown>) {
  const reply = await api<{ id: number }>(app, '/api/packages', { token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id;
}

const product = (over: Record<string, unknown> = {}) => ({
  code: `P${Math.floor(Math.random() * 1e9)}`,
  name: 'White Cement',
  hsnCode: '25232100',
  unit: 'MT',
  defaultPackageId: null,
  ...over,
});

describe('products', () => {
  itKeepsTheMasterContract(() => app, {
    path: '/api/products',
    permissions: { list: null, add: 'add-product', edit: 'add-product' },
    valid: (n, industry) => ({
      code: `wc-${n}`,
      name: `White Cement ${n}`,
      hsnCode: ['2523', '252321', '25232100'][n % 3],
      unit: n % 2 ? 'MT' : 'bag',
      defaultPackageId: industry === 'demo' ? String(demoPackageIds[n % demoPackageIds.length]) : '',
    }),
    invalid: {
      body: { code: 'no spaces', name: ' ', hsnCode: '25232', unit: 'tonne', defaultPackageId: 'x' },
      fields: ['code', 'name', 'hsnCode', 'unit', 'defaultPackageId'],
    },
    shows: (body) => ({
      code: String(body.code).toUpperCase(),
      name: body.name,
      hsnCode: body.hsnCode,
      unit: body.unit,
      defaultPackage: body.defaultPackageId
        ? expect.objectContaining({ id: Number(body.defaultPackageId) })
        : null,
    }),
    deletable: true,
    export: {
      headers: { en: ['Code', 'Name', 'HSN code', 'Unit'], hi: ['कोड', 'नाम', 'HSN कोड', 'इकाई'] },
      firstCell: (row) => String(row.code),
      searchFor: (body) => String(body.name),
    },
  });

  it('refuses a second product with the same code, whatever its case', async () => {
    const token = await owner();
    expect((await api(app, '/api/products', { token, body: product({ code: 'WHC-1' }) })).status).toBe(201);
    const again = await api(app, '/api/products', { token, body: product({ code: 'whc-1' }) });
    expect(again).toMatchObject({
      status: 400,
      body: { error: { fields: { code: 'Another product already has this code' } } },
    });
  });

  it("refuses another industry's package, and an inactive one, as the default package", async () => {
    const token = await owner();
    const theirs = await createPackage(await otherIndustryOwner(app), {
      name: 'Their 25 kg bag',
      unitWeightKg: 25,
    });
    const foreign = await api(app, '/api/products', { token, body: product({ defaultPackageId: theirs }) });
    expect(foreign).toMatchObject({
      status: 422,
      body: { error: { code: 'unprocessable', fields: { defaultPackageId: 'Choose one of your packages' } } },
    });
    const retired = await createPackage(token, { name: 'Retired 40 kg bag', unitWeightKg: 40 });
    const off = await api(app, `/api/packages/${retired}/status`, {
      token,
      method: 'PUT',
      body: { status: 'inactive' },
    });
    expect(off.status).toBe(200);
    const inactive = await api(app, '/api/products', { token, body: product({ defaultPackageId: retired }) });
    expect(inactive).toMatchObject({
      status: 422,
      body: { error: { fields: { defaultPackageId: expect.any(String) } } },
    });
  });

  it('keeps a default package deactivated since, when the product is edited', async () => {
    const token = await owner();
    const pack = await createPackage(token, { name: 'Soon retired bag', unitWeightKg: 45 });
    const body = product({ defaultPackageId: pack });
    const created = await api<{ id: number }>(app, '/api/products', { token, body });
    expect(created.status).toBe(201);
    await api(app, `/api/packages/${pack}/status`, { token, method: 'PUT', body: { status: 'inactive' } });
    const edited = await api(app, `/api/products/${created.body.id}`, {
      token,
      method: 'PUT',
      body: { ...body, name: 'White Cement (renamed)' },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { name: 'White Cement (renamed)', defaultPackage: { id: pack, status: 'inactive' } },
    });
  });

  it('is listed to every user of the industry, and changed only with add-product', async () => {
    const reader = await staffWith(app, ['list-inbound-order']);
    const list = await api<{ rows: { code: string; defaultPackage: { name: string } | null }[] }>(
      app,
      '/api/products?search=OPC53',
      { token: reader },
    );
    expect(list.status).toBe(200);
    expect(list.body.rows).toEqual([
      expect.objectContaining({
        code: 'OPC53',
        defaultPackage: expect.objectContaining({ name: '50 kg HDPE bag' }),
      }),
    ]);
    expect((await api(app, '/api/products', { token: reader, body: product() })).status).toBe(403);
    const plantUser = await loginAs(app, 'plant');
    expect((await api(app, '/api/products', { token: plantUser })).status).toBe(200);
  });

  it('will not delete a product a request names: deactivate it instead', async () => {
    const token = await owner();
    const created = await api<{ id: number }>(app, '/api/products', { token, body: product() });
    const request = await api(app, '/api/requests', {
      token,
      body: requestForm(refs, { productId: created.body.id }),
    });
    expect(request.status).toBe(201);
    const refused = await api(app, `/api/products/${created.body.id}`, { token, method: 'DELETE' });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
  });

  it('offers the request forms only active products and packages, each product with its default package', async () => {
    const token = await owner();
    const pack = await createPackage(token, { name: 'Offered 20 kg bag', unitWeightKg: 20 });
    const offered = await api<{ id: number }>(app, '/api/products', {
      token,
      body: product({ name: 'Offered cement', defaultPackageId: pack }),
    });
    const hidden = await api<{ id: number }>(app, '/api/products', {
      token,
      body: product({ name: 'Hidden' }),
    });
    await api(app, `/api/products/${hidden.body.id}/status`, {
      token,
      method: 'PUT',
      body: { status: 'inactive' },
    });
    const hiddenPack = await createPackage(token, { name: 'Hidden bag', unitWeightKg: 10 });
    await api(app, `/api/packages/${hiddenPack}/status`, {
      token,
      method: 'PUT',
      body: { status: 'inactive' },
    });

    const options = await api<FormOptions>(app, '/api/form-options', { token });
    expect(options.status).toBe(200);
    const ids = options.body.products.map((p) => p.id);
    expect(ids).toContain(offered.body.id);
    expect(ids).not.toContain(hidden.body.id);
    expect(options.body.products.find((p) => p.id === offered.body.id)?.defaultPackageId).toBe(pack);
    expect(options.body.packages.map((p) => p.id)).toContain(pack);
    expect(options.body.packages.map((p) => p.id)).not.toContain(hiddenPack);
  });
});

describe('packages', () => {
  itKeepsTheMasterContract(() => app, {
    path: '/api/packages',
    permissions: { list: null, add: 'add-package', edit: 'add-package' },
    valid: (n) => ({ name: `Jute bag ${n}`, unitWeightKg: n % 2 ? 25 + n : '' }),
    invalid: { body: { name: '', unitWeightKg: -1 }, fields: ['name', 'unitWeightKg'] },
    shows: (body) => ({ name: body.name, unitWeightKg: body.unitWeightKg === '' ? null : body.unitWeightKg }),
    deletable: true,
    export: {
      headers: {
        en: ['Name', 'Unit weight (kg)', 'Products'],
        hi: ['नाम', 'एक पैकेज का वज़न (किलो)', 'प्रोडक्ट'],
      },
      firstCell: (row) => String(row.name),
      searchFor: (body) => String(body.name),
    },
  });

  it('refuses a second package of the same name and a weight past 50,000 kg', async () => {
    const token = await owner();
    const taken = await api(app, '/api/packages', { token, body: { name: '50 KG hdpe BAG' } });
    expect(taken).toMatchObject({
      status: 400,
      body: { error: { fields: { name: 'This name is already used' } } },
    });
    const heavy = await api(app, '/api/packages', {
      token,
      body: { name: 'Container', unitWeightKg: 50_001 },
    });
    expect(heavy).toMatchObject({
      status: 400,
      body: { error: { fields: { unitWeightKg: expect.any(String) } } },
    });
  });

  it('counts the products that default to it, and will not be deleted while one does', async () => {
    const token = await owner();
    const pack = await createPackage(token, { name: 'Counted bag', unitWeightKg: 30 });
    await api(app, '/api/products', { token, body: product({ defaultPackageId: pack }) });
    await api(app, '/api/products', { token, body: product({ defaultPackageId: pack }) });
    expect((await api(app, `/api/packages/${pack}`, { token })).body).toMatchObject({ productCount: 2 });
    const refused = await api(app, `/api/packages/${pack}`, { token, method: 'DELETE' });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
  });
});
