import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/access';
import { cities } from '../../../server/db/schema/geo';
import { orders } from '../../../server/db/schema/orders';
import { businesses, clientAddresses, clientContacts, clients } from '../../../server/db/schema/parties';
import { plants } from '../../../server/db/schema/plants';
import { demoAccount } from '../../../server/db/seed/demoAccounts';
import { gstinCheckCharacter } from '../../../src/domain/gstin';
import type { Permission } from '../../../src/domain/permissions';
import type { Party, PartyContactRow } from '../../../src/domain/schemas/party';
import { PARTY_HEADER } from '../../support/importFiles';
import { api, loginAs, startTestApp, type TestApp } from '../harness';
import { itExportsTheList } from './exportContract';
import { itKeepsTheMasterContract } from './masterContract';
import { otherIndustryOwner, plantUserWith, staffWith } from './signedInUsers';

let app: TestApp;
let owner: string;
type City = { id: number; name: string; latitude: number; longitude: number };
const city: Record<'pune' | 'nagpur' | 'indore', City> = {} as never;

beforeAll(async () => {
  // Each contract test signs the owner in afresh: two masters' worth is past the default login limit.
  app = await startTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  owner = await loginAs(app, 'owner');
  const found = await app.database.db
    .select({ id: cities.id, name: cities.name, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(inArray(cities.name, ['Pune', 'Nagpur', 'Indore']));
  for (const key of ['pune', 'nagpur', 'indore'] as const)
    city[key] = found.find((c) => c.name.toLowerCase() === key)!;
});
afterAll(() => app.close());

/** A GSTIN of Maharashtra that passes the check character, one per n. */
const gstinFor = (n: number) => {
  const first14 = `27AAPFU${String(n % 10_000).padStart(4, '0')}F1Z`;
  return first14 + gstinCheckCharacter(first14);
};

const address = (at: City, label: string, extra: Record<string, unknown> = {}) => ({
  label,
  address: `Plot 7, MIDC, ${at.name}`,
  cityId: at.id,
  pincode: '411019',
  latitude: at.latitude + 0.01,
  longitude: at.longitude - 0.01,
  ...extra,
});

const contact = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  designation: 'Purchase Manager',
  email: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
  mobile: '+91 98765 43210',
  ...extra,
});

const partyBody = (n: number, extra: Record<string, unknown> = {}) => ({
  code: `P${n}`,
  name: `Deccan Builders ${n}`,
  gstin: n % 2 ? gstinFor(n) : '',
  email: `Accounts${n}@Deccan.in`,
  phone: '020 2567 8900',
  addresses: [address(city.pune, 'Main')],
  contacts: [contact('Meera Kulkarni')],
  ...extra,
});

/** What a party shows of a body: codes in capitals, e-mails in lower case, mobiles as their ten digits. */
const shows = (body: Record<string, unknown>) => ({
  code: String(body.code).toUpperCase(),
  name: body.name,
  gstin: body.gstin || null,
  email: String(body.email).toLowerCase(),
  addresses: (body.addresses as { label: string; cityId: number; pincode: string }[]).map((a) => ({
    label: a.label,
    cityId: a.cityId,
    pincode: a.pincode,
  })),
  contacts: (body.contacts as { name: string }[]).map((c) => ({ name: c.name, mobile: '9876543210' })),
});

for (const kind of ['client', 'vendor'] as const)
  describe(`${kind}s keep the master contract`, () => {
    itKeepsTheMasterContract(() => app, {
      path: `/api/${kind}s`,
      permissions: { list: `list-${kind}`, add: `add-${kind}`, edit: `edit-${kind}` },
      valid: (n) => partyBody(n + (kind === 'client' ? 0 : 5000)),
      invalid: {
        body: { code: ' ', name: '', gstin: '27AAPFU0939F1ZX', addresses: [], contacts: [] },
        fields: ['code', 'name', 'gstin', 'addresses'],
      },
      shows,
      deletable: true,
      // The import's own columns whatever the reader's language, so the file imports again.
      export: {
        headers: { en: PARTY_HEADER, hi: PARTY_HEADER },
        firstCell: (row) => String(row.code),
        searchFor: (body) => String(body.name),
      },
    });
  });

