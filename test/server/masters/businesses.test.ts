import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plants } from '../../../server/db/schema/plants';
import { api, loginAs, startTestApp, type TestApp } from '../harness';
import { itKeepsTheMasterContract } from './masterContract';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
});
afterAll(() => app.close());

describe('businesses', () => {
  itKeepsTheMasterContract(() => app, {
    path: '/api/businesses',
    permissions: { list: 'list-business', add: 'add-business', edit: 'edit-business' },
    valid: (n) => ({ name: `Cement division ${n}`, gstin: n % 2 ? '27AAPFU0939F1ZV' : '' }),
    invalid: { body: { name: '  ', gstin: '27AAPFU0939F1ZX' }, fields: ['name', 'gstin'] },
    shows: (body) => ({ name: body.name, gstin: body.gstin || null }),
    deletable: true,
    export: {
      headers: { en: ['Name', 'GSTIN', 'Plants', 'Status'], hi: ['नाम', 'GSTIN', 'प्लांट', 'स्थिति'] },
      firstCell: (row) => String(row.name),
      searchFor: (body) => String(body.name),
    },
  });

  it('refuses a second business of the same name, whatever its case', async () => {
    const token = await loginAs(app, 'owner');
    expect((await api(app, '/api/businesses', { token, body: { name: 'Bulk Cement' } })).status).toBe(201);
    const again = await api(app, '/api/businesses', { token, body: { name: 'bulk cement' } });
    expect(again).toMatchObject({
      status: 400,
      body: { error: { fields: { name: 'This name is already used' } } },
    });
  });

  it('counts its plants, and will not be deleted while it groups one', async () => {
    const token = await loginAs(app, 'owner');
    const created = await api<{ id: number }>(app, '/api/businesses', {
      token,
      body: { name: 'Grey Cement' },
    });
    const id = created.body.id;
    const [plant] = await app.database.db.select().from(plants).limit(1);
    await app.database.db.update(plants).set({ businessId: id }).where(eq(plants.id, plant!.id));
    expect((await api(app, `/api/businesses/${id}`, { token })).body).toMatchObject({ plantCount: 1 });
    const refused = await api(app, `/api/businesses/${id}`, { token, method: 'DELETE' });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
    expect((await api(app, `/api/businesses/${id}`, { token })).status).toBe(200);
  });
});
