import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BIDDING_WINDOW } from '../../src/domain/bidding';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, requestForm } from './lifecycleFixtures';

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let carrier: string;
/** The request settings of the demo plant the requests are made at. */
let settingsId: number;

type Field = { myRank: number | null; lowestBidPaise: number | null };

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  [owner, carrier] = await Promise.all([loginAs(app, 'owner'), loginAs(app, 'transporter')]);
  const created = await api<{ id: number }>(app, '/api/request-settings', {
    token: owner,
    body: {
      name: 'Plant bidding',
      plantId: refs.plantId,
      bidVisibility: 'rank',
      transporterIds: [refs.transporterId, refs.otherTransporterIds[0]],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  settingsId = created.body.id;
});
afterAll(() => app.close());

const setVisibility = async (bidVisibility: string) => {
  const reply = await api(app, `/api/request-settings/${settingsId}`, {
    token: owner,
    method: 'PUT',
    body: {
      name: 'Plant bidding',
      plantId: refs.plantId,
      bidVisibility,
      transporterIds: [refs.transporterId, refs.otherTransporterIds[0]],
    },
  });
  expect(reply.status).toBe(200);
};

/** A request that leaves its visibility and invitations to the plant's settings, published. */
async function openRequestByDefaults(): Promise<number> {
  const created = await api<{ id: number }>(app, '/api/requests', {
    token: owner,
    body: requestForm(refs, { bidVisibility: undefined, transporterIds: undefined }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const published = await api(app, `/api/requests/${created.body.id}/publish`, {
    method: 'POST',
    token: owner,
  });
  expect(published.status).toBe(200);
  return created.body.id;
}

const bid = (requestId: number, amountInr: number) =>
  api<Field & { id: number }>(app, `/api/transporter/requests/${requestId}/bids`, {
    token: carrier,
    body: { amountInr },
  });

const offered = async (requestId: number) =>
  (await api<(Field & { id: number })[]>(app, '/api/transporter/requests', { token: carrier })).body.find(
    (r) => r.id === requestId,
  );

describe('bid visibility from the request settings', () => {
  it("gives a new request its plant's visibility and invited transporters", async () => {
    const id = await openRequestByDefaults();
    const detail = await api<{ bidVisibility: string; transporters: { id: number }[] }>(
      app,
      `/api/requests/${id}`,
      { token: owner },
    );
    expect(detail.body.bidVisibility).toBe('rank');
    expect(detail.body.transporters.map((t) => t.id).sort()).toEqual(
      [refs.transporterId, refs.otherTransporterIds[0]].sort(),
    );
    const options = await api<{ plants: { id: number; requestDefaults: unknown }[] }>(
      app,
      '/api/form-options',
      {
        token: owner,
      },
    );
    expect(options.body.plants.find((p) => p.id === refs.plantId)?.requestDefaults).toEqual({
      bidVisibility: 'rank',
      transporterIds: [refs.transporterId, refs.otherTransporterIds[0]],
      biddingWindow: DEFAULT_BIDDING_WINDOW,
    });
    const placed = await bid(id, 45_000);
    expect(placed.body).toMatchObject({ myRank: 1, lowestBidPaise: null });
    expect(await offered(id)).toMatchObject({ myRank: 1, lowestBidPaise: null });
  });

  it('stops showing a transporter their rank once the visibility is set to nothing', async () => {
    await setVisibility('none');
    const id = await openRequestByDefaults();
    const placed = await bid(id, 45_000);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ myRank: null, lowestBidPaise: null });
    expect(await offered(id)).toMatchObject({ myRank: null, lowestBidPaise: null });
  });

  it('shows the L1 price instead of the rank when the settings say so', async () => {
    await setVisibility('l1');
    const id = await openRequestByDefaults();
    expect(await offered(id)).toMatchObject({ myRank: null, lowestBidPaise: null });
    const placed = await bid(id, 44_000);
    expect(placed.body).toMatchObject({ myRank: null, lowestBidPaise: 4_400_000 });
    expect(await offered(id)).toMatchObject({ myRank: null, lowestBidPaise: 4_400_000 });
  });

  it("keeps a request's own choice over the settings", async () => {
    await setVisibility('none');
    const created = await api<{ id: number }>(app, '/api/requests', {
      token: owner,
      body: requestForm(refs, { bidVisibility: 'rank' }),
    });
    const detail = await api<{ bidVisibility: string }>(app, `/api/requests/${created.body.id}`, {
      token: owner,
    });
    expect(detail.body.bidVisibility).toBe('rank');
  });
});