const create = async (body: Record<string, unknown>, path = '/api/clients', token = owner) => {
  const reply = await api<{ id: number }>(app, path, { token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id;
};
const read = async (id: number, path = '/api/clients') =>
  (await api<Party>(app, `${path}/${id}`, { token: owner })).body;
const put = (id: number, body: unknown, path = '/api/clients', token = owner) =>
  api<Party & { error: { code: string; fields: Record<string, string> } }>(app, `${path}/${id}`, {
    token,
    method: 'PUT',
    body,
  });
const fieldsOf = (reply: { body: unknown }) =>
  (reply.body as { error: { fields?: Record<string, string> } }).error.fields ?? {};
const clientCount = async () =>
  (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(clients))[0]!.n;

describe('addresses and contacts', () => {
  it('saves several addresses, each with its pin, and several contacts', async () => {
    const id = await create(
      partyBody(101, {
        addresses: [address(city.pune, 'Main'), address(city.nagpur, 'Nagpur depot', { pincode: '440016' })],
        contacts: [contact('Meera Kulkarni'), contact('Sanjay Deshmukh', { email: '', mobile: '' })],
      }),
    );
    const party = await read(id);
    expect(party.addresses).toMatchObject([
      { label: 'Main', city: 'Pune', state: 'Maharashtra', latitude: city.pune.latitude + 0.01 },
      { label: 'Nagpur depot', city: 'Nagpur', pincode: '440016', longitude: city.nagpur.longitude - 0.01 },
    ]);
    expect(party.contacts).toMatchObject([
      {
        name: 'Meera Kulkarni',
        designation: 'Purchase Manager',
        email: 'meera@example.in',
        mobile: '9876543210',
      },
      { name: 'Sanjay Deshmukh', email: null, mobile: null },
    ]);
  });

  it('changes a kept address in place, drops a removed one, adds a new one, and replaces the contacts', async () => {
    const id = await create(
      partyBody(102, {
        addresses: [address(city.pune, 'Main'), address(city.nagpur, 'Nagpur depot')],
        contacts: [contact('Meera Kulkarni'), contact('Sanjay Deshmukh')],
      }),
    );
    const [main, depot] = (await read(id)).addresses;
    const edit = await put(
      id,
      partyBody(102, {
        addresses: [
          { ...address(city.indore, 'Main', { pincode: '452001' }), id: main!.id },
          address(city.nagpur, 'New yard'),
        ],
        contacts: [contact('Anil Joshi')],
      }),
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.addresses).toMatchObject([
      { id: main!.id, label: 'Main', city: 'Indore', pincode: '452001' },
      { label: 'New yard', city: 'Nagpur' },
    ]);
    expect(edit.body.addresses[1]!.id).not.toBe(depot!.id);
    expect(edit.body.contacts.map((c) => c.name)).toEqual(['Anil Joshi']);
    const left = await app.database.db
      .select()
      .from(clientAddresses)
      .where(eq(clientAddresses.id, depot!.id));
    expect(left).toEqual([]);
    const contacts = await app.database.db
      .select()
      .from(clientContacts)
      .where(eq(clientContacts.clientId, id));
    expect(contacts.map((c) => c.name)).toEqual(['Anil Joshi']);
  });

  it('needs at least one address, and labels that differ', async () => {
    const before = await clientCount();
    const none = await api(app, '/api/clients', { token: owner, body: partyBody(103, { addresses: [] }) });
    expect(none.status).toBe(400);
    expect(fieldsOf(none)).toEqual({ addresses: 'Add at least one address' });
    const twice = await api(app, '/api/clients', {
      token: owner,
      body: partyBody(103, { addresses: [address(city.pune, 'Main'), address(city.nagpur, ' main ')] }),
    });
    expect(twice.status).toBe(400);
    expect(fieldsOf(twice)).toEqual({ 'addresses.1.label': 'Another address already has this label' });
    const badPin = await api(app, '/api/clients', {
      token: owner,
      body: partyBody(103, {
        addresses: [address(city.pune, 'Main', { pincode: '012345', latitude: 51.5 })],
      }),
    });
    expect(Object.keys(fieldsOf(badPin)).sort()).toEqual(['addresses.0.latitude', 'addresses.0.pincode']);
    expect(await clientCount()).toBe(before);
  });

  it('refuses an unknown city, and another industry’s business unit, with 422 and writes nothing', async () => {
    const before = await clientCount();
    const unknown = await api(app, '/api/clients', {
      token: owner,
      body: partyBody(104, {
        addresses: [address(city.pune, 'Main'), address(city.pune, 'Two', { cityId: 2_000_000_000 })],
      }),
    });
    expect(unknown).toMatchObject({ status: 422, body: { error: { code: 'unprocessable' } } });
    expect(fieldsOf(unknown)).toEqual({ 'addresses.1.cityId': 'Choose a city' });

    const [theirs] = await app.database.db
      .insert(businesses)
      .values({ industryId: await industryOfAccount('noPlan'), name: 'Their unit' })
      .returning();
    const foreign = await api(app, '/api/clients', {
      token: owner,
      body: partyBody(104, { businessId: theirs!.id }),
    });
    expect(foreign.status).toBe(422);
    expect(fieldsOf(foreign)).toEqual({ businessId: 'Choose one of your business units' });
    expect(await clientCount()).toBe(before);
  });

  it("refuses an address id that is not one of the party's own", async () => {
    const other = await create(partyBody(105));
    const id = await create(partyBody(106));
    const otherAddress = (await read(other)).addresses[0]!;
    const reply = await put(
      id,
      partyBody(106, { addresses: [{ ...address(city.pune, 'Main'), id: otherAddress.id }] }),
    );
    expect(reply.status).toBe(422);
    expect(fieldsOf(reply)).toEqual({ 'addresses.0.id': expect.stringContaining('not one of this record') });
    expect((await read(other)).addresses[0]).toEqual(otherAddress);
  });

  it('keeps an address something refers to, refusing its removal with 409, and changes nothing', async () => {
    const db = app.database.db;
    const id = await create(
      partyBody(107, { addresses: [address(city.pune, 'Main'), address(city.nagpur, 'Depot')] }),
    );
    const before = await read(id);
    // A table that names party addresses, as an order's drop-off might one day.
    await db.execute(
      sql`create table if not exists address_users (address_id int references client_addresses(id))`,
    );
    await db.execute(sql`insert into address_users values (${before.addresses[1]!.id})`);
    const keptOnly = partyBody(107, {
      name: 'Renamed',
      addresses: [{ ...address(city.pune, 'Main'), id: before.addresses[0]!.id }],
    });
    const reply = await put(id, keptOnly);
    expect(reply).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
    expect(fieldsOf(reply)).toEqual({ addresses: expect.stringContaining('in use elsewhere') });
    expect(await read(id)).toEqual(before);
    const changed = await put(
      id,
      partyBody(107, {
        name: 'Renamed',
        addresses: before.addresses.map((a) => ({ ...address(city.indore, a.label), id: a.id })),
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.addresses.map((a) => [a.id, a.city])).toEqual(
      before.addresses.map((a) => [a.id, 'Indore']),
    );
  });
});

describe('codes and GSTINs', () => {
  it('refuses a code already used, whatever its case, beside the code field', async () => {
    await create(partyBody(201, { code: 'dup-201' }));
    const again = await api(app, '/api/clients', { token: owner, body: partyBody(202, { code: 'DUP-201' }) });
    expect(again.status).toBe(400);
    expect(fieldsOf(again)).toEqual({ code: 'This code is already used' });
    // Vendors keep their own codes.
    await create(partyBody(202, { code: 'DUP-201' }), '/api/vendors');
  });

  it('refuses a GSTIN another client has, and accepts it again on the same client', async () => {
    const gstin = gstinFor(203);
    const id = await create(partyBody(203, { gstin }));
    const again = await api(app, '/api/clients', { token: owner, body: partyBody(204, { gstin }) });
    expect(fieldsOf(again)).toEqual({ gstin: 'Another record already has this GSTIN' });
    expect((await put(id, partyBody(203, { gstin, name: 'Same GSTIN' }))).status).toBe(200);
  });

  it('refuses a code with spaces or symbols, and a GSTIN with a wrong check character', async () => {
    const reply = await api(app, '/api/clients', {
      token: owner,
      body: partyBody(205, { code: 'A B', gstin: '27AAPFU0939F1ZX' }),
    });
    expect(Object.keys(fieldsOf(reply)).sort()).toEqual(['code', 'gstin']);
  });
});

describe('the list', () => {
  it('finds a party by the city of any of its addresses, by code and by GSTIN', async () => {
    const id = await create(
      partyBody(301, { addresses: [address(city.pune, 'Main'), address(city.indore, 'Indore yard')] }),
    );
    const search = async (q: string) =>
      (
        await api<{ rows: Party[] }>(app, `/api/clients?pageSize=100&search=${encodeURIComponent(q)}`, {
          token: owner,
        })
      ).body.rows.map((r) => r.id);
    expect(await search('indore')).toContain(id);
    expect(await search('p301')).toContain(id);
    expect(await search(gstinFor(301).slice(2, 12))).toContain(id);
    expect(await search('no such place')).toEqual([]);
  });

  it('sorts on the server by code, name, main city and date', async () => {
    for (const sort of ['code', 'name', 'city', 'createdAt']) {
      const reply = await api<{ rows: Party[] }>(app, `/api/clients?sort=${sort}&order=desc&pageSize=100`, {
        token: owner,
      });
      expect(reply.status).toBe(200);
      const keys = reply.body.rows.map((r) =>
        sort === 'city' ? (r.addresses[0]?.city ?? '') : String(r[sort as 'code' | 'name' | 'createdAt']),
      );
      const sorted = [...keys].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
      if (sort !== 'name' && sort !== 'city') expect(keys).toEqual(sorted);
      else expect(keys.length).toBeGreaterThan(1);
    }
    expect((await api(app, '/api/clients?sort=gstin', { token: owner })).status).toBe(400);
  });

  it('will not delete a client an order names (409), but deactivates it', async () => {
    const [named] = await app.database.db
      .select({ id: orders.clientId })
      .from(orders)
      .where(isNotNull(orders.clientId))
      .limit(1);
    const reply = await api(app, `/api/clients/${named!.id}`, { token: owner, method: 'DELETE' });
    expect(reply).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
    expect((await api(app, `/api/clients/${named!.id}`, { token: owner })).status).toBe(200);
  });
});

async function industryOfAccount(key: 'owner' | 'noPlan') {
  const [user] = await app.database.db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount(key).email));
  return user!.industryId!;
}

/** A plant user (type 4) of the demo industry at one of its plants, with a role of exactly these permissions. */
async function plantUserAtAPlant(permissions: readonly Permission[]): Promise<string> {
  const industryId = await industryOfAccount('owner');
  const [plant] = await app.database.db
    .select()
    .from(plants)
    .where(eq(plants.industryId, industryId))
    .limit(1);
  return plantUserWith(app, permissions, [plant!.id]);
}

describe('who may', () => {
  it("lets the demo plant user (a Dispatcher) list, add and edit the industry's clients", async () => {
    const plant = await loginAs(app, 'plant');
    const list = await api<{ total: number }>(app, '/api/clients', { token: plant });
    expect(list.status).toBe(200);
    const ownerList = await api<{ total: number }>(app, '/api/clients', { token: owner });
    expect(list.body.total).toBe(ownerList.body.total);
    const id = await create(partyBody(401), '/api/clients', plant);
    expect(
      (await put(id, partyBody(401, { name: 'Edited by the plant' }), '/api/clients', plant)).status,
    ).toBe(200);
  });

  it('keeps a plant user whose role only lists clients to reading them', async () => {
    const reader = await plantUserAtAPlant(['list-client']);
    expect((await api(app, '/api/clients', { token: reader })).status).toBe(200);
    expect((await api(app, '/api/client-contacts', { token: reader })).status).toBe(200);
    expect((await api(app, '/api/clients', { token: reader, body: partyBody(402) })).status).toBe(403);
    expect((await api(app, '/api/vendors', { token: reader })).status).toBe(403);
    const id = await create(partyBody(403));
    expect((await put(id, partyBody(403), '/api/clients', reader)).status).toBe(403);
  });
});

describe('/api/client-contacts', () => {
  let contactSerial = 600;
  itExportsTheList(() => app, {
    path: '/api/client-contacts',
    permission: 'list-client',
    headers: {
      en: ['Name', 'Designation', 'Email', 'Mobile', 'Client code', 'Client'],
      hi: ['नाम', 'पद', 'ईमेल', 'मोबाइल', 'क्लाइंट कोड', 'क्लाइंट'],
    },
    firstCell: (row) => String(row.name),
    add: async (industry) => {
      const n = contactSerial++;
      const name = `Kavita Joshi ${n}`;
      const token = industry === 'demo' ? owner : await otherIndustryOwner(app);
      await create(partyBody(n, { contacts: [contact(name)] }), '/api/clients', token);
      return name;
    },
  });

  it("lists every client's contacts with the client, searched and paged on the server", async () => {
    const id = await create(
      partyBody(501, {
        name: 'Konkan Cement Depot 501',
        contacts: [contact('Farhan Qureshi', { designation: 'Stores In-charge' }), contact('Lata Pawar')],
      }),
    );
    const reply = await api<{ rows: PartyContactRow[]; total: number }>(
      app,
      '/api/client-contacts?search=Konkan%20Cement%20Depot%20501&sort=name',
      { token: owner },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(2);
    expect(reply.body.rows).toMatchObject([
      {
        name: 'Farhan Qureshi',
        designation: 'Stores In-charge',
        mobile: '9876543210',
        party: { id, name: 'Konkan Cement Depot 501' },
      },
      { name: 'Lata Pawar', party: { id } },
    ]);
    const byName = await api<{ rows: PartyContactRow[] }>(app, '/api/client-contacts?search=farhan', {
      token: owner,
    });
    expect(byName.body.rows.map((r) => r.party.id)).toContain(id);
    const page = await api<{ rows: unknown[]; total: number; pageSize: number }>(
      app,
      '/api/client-contacts',
      { token: owner },
    );
    expect(page.body.pageSize).toBe(25);
    expect(page.body.rows.length).toBe(Math.min(25, page.body.total));
  });

  it("never lists another industry's contacts, and needs list-client", async () => {
    const theirs = await otherIndustryOwner(app);
    await create(partyBody(502, { contacts: [contact('Zubin Theirs')] }), '/api/clients', theirs);
    const mine = await api<{ rows: PartyContactRow[] }>(app, '/api/client-contacts?search=zubin', {
      token: owner,
    });
    expect(mine.body.rows).toEqual([]);
    const seen = await api<{ rows: PartyContactRow[] }>(app, '/api/client-contacts?search=zubin', {
      token: theirs,
    });
    expect(seen.body.rows).toHaveLength(1);
    const none = await staffWith(app, ['list-vendor']);
    expect((await api(app, '/api/client-contacts', { token: none })).status).toBe(403);
  });
});
