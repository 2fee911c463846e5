import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { industries } from '../../server/db/schema/tenancy';
import { MESSAGES } from '../../src/domain/messages';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import {
  type DemoRefs,
  demoRefs,
  giveSecondIndustryAPlan,
  makeStaffGateKeeper,
  moveWindowEnd,
  requestForm,
} from './lifecycleFixtures';

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let staff: string;
let plantUser: string;
let stranger: string;

type Detail = {
  id: number;
  status: string;
  actions: string[];
  number: string;
  ceilingPaise: number;
  dropOffs: unknown[];
};

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  await makeStaffGateKeeper(app.database.db, refs.industryId);
  await giveSecondIndustryAPlan(app.database.db);
  [owner, staff, plantUser, stranger] = await Promise.all([
    loginAs(app, 'owner'),
    loginAs(app, 'staff'),
    loginAs(app, 'plant'),
    loginAs(app, 'noPlan'),
  ]);
});
afterAll(() => app.close());

const create = (body: unknown, token = owner) => api<Detail>(app, '/api/requests', { token, body });

describe('creating requests', () => {
  it('creates a draft with paise, drop-offs at city coordinates and the actions of a draft', async () => {
    const reply = await create(requestForm(refs, { ceilingInr: 45_250.5 }));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      status: 'draft',
      ceilingPaise: 4_525_050,
      number: expect.stringMatching(/^REQ-OUT-\d{4}$/),
    });
    expect(reply.body.dropOffs).toHaveLength(1);
    expect(reply.body.actions).toEqual(['request.edit', 'request.publish', 'request.cancel']);
  });

  it('answers 400 with the seed text when no drop-off is kept, and field errors for the rest', async () => {
    const reply = await create(requestForm(refs, { dropOffs: [], clientId: undefined, ceilingInr: -5 }));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      error: {
        code: 'validation',
        fields: {
          dropOffs: MESSAGES.keepOneDropOff,
          ceilingInr: 'Ceiling price must be more than ₹0',
        },
      },
    });
  });

  it('checks the window, the pickup and the party of the direction', async () => {
    const now = Date.now();
    const reply = await create(
      requestForm(refs, {
        clientId: null,
        biddingStartsAt: new Date(now + 7_200_000).toISOString(),
        biddingEndsAt: new Date(now + 3_600_000).toISOString(),
      }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      error: {
        fields: {
          clientId: 'Choose the client to deliver to',
          biddingEndsAt: 'Bidding must end after it starts',
        },
      },
    });
  });

  it('refuses ids of records that are not the industry’s (and blocked transporters)', async () => {
    const reply = await create(
      requestForm(refs, { transporterIds: [refs.blockedTransporterId], plantId: 999_999 }),
    );
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({
      error: {
        code: 'unprocessable',
        fields: { plantId: expect.any(String), transporterIds: expect.stringContaining('blocked') },
      },
    });
  });

  it('403 for staff without add-outbound-request, and when the industry may not add requests', async () => {
    expect((await create(requestForm(refs), staff)).body).toMatchObject({
      error: { code: 'forbidden', message: 'You need the "add-outbound-request" permission to do this' },
    });
    await app.database.db
      .update(industries)
      .set({ canAddRequest: false })
      .where(eq(industries.id, refs.industryId));
    const refused = await create(requestForm(refs));
    await app.database.db
      .update(industries)
      .set({ canAddRequest: true })
      .where(eq(industries.id, refs.industryId));
    expect(refused).toMatchObject({
      status: 403,
      body: { error: { message: 'Your industry is not allowed to add requests' } },
    });
  });

  it('a spot indent opens at once with a short window', async () => {
    const { biddingStartsAt: _s, biddingEndsAt: _e, kind: _k, ...spot } = requestForm(refs);
    const reply = await api<Detail & { kind: string; biddingEndsAt: string }>(app, '/api/requests/spot', {
      token: owner,
      body: spot,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ kind: 'spot', status: 'open' });
    const minutesLeft = (Date.parse(reply.body.biddingEndsAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(28);
    expect(minutesLeft).toBeLessThanOrEqual(30);
  });
});

