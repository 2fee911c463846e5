import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../../server/db/schema/access';
import { products } from '../../../server/db/schema/catalogue';
import { cities } from '../../../server/db/schema/geo';
import { orders } from '../../../server/db/schema/orders';
import { clients } from '../../../server/db/schema/parties';
import { plants } from '../../../server/db/schema/plants';
import { bids } from '../../../server/db/schema/requests';
import { industryTransporters, transporters } from '../../../server/db/schema/transporters';
import { promiseOrders } from '../../../server/orders/orderPromise';
import { gstinCheckCharacter } from '../../../src/domain/gstin';
import type {
  TransporterLink,
  TransporterMatch,
  TransporterPerformance,
} from '../../../src/domain/schemas/transporter';
import { api, loginAs, startTestApp, type TestApp } from '../harness';
import { type DemoRefs, demoRefs, requestForm } from '../lifecycleFixtures';
import { itKeepsTheMasterContract } from './masterContract';
import { otherIndustryOwner, signedIn, staffWith } from './signedInUsers';

const PATH = '/api/industry-transporters';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let app: TestApp;
let refs: DemoRefs;
let cityId: number;

beforeAll(async () => {
  // The contract and these tests sign in dozens of times a minute.
  app = await startTestApp({ env: { SIM_VEHICLES: '0', LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  refs = await demoRefs(app.database.db);
  const [city] = await app.database.db.select().from(cities).where(eq(cities.name, 'Indore')).limit(1);
  cityId = city!.id;
});
afterAll(() => app.close());

/** A valid GSTIN of Madhya Pradesh, different for every `n` (PAN AAACT + n + Q). */
const gstinOf = (n: number) => {
  const first14 = `23AAACT${String(n).padStart(4, '0')}Q1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

let serial = 500;
/** An invitation of a company new to Freightdesk; `n` keeps its GSTIN, e-mail and mobile unique. */
const invitation = (n = serial++) => ({
  mode: 'invite',
  name: `Narmada Freight Carriers ${n}`,
  gstin: gstinOf(n),
  contactName: `Rajesh Verma ${n}`,
  email: `dispatch${n}@narmadafreight.in`,
  mobile: `96${String(n).padStart(8, '0')}`,
  cityId,
  address: `${n} Transport Nagar, Sihora Road`,
});

type Fields = { error: { code: string; message: string; fields?: Record<string, string> } };

async function invite(token: string, body = invitation()) {
  const reply = await api<{ id: number }>(app, PATH, { token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.id, body };
}

const read = async (token: string, id: number) =>
  (await api<TransporterLink>(app, `${PATH}/${id}`, { token })).body;

const setStatus = (token: string, id: number, status: string) =>
  api<TransporterLink>(app, `${PATH}/${id}/status`, { token, method: 'PUT', body: { status } });

/** The link of the demo industry to a company. */
async function linkIdOf(industryId: number, transporterId: number): Promise<number> {
  const [link] = await app.database.db
    .select()
    .from(industryTransporters)
    .where(
      and(
        eq(industryTransporters.industryId, industryId),
        eq(industryTransporters.transporterId, transporterId),
      ),
    );
  return link!.id;
}

/** The set-password token of the latest invitation mailed to an address. */
function mailedToken(email: string): string {
  const mail = app.mails.filter((m) => m.to === email && m.purpose === 'invite').at(-1);
  expect(mail, `an invitation to ${email}`).toBeDefined();
  expect(mail!.link).toContain('/#/password/reset/');
  return mail!.link.split('/#/password/reset/')[1]!.split('?')[0]!;
}

/** Mails are sent after the commit, without holding the answer: wait for the one expected. */
async function mailArrives(email: string, count = 1) {
  await expect
    .poll(() => app.mails.filter((m) => m.to === email && m.purpose === 'invite').length)
    .toBe(count);
}

describe('my transporters', () => {
  itKeepsTheMasterContract(() => app, {
    path: PATH,
    permissions: {
      list: 'list-industry-transporter',
      add: 'add-industry-transporter',
      edit: 'add-industry-transporter',
    },
    valid: (n) => invitation(n),
    invalid: {
      body: {
        mode: 'invite',
        name: ' ',
        gstin: '27AAPFU0939F1ZX',
        contactName: '',
        email: 'not-an-address',
        mobile: '12345',
        cityId: 0,
        address: 'ab',
      },
      fields: ['name', 'gstin', 'contactName', 'email', 'mobile', 'cityId', 'address'],
    },
    shows: (body) => ({
      name: body.name,
      gstin: body.gstin,
      pan: String(body.gstin).slice(2, 12),
      email: body.email,
      phone: body.mobile,
      cityId: body.cityId,
      address: body.address,
      contactName: body.contactName,
      account: 'invited',
    }),
    statuses: { on: 'active', off: 'blocked' },
    edit: {
      valid: (n) => ({
        contactName: `Sunita Rao ${n}`,
        contactEmail: `sunita${n}@example.in`,
        contactPhone: '+91 98260 12345',
        notes: `Good on the Indore–Pune lane (${n})`,
      }),
      shows: (body) => ({
        contactName: body.contactName,
        contactEmail: body.contactEmail,
        contactPhone: '9826012345',
        notes: body.notes,
      }),
    },
    deletable: false,
    export: {
      headers: { en: ['Code', 'Name', 'GSTIN', 'PAN'], hi: ['कोड', 'नाम', 'GSTIN', 'PAN'] },
      firstCell: (row) => String(row.code),
      searchFor: (body) => String(body.gstin),
    },
  });

  it('invites a new transporter: the company, its type-2 account with a mailed set-password link, and the link', async () => {
    const owner = await signedIn(app, 'owner');
    const { id, body } = await invite(owner);
    const link = await read(owner, id);
    expect(link).toMatchObject({
      status: 'active',
      code: expect.stringMatching(/^TR\d{3,}$/),
      pan: body.gstin.slice(2, 12),
      account: 'invited',
      companyEditable: true,
      bidCount: 0,
      contactEmail: body.email,
      contactPhone: body.mobile,
    });
    const [account] = await app.database.db.select().from(users).where(eq(users.email, body.email));
    expect(account).toMatchObject({
      userType: 2,
      transporterId: link.transporterId,
      industryId: null,
      name: body.contactName,
      mobile: body.mobile,
      emailVerifiedAt: null,
    });
    const links = await app.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account!.id));
    expect(links.map((l) => l.purpose)).toEqual(['invite']);
    await mailArrives(body.email);
    const mail = app.mails.find((m) => m.to === body.email)!;
    expect(mail.subject).toContain('Vindhya');
    expect(mail.text).toContain(body.name);

    // The link sets the password; the account signs in to the bidding API from then on.
    const token = mailedToken(body.email);
    const set = await api(app, '/api/auth/reset-password', {
      body: { token, password: 'carrier-pass-1', confirmPassword: 'carrier-pass-1' },
    });
    expect(set.status).toBe(200);
    const login = await api<{ user: { userType: number } }>(app, '/api/auth/login', {
      body: { login: body.email, password: 'carrier-pass-1' },
    });
    expect(login).toMatchObject({ status: 200, body: { user: { userType: 2 } } });
    // Once it has an account of its own, only the transporter changes its company's details.
    expect(await read(owner, id)).toMatchObject({ account: 'active', companyEditable: false });
    const locked = await api<Fields>(app, `${PATH}/${id}`, {
      token: owner,
      method: 'PUT',
      body: { name: 'Renamed Roadways', contactName: 'Someone' },
    });
    expect(locked).toMatchObject({
      status: 409,
      body: { error: { fields: { name: 'Only the transporter can change these details now' } } },
    });
  });

  it('refuses an invitation whose GSTIN, e-mail or mobile is on Freightdesk already, and writes nothing', async () => {
    const owner = await signedIn(app, 'owner');
    const [seeded] = await app.database.db.select().from(transporters).where(eq(transporters.code, 'TR002'));
    const before = await app.database.db.select().from(transporters);
    const reply = await api<Fields>(app, PATH, {
      token: owner,
      body: { ...invitation(), gstin: seeded!.gstin, email: 'owner@freightdesk.test', mobile: '9800000001' },
    });
    expect(reply.status).toBe(409);
    expect(Object.keys(reply.body.error.fields ?? {}).sort()).toEqual(['email', 'gstin', 'mobile']);
    expect(reply.body.error.fields?.gstin).toMatch(/add it by its GSTIN/);
    expect(await app.database.db.select().from(transporters)).toHaveLength(before.length);
    const city = await api<Fields>(app, PATH, {
      token: owner,
      body: { ...invitation(), cityId: 2_000_000_000 },
    });
    expect(city).toMatchObject({ status: 422, body: { error: { fields: { cityId: 'Choose a city' } } } });
  });

  it('finds a company by GSTIN or PAN, links it once, and refuses to link it again', async () => {
    // A company another industry invited: on Freightdesk, but not in the demo industry's list.
    const theirs = await invite(await otherIndustryOwner(app));
    const owner = await signedIn(app, 'owner');
    const byGstin = await api<TransporterMatch[]>(
      app,
      `${PATH}/lookup?key=${encodeURIComponent(theirs.body.gstin.toLowerCase())}`,
      { token: owner },
    );
    expect(byGstin.status).toBe(200);
    expect(byGstin.body).toEqual([
      expect.objectContaining({
        name: theirs.body.name,
        gstin: theirs.body.gstin,
        linkId: null,
        city: 'Indore',
      }),
    ]);
    const pan = theirs.body.gstin.slice(2, 12);
    const byPan = await api<TransporterMatch[]>(app, `${PATH}/lookup?key=${pan}`, { token: owner });
    expect(byPan.body.map((m) => m.gstin)).toEqual([theirs.body.gstin]);
    expect((await api<Fields>(app, `${PATH}/lookup?key=ABC`, { token: owner })).status).toBe(400);

    const { transporterId } = byGstin.body[0]!;
    // Linking needs the key it was found by: another company's GSTIN does not link this one.
    const wrongKey = await api<Fields>(app, PATH, {
      token: owner,
      body: { mode: 'link', transporterId, key: gstinOf(9999) },
    });
    expect(wrongKey).toMatchObject({
      status: 400,
      body: { error: { fields: { key: 'No transporter has this GSTIN or PAN' } } },
    });
    const linked = await api<{ id: number }>(app, PATH, {
      token: owner,
      body: { mode: 'link', transporterId, key: pan },
    });
    expect(linked.status).toBe(201);
    expect(await read(owner, linked.body.id)).toMatchObject({
      transporterId,
      status: 'active',
      // Another industry links it too: its details are no longer this industry's to change.
      companyEditable: false,
      contactName: null,
    });
    const again = await api<Fields>(app, PATH, {
      token: owner,
      body: { mode: 'link', transporterId, key: pan },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { error: { fields: { key: 'This transporter is in your list already' } } },
    });
    const found = await api<TransporterMatch[]>(app, `${PATH}/lookup?key=${pan}`, { token: owner });
    expect(found.body[0]).toMatchObject({ linkId: linked.body.id, linkStatus: 'active' });
    // Linking mailed nobody: the company's account is the other industry's invitation, mailed once.
    expect(app.mails.filter((m) => m.to === theirs.body.email)).toHaveLength(1);
  });

  it('edits the company of its own pending invitation, and a new address gets a new link', async () => {
    const owner = await signedIn(app, 'owner');
    const { id, body } = await invite(owner);
    await mailArrives(body.email);
    const firstToken = mailedToken(body.email);
    const edit = await api<TransporterLink>(app, `${PATH}/${id}`, {
      token: owner,
      method: 'PUT',
      body: {
        contactName: body.contactName,
        contactEmail: 'booking@narmadafreight.in',
        contactPhone: '',
        notes: 'Prefers 32 ft MXL',
        name: 'Narmada Freight Carriers Pvt Ltd',
        email: 'accounts@narmadafreight.in',
        address: '  7 Transport Nagar, Jabalpur ',
      },
    });
    expect(edit).toMatchObject({
      status: 200,
      body: {
        name: 'Narmada Freight Carriers Pvt Ltd',
        email: 'accounts@narmadafreight.in',
        address: '7 Transport Nagar, Jabalpur',
        contactEmail: 'booking@narmadafreight.in',
        contactPhone: null,
        notes: 'Prefers 32 ft MXL',
        companyEditable: true,
      },
    });
    await mailArrives('accounts@narmadafreight.in');
    const stale = await api(app, '/api/auth/reset-password', {
      body: { token: firstToken, password: 'carrier-pass-1', confirmPassword: 'carrier-pass-1' },
    });
    expect(stale.status).toBe(400);
    const fresh = await api(app, '/api/auth/reset-password', {
      body: {
        token: mailedToken('accounts@narmadafreight.in'),
        password: 'carrier-pass-1',
        confirmPassword: 'carrier-pass-1',
      },
    });
    expect(fresh.status).toBe(200);
  });

  it('blocks with the seed’s confirmation in mind: the next bid is refused, the pickers drop it; unblocking restores', async () => {
    const owner = await signedIn(app, 'owner');
    const carrier = await loginAs(app, 'transporter');
    const linkId = await linkIdOf(refs.industryId, refs.transporterId);
    const created = await api<{ id: number }>(app, '/api/requests', {
      token: owner,
      body: requestForm(refs),
    });
    expect(created.status).toBe(201);
    const requestId = created.body.id;
    expect(
      (await api(app, `/api/requests/${requestId}/publish`, { method: 'POST', token: owner })).status,
    ).toBe(200);
    const bid = (amountInr: number) =>
      api<Fields>(app, `/api/transporter/requests/${requestId}/bids`, {
        token: carrier,
        body: { amountInr },
      });

    const blocked = await setStatus(owner, linkId, 'blocked');
    expect(blocked).toMatchObject({
      status: 200,
      body: { status: 'blocked', blockedAt: expect.any(String) },
    });
    expect(await bid(45_000)).toEqual({
      status: 403,
      body: { error: { code: 'forbidden', message: 'This shipper has blocked your company from bidding' } },
    });
    expect(await app.database.db.select().from(bids).where(eq(bids.requestId, requestId))).toHaveLength(0);
    const options = await api<{ transporters: { id: number }[] }>(app, '/api/form-options', { token: owner });
    expect(options.body.transporters.map((t) => t.id)).not.toContain(refs.transporterId);
    const invited = await api<Fields>(app, '/api/requests', { token: owner, body: requestForm(refs) });
    expect(invited).toMatchObject({
      status: 422,
      body: { error: { fields: { transporterIds: expect.any(String) } } },
    });
    const onlyBlocked = await api<{ rows: { id: number }[] }>(app, `${PATH}?status=blocked&pageSize=100`, {
      token: owner,
    });
    expect(onlyBlocked.body.rows.map((r) => r.id)).toContain(linkId);

    const unblocked = await setStatus(owner, linkId, 'active');
    expect(unblocked).toMatchObject({ status: 200, body: { status: 'active', blockedAt: null } });
    expect((await bid(45_000)).status).toBe(201);
    const again = await api<{ transporters: { id: number }[] }>(app, '/api/form-options', { token: owner });
    expect(again.body.transporters.map((t) => t.id)).toContain(refs.transporterId);
  });

  it('keeps each industry’s link its own: blocked by one, the same company still bids for another', async () => {
    const owner = await signedIn(app, 'owner');
    const other = await otherIndustryOwner(app);
    const carrier = await loginAs(app, 'transporter');
    const db = app.database.db;
    const [company] = await db.select().from(transporters).where(eq(transporters.id, refs.transporterId));
    // The other industry adds the demo transporter by its GSTIN.
    const linked = await api<{ id: number }>(app, PATH, {
      token: other,
      body: { mode: 'link', transporterId: company!.id, key: company!.gstin },
    });
    expect(linked.status).toBe(201);
    const [otherOwner] = await db.select().from(users).where(eq(users.email, 'noplan@freightdesk.test'));
    const theirRequest = await otherIndustryRequest(other, otherOwner!.industryId!, company!.id);
    const myRequest = await api<{ id: number }>(app, '/api/requests', {
      token: owner,
      body: requestForm(refs),
    });
    expect(
      (await api(app, `/api/requests/${myRequest.body.id}/publish`, { method: 'POST', token: owner })).status,
    ).toBe(200);

    const mine = await linkIdOf(refs.industryId, refs.transporterId);
    expect((await setStatus(owner, mine, 'blocked')).status).toBe(200);
    // Neither sees or changes the other's link.
    expect((await api(app, `${PATH}/${linked.body.id}`, { token: owner })).status).toBe(404);
    expect((await setStatus(owner, linked.body.id, 'blocked')).status).toBe(404);
    expect(await read(other, linked.body.id)).toMatchObject({ status: 'active', bidCount: 0 });

    const bid = (requestId: number) =>
      api(app, `/api/transporter/requests/${requestId}/bids`, {
        token: carrier,
        body: { amountInr: 30_000 },
      });
    expect((await bid(myRequest.body.id)).status).toBe(403);
    expect((await bid(theirRequest)).status).toBe(201);
    expect(await read(other, linked.body.id)).toMatchObject({ status: 'active', bidCount: 1 });
    const offered = await api<{ id: number }[]>(app, '/api/transporter/requests', { token: carrier });
    expect(offered.body.map((r) => r.id)).toContain(theirRequest);
    expect(offered.body.map((r) => r.id)).not.toContain(myRequest.body.id);
    expect((await setStatus(owner, mine, 'active')).status).toBe(200);
  });

  it('shows bids, wins and on-time deliveries for this industry only', async () => {
    const owner = await signedIn(app, 'owner');
    const db = app.database.db;
    const { id } = await invite(owner);
    const link = await read(owner, id);
    const transporterId = link.transporterId;
    const request = await api<{ id: number }>(app, '/api/requests', {
      token: owner,
      body: requestForm(refs, { transporterIds: [transporterId] }),
    });
    expect(request.status).toBe(201);
    await db.insert(bids).values([
      {
        industryId: refs.industryId,
        requestId: request.body.id,
        transporterId,
        amountPaise: 4_200_000,
        status: 'accepted',
      },
      {
        industryId: refs.industryId,
        requestId: request.body.id,
        transporterId,
        amountPaise: 4_400_000,
        status: 'withdrawn',
      },
    ]);
    const [plant] = await db.select().from(plants).where(eq(plants.id, refs.plantId));
    const [client] = await db.select().from(clients).where(eq(clients.id, refs.clientId));
    const start = new Date(Date.now() - 90 * DAY);
    const order = (n: number, deliveredAfterMs: number | null) => ({
      industryId: refs.industryId,
      number: `PERF-${transporterId}-${n}`,
      direction: 'outbound' as const,
      source: 'offline' as const,
      plantId: plant!.id,
      transporterId,
      clientId: client!.id,
      originCityId: plant!.cityId,
      destinationCityId: refs.otherCityId,
      status: deliveredAfterMs === null ? ('in_transit' as const) : ('delivered' as const),
      weightKg: 20_000,
      freightPaise: 4_200_000,
      pickupAt: start,
      gateOutAt: start,
      deliveredAt: deliveredAfterMs === null ? null : new Date(start.getTime() + deliveredAfterMs),
    });
    // Delivered within hours: on time on any lane. Sixty days later: late on any lane. One still on the road.
    const written = await db
      .insert(orders)
      .values([order(1, 6 * HOUR), order(2, 60 * DAY), order(3, null)])
      .returning({ id: orders.id });
    // As every path that writes an order does, so the order keeps the promise it is measured against.
    await promiseOrders(
      db,
      written.map((o) => o.id),
    );

    const performance = await api<TransporterPerformance>(app, `${PATH}/${id}/performance`, { token: owner });
    expect(performance).toMatchObject({ status: 200, body: { bids: 2, wins: 1, delivered: 2, onTime: 1 } });
    expect(performance.body.recentBids.map((b) => b.status).sort()).toEqual(['accepted', 'withdrawn']);
    expect(performance.body.recentBids[0]).toMatchObject({ requestId: request.body.id, plant: plant!.name });
    expect(await read(owner, id)).toMatchObject({ bidCount: 2, winCount: 1 });
    const sorted = await api<{ rows: TransporterLink[] }>(
      app,
      `${PATH}?sort=winCount&order=desc&pageSize=100`,
      {
        token: owner,
      },
    );
    const wins = sorted.body.rows.map((r) => r.winCount);
    expect(wins).toEqual([...wins].sort((a, b) => b - a));

    // Another industry's link to the same company counts nothing of this industry's.
    const other = await otherIndustryOwner(app);
    const theirLink = await api<{ id: number }>(app, PATH, {
      token: other,
      body: { mode: 'link', transporterId, key: link.gstin },
    });
    expect(theirLink.status).toBe(201);
    const theirs = await api<TransporterPerformance>(app, `${PATH}/${theirLink.body.id}/performance`, {
      token: other,
    });
    expect(theirs.body).toMatchObject({ bids: 0, wins: 0, delivered: 0, onTime: 0, recentBids: [] });
    expect((await api(app, `${PATH}/${theirLink.body.id}/performance`, { token: owner })).status).toBe(404);
  });

  it('lets a reader look but not add, block or look up', async () => {
    const reader = await staffWith(app, ['list-industry-transporter']);
    const linkId = await linkIdOf(refs.industryId, refs.otherTransporterIds[0]);
    expect((await api(app, `${PATH}/${linkId}/performance`, { token: reader })).status).toBe(200);
    expect((await api(app, `${PATH}/lookup?key=AAACT0001Q`, { token: reader })).status).toBe(403);
    expect((await setStatus(reader, linkId, 'blocked')).status).toBe(403);
    const none = await staffWith(app, ['list-inbound-order']);
    expect((await api(app, `${PATH}/${linkId}/performance`, { token: none })).status).toBe(403);
    const adder = await staffWith(app, ['list-industry-transporter', 'add-industry-transporter']);
    expect((await setStatus(adder, linkId, 'blocked')).status).toBe(200);
    expect((await setStatus(adder, linkId, 'active')).status).toBe(200);
    expect((await setStatus(adder, linkId, 'inactive')).status).toBe(400);
  });

  it('imports a file: links a known GSTIN, invites a new one, updates the contact of one in the list', async () => {
    const owner = await signedIn(app, 'owner');
    const theirs = await invite(await otherIndustryOwner(app));
    const [mine] = await app.database.db.select().from(transporters).where(eq(transporters.code, 'TR003'));
    const fresh = invitation();
    const header = 'gstin,name,contactName,email,mobile,city,state,address';
    const csv = [
      header,
      `${theirs.body.gstin},${theirs.body.name},Meena Joshi,meena@carrier.in,9811100001,Indore,,Not their office`,
      `${fresh.gstin},${fresh.name},,${fresh.email},${fresh.mobile},Indore,Madhya Pradesh,"4 Loha Mandi, Indore"`,
      `${mine!.gstin},${mine!.name},Kumar S,kumar@omshakti.in,9811100002,Chennai,,`,
    ].join('\n');
    const send = (step: 'preview' | 'commit', body: string) =>
      fetch(`${app.baseUrl}/api/imports/transporter/${step}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner}`, 'content-type': 'text/csv' },
        body,
      }).then(async (r) => ({ status: r.status, body: await r.json() }));

    const preview = await send('preview', csv);
    expect(preview).toMatchObject({ status: 200, body: { newCount: 2, updateCount: 1, badRows: 0 } });
    // An e-mail another account holds cannot sign in a new company, and nothing is written.
    const taken = `${header}\n${invitation().gstin},Other Co,,owner@freightdesk.test,9811100003,Indore,`;
    const refused = await send('commit', taken);
    expect(refused).toMatchObject({
      status: 422,
      body: { error: { fields: { '2.email': 'Another account already uses this email address' } } },
    });

    const done = await send('commit', csv);
    expect(done).toMatchObject({ status: 200, body: { rows: 3, created: 2, updated: 1 } });
    const list = await api<{ rows: TransporterLink[] }>(app, `${PATH}?pageSize=100&search=${fresh.gstin}`, {
      token: owner,
    });
    expect(list.body.rows).toEqual([
      expect.objectContaining({
        name: fresh.name,
        account: 'invited',
        contactName: fresh.name,
        city: 'Indore',
        address: '4 Loha Mandi, Indore',
      }),
    ]);
    await mailArrives(fresh.email);
    const linked = await api<{ rows: TransporterLink[] }>(
      app,
      `${PATH}?pageSize=100&search=${theirs.body.gstin}`,
      {
        token: owner,
      },
    );
    expect(linked.body.rows).toEqual([
      expect.objectContaining({
        contactName: 'Meena Joshi',
        contactEmail: 'meena@carrier.in',
        status: 'active',
        // The company is the other industry's invitation: its address is not this file's to change.
        address: theirs.body.address,
      }),
    ]);
    const updated = await read(owner, await linkIdOf(refs.industryId, mine!.id));
    expect(updated).toMatchObject({ contactName: 'Kumar S', contactPhone: '9811100002' });
    // Linking mailed nobody: only the new company's contact was invited.
    expect(app.mails.filter((m) => m.to === 'meena@carrier.in')).toHaveLength(0);
  });
});

/** An open request of the other industry, offered to one transporter. */
async function otherIndustryRequest(
  token: string,
  industryId: number,
  transporterId: number,
): Promise<number> {
  const db = app.database.db;
  const [plant] = await db.select().from(plants).where(eq(plants.industryId, industryId)).limit(1);
  const [client] = await db
    .insert(clients)
    .values({ industryId, code: `NCL${transporterId}`, name: 'Narmada Retail Co-op' })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ industryId, code: `SOYA${transporterId}`, name: 'Soya meal', unit: 'MT' })
    .returning();
  const created = await api<{ id: number }>(app, '/api/requests', {
    token,
    body: requestForm(refs, {
      plantId: plant!.id,
      clientId: client!.id,
      productId: product!.id,
      transporterIds: [transporterId],
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await api(app, `/api/requests/${created.body.id}/publish`, { method: 'POST', token })).status).toBe(
    200,
  );
  return created.body.id;
}
