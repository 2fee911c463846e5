import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plants } from '../../server/db/schema/plants';
import { MovableClock } from '../../server/movableClock';
import { DEFAULT_BIDDING_WINDOW } from '../../src/domain/bidding';
import type { FormOptions } from '../../src/domain/schemas/formOptions';
import type { RequestDetail } from '../../src/domain/schemas/requests';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, requestForm } from './lifecycleFixtures';

/** The plant's own window: a 12-minute spot window, late bids extend by 2 minutes, once at most. */
const PLANT_WINDOW = { spotWindowMinutes: 12, extensionMinutes: 2, maxExtensions: 1 };
const MINUTE = 60_000;

const clock = new MovableClock();
let app: TestApp;
let refs: DemoRefs;
let owner: string;
let carrier: string;
let otherPlantId: number;

beforeAll(async () => {
  app = await startTestApp({ clock });
  refs = await demoRefs(app.database.db);
  [owner, carrier] = await Promise.all([loginAs(app, 'owner'), loginAs(app, 'transporter')]);
  const [other] = await app.database.db
    .select({ id: plants.id })
    .from(plants)
    .where(and(eq(plants.industryId, refs.industryId), ne(plants.id, refs.plantId)))
    .limit(1);
  otherPlantId = other!.id;
  const saved = await api(app, '/api/request-settings', {
    token: owner,
    body: {
      name: 'Satna fast lane',
      plantId: refs.plantId,
      bidVisibility: 'rank',
      transporterIds: [],
      ...PLANT_WINDOW,
    },
  });
  expect(saved.status).toBe(201);
});
afterAll(() => app.close());

/** A spot indent at the plant: published at once, its window its plant's. */
async function spotAt(plantId: number): Promise<RequestDetail> {
  const {
    biddingStartsAt: _s,
    biddingEndsAt: _e,
    kind: _k,
    ...spot
  } = requestForm(refs, {
    plantId,
    vehicleCount: 1,
  });
  const reply = await api<RequestDetail>(app, '/api/requests/spot', { token: owner, body: spot });
  expect(reply.status).toBe(201);
  return reply.body;
}

const windowOf = (r: RequestDetail) => ({
  windowMs: Date.parse(r.biddingEndsAt) - Date.parse(r.biddingStartsAt),
  extensionMinutes: r.extensionMinutes,
  maxExtensions: r.maxExtensions,
});

describe("a plant's request settings with a bidding window of their own", () => {
  it("give that plant's new requests their window and extension, and no other plant's", async () => {
    expect(windowOf(await spotAt(refs.plantId))).toEqual({
      windowMs: PLANT_WINDOW.spotWindowMinutes * MINUTE,
      extensionMinutes: PLANT_WINDOW.extensionMinutes,
      maxExtensions: PLANT_WINDOW.maxExtensions,
    });
    // The other plant has no settings of its own; the default leaves the window to the Bidding window settings.
    expect(windowOf(await spotAt(otherPlantId))).toEqual({
      windowMs: DEFAULT_BIDDING_WINDOW.spotWindowMinutes * MINUTE,
      extensionMinutes: DEFAULT_BIDDING_WINDOW.extensionMinutes,
      maxExtensions: DEFAULT_BIDDING_WINDOW.maxExtensions,
    });
  });

  it("give a regular request the plant's extension when it is published", async () => {
    const created = await api<RequestDetail>(app, '/api/requests', { token: owner, body: requestForm(refs) });
    expect(created.status).toBe(201);
    const published = await api<RequestDetail>(app, `/api/requests/${created.body.id}/publish`, {
      method: 'POST',
      token: owner,
    });
    expect(published.status).toBe(200);
    const detail = (await api<RequestDetail>(app, `/api/requests/${created.body.id}`, { token: owner })).body;
    expect(detail).toMatchObject({ extensionMinutes: 2, maxExtensions: 1 });
    expect(Date.parse(detail.biddingHardCloseAt) - Date.parse(detail.biddingEndsAt)).toBe(2 * MINUTE);
  });

  it("extend a late bid by the plant's extension, once, through the bid API", async () => {
    const request = await spotAt(refs.plantId);
    // A minute before the close of its 12-minute window: inside the plant's 2-minute extension.
    await clock.advance(11 * MINUTE);
    const before = (await api<RequestDetail>(app, `/api/requests/${request.id}`, { token: owner })).body;
    const bid = await api<{ id: number; biddingEndsAt: string; biddingHardCloseAt: string }>(
      app,
      `/api/transporter/requests/${request.id}/bids`,
      { token: carrier, body: { amountInr: 40_000 } },
    );
    expect(bid.status).toBe(201);
    const extended = Date.parse(bid.body.biddingEndsAt);
    expect(extended - Date.parse(before.biddingEndsAt)).toBe(2 * MINUTE);
    // One extension at most: the close it reached is the hard close, and a later revision does not move it.
    expect(bid.body.biddingHardCloseAt).toBe(bid.body.biddingEndsAt);
    // A minute before the extended close.
    await clock.advance(2 * MINUTE);
    const revised = await api<{ biddingEndsAt: string }>(
      app,
      `/api/transporter/requests/${request.id}/bids/${bid.body.id}`,
      { method: 'PATCH', token: carrier, body: { amountInr: 39_000 } },
    );
    expect(revised.status).toBe(200);
    const after = (await api<RequestDetail>(app, `/api/requests/${request.id}`, { token: owner })).body;
    expect(after.extensionsUsed).toBe(1);
    expect(Date.parse(revised.body.biddingEndsAt)).toBe(Date.parse(after.biddingEndsAt));
  });

  it("prefill the request form's options with the plant's window, and the Bidding window settings' elsewhere", async () => {
    const options = (await api<FormOptions>(app, '/api/form-options', { token: owner })).body;
    const windowAt = (id: number) => options.plants.find((p) => p.id === id)?.requestDefaults.biddingWindow;
    expect(windowAt(refs.plantId)).toEqual(PLANT_WINDOW);
    expect(windowAt(otherPlantId)).toEqual(DEFAULT_BIDDING_WINDOW);
  });

  it('refuses a window outside the Bidding window settings’ bounds, field by field', async () => {
    const reply = await api<{ error: { fields: Record<string, string> } }>(app, '/api/request-settings', {
      token: owner,
      body: {
        name: 'Too long',
        plantId: otherPlantId,
        bidVisibility: 'rank',
        transporterIds: [],
        spotWindowMinutes: 2000,
        extensionMinutes: 0,
        maxExtensions: 11,
      },
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error.fields).sort()).toEqual([
      'extensionMinutes',
      'maxExtensions',
      'spotWindowMinutes',
    ]);
  });
});