describe('request transitions', () => {
  it('publish, edit before bids, cancel with a reason; illegal moves answer 409 with why', async () => {
    const { body: draft } = await create(requestForm(refs));
    const published = await api<Detail>(app, `/api/requests/${draft.id}/publish`, {
      method: 'POST',
      token: owner,
    });
    expect(published.body).toMatchObject({ status: 'open', actions: ['request.edit', 'request.cancel'] });
    const again = await api(app, `/api/requests/${draft.id}/publish`, { method: 'POST', token: owner });
    expect(again).toEqual({
      status: 409,
      body: {
        error: {
          code: 'conflict',
          message: 'This request is open: only a draft can be published',
          refusal: { code: 'requestNotDraft', status: 'open' },
        },
      },
    });
    const edited = await api<Detail & { vehicleCount: number }>(app, `/api/requests/${draft.id}`, {
      method: 'PUT',
      token: owner,
      body: requestForm(refs, { vehicleCount: 3 }),
    });
    expect(edited.body.vehicleCount).toBe(3);
    const cancelled = await api<Detail>(app, `/api/requests/${draft.id}/cancel`, {
      token: owner,
      body: { reason: 'Indent raised twice' },
    });
    expect(cancelled.body.status).toBe('cancelled');
    const award = await api(app, `/api/requests/${draft.id}/award`, {
      token: owner,
      body: { awards: [{ bidId: 1, vehicles: 1 }] },
    });
    expect(award.status).toBe(400);
    const cancelAgain = await api(app, `/api/requests/${draft.id}/cancel`, {
      token: owner,
      body: { reason: 'again' },
    });
    expect(cancelAgain.body).toMatchObject({
      error: { code: 'conflict', message: 'This request is cancelled: it can no longer be cancelled' },
    });
  });

  it('a draft whose window ended cannot be published; an open one without bids expires when it ends', async () => {
    const { body: draft } = await create(requestForm(refs));
    await moveWindowEnd(app.database.db, draft.id, -60_000);
    const refused = await api(app, `/api/requests/${draft.id}/publish`, { method: 'POST', token: owner });
    expect(refused.status).toBe(409);
    const { body: open } = await create(requestForm(refs));
    await api(app, `/api/requests/${open.id}/publish`, { method: 'POST', token: owner });
    await moveWindowEnd(app.database.db, open.id, -1_000);
    const cancel = await api(app, `/api/requests/${open.id}/cancel`, {
      token: owner,
      body: { reason: 'too late' },
    });
    expect(cancel.body).toMatchObject({
      error: { message: 'This request is expired: it can no longer be cancelled' },
    });
  });

  it('replicate gives a prefilled form with a future window that creates a valid request', async () => {
    const { body: source } = await create(requestForm(refs));
    const replica = await api<Record<string, unknown> & { biddingStartsAt: string }>(
      app,
      `/api/requests/${source.id}/replica`,
      {
        token: owner,
      },
    );
    expect(replica.status).toBe(200);
    expect(replica.body).toMatchObject({ ceilingInr: 50_000, vehicleCount: 2, clientId: refs.clientId });
    expect(Date.parse(replica.body.biddingStartsAt)).toBeGreaterThan(Date.now());
    expect((await create(replica.body)).status).toBe(201);
  });
});

describe('reading requests', () => {
  it('lists one direction by tab, paged, with bid counts', async () => {
    const reply = await api<{ rows: { direction: string; status: string }[]; total: number }>(
      app,
      '/api/requests?direction=outbound&tab=open&pageSize=25',
      { token: owner },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBeGreaterThan(0);
    expect(reply.body.rows.every((r) => r.direction === 'outbound' && r.status === 'open')).toBe(true);
  });

  it('400 for a bad tab, 403 for a role without list-inbound-request', async () => {
    expect((await api(app, '/api/requests?direction=inbound&tab=nope', { token: owner })).status).toBe(400);
    expect((await api(app, '/api/requests?direction=inbound', { token: staff })).body).toMatchObject({
      error: { code: 'forbidden' },
    });
  });

  it('another industry gets 404 for the id; a plant user only sees their plants', async () => {
    const { body } = await create(requestForm(refs));
    expect((await api(app, `/api/requests/${body.id}`, { token: stranger })).status).toBe(404);
    expect((await api(app, `/api/requests/${body.id}/bids`, { token: stranger })).status).toBe(404);
    expect((await api(app, `/api/requests/${body.id}`, { token: plantUser })).status).toBe(200);
    const list = await api<{ rows: { plant: { id: number } }[] }>(app, '/api/requests?direction=outbound', {
      token: stranger,
    });
    expect(list.body.rows).toEqual([]);
  });
});
