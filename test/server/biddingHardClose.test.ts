import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MovableClock } from '../../server/movableClock';
import { DEFAULT_BIDDING_WINDOW } from '../../src/domain/bidding';
import { BiddingWindowSettings } from '../../src/domain/schemas/biddingWindowSettings';
import type { RequestDetail } from '../../src/domain/schemas/requests';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, giveSecondIndustryAPlan, requestForm } from './lifecycleFixtures';

const PATH = '/api/settings/bidding-window';
/** A short drill: 12 s of spot bidding, late bids extend by 6 s, twice at most: the hard close is 24 s in. */
const DRILL = { spotWindowMinutes: 0.2, extensionMinutes: 0.1, maxExtensions: 2 };

const clock = new MovableClock();
let app: TestApp;
let refs: DemoRefs;
let owner: string;
let carrier: string;

beforeAll(async () => {
  app = await startTestApp({ clock });
  refs = await demoRefs(app.database.db);
  [owner, carrier] = await Promise.all([loginAs(app, 'owner'), loginAs(app, 'transporter')]);
});
afterAll(() => app.close());

const read = async (token: string) => {
  const reply = await api(app, PATH, { token });
  expect(reply.status).toBe(200);
  return BiddingWindowSettings.parse(reply.body);
};
const save = (token: string, body: unknown) => api(app, PATH, { method: 'PUT', token, body });
const reset = (token: string) => api(app, PATH, { method: 'DELETE', token });
const detail = async (id: number) =>
  (await api<RequestDetail>(app, `/api/requests/${id}`, { token: owner })).body;

describe('bidding window settings over HTTP', () => {
  it('answers the defaults, marked as such, while the industry has saved none', async () => {
    expect(await read(owner)).toEqual({
      values: DEFAULT_BIDDING_WINDOW,
      defaults: DEFAULT_BIDDING_WINDOW,
      isDefault: true,
      updatedAt: null,
    });
  });

  it('saves values and reads them back', async () => {
    const saved = await save(owner, { spotWindowMinutes: 20, extensionMinutes: 2.5, maxExtensions: 4 });
    expect(saved.status).toBe(200);
    expect((await read(owner)).values).toEqual({
      spotWindowMinutes: 20,
      extensionMinutes: 2.5,
      maxExtensions: 4,
    });
    expect((await read(owner)).isDefault).toBe(false);
  });

  it('refuses out-of-range values field by field and stores nothing', async () => {
    const before = await read(owner);
    const reply = await save(owner, { spotWindowMinutes: 0, extensionMinutes: 0.25, maxExtensions: 11 });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      error: {
        code: 'validation',
        fields: {
          spotWindowMinutes: expect.any(String),
          extensionMinutes: expect.any(String),
          maxExtensions: expect.any(String),
        },
      },
    });
    expect((await save(owner, { spotWindowMinutes: 30 })).status).toBe(400);
    expect(await read(owner)).toEqual(before);
  });

  it('lets every shipper user read them, only the settings permission change them', async () => {
    const before = await read(owner);
    for (const token of await Promise.all([loginAs(app, 'staff'), loginAs(app, 'plant')])) {
      expect((await read(token)).values).toEqual(before.values);
      expect(await save(token, DRILL)).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
      expect((await reset(token)).status).toBe(403);
    }
    expect((await api(app, PATH, { token: carrier })).status).toBe(403);
    expect((await api(app, PATH)).status).toBe(401);
    expect(await read(owner)).toEqual(before);
  });

  it('keeps each industry’s settings to itself', async () => {
    await giveSecondIndustryAPlan(app.database.db);
    const other = await loginAs(app, 'noPlan');
    expect((await read(other)).isDefault).toBe(true);
    expect((await save(other, DRILL)).status).toBe(200);
    expect((await read(owner)).values.spotWindowMinutes).toBe(20);
    expect((await reset(other)).status).toBe(200);
    expect((await read(owner)).isDefault).toBe(false);
  });

  it('gives a draft the policy in force when it is published, and the request keeps it', async () => {
    const created = await api<RequestDetail>(app, '/api/requests', { token: owner, body: requestForm(refs) });
    expect(created.status).toBe(201);
    expect((await save(owner, { spotWindowMinutes: 30, extensionMinutes: 3, maxExtensions: 1 })).status).toBe(
      200,
    );
    expect(
      (await api(app, `/api/requests/${created.body.id}/publish`, { method: 'POST', token: owner })).status,
    ).toBe(200);
    expect(
      (await save(owner, { spotWindowMinutes: 30, extensionMinutes: 10, maxExtensions: 5 })).status,
    ).toBe(200);
    const published = await detail(created.body.id);
    expect(published).toMatchObject({ extensionMinutes: 3, maxExtensions: 1, extensionsUsed: 0 });
    expect(Date.parse(published.biddingHardCloseAt) - Date.parse(published.biddingEndsAt)).toBe(3 * 60_000);
    await api(app, `/api/requests/${created.body.id}/cancel`, {
      token: owner,
      body: { reason: 'Drill over' },
    });
  });

  it('resets to the defaults', async () => {
    const reply = await reset(owner);
    expect(reply.status).toBe(200);
    expect(BiddingWindowSettings.parse(reply.body)).toMatchObject({
      values: DEFAULT_BIDDING_WINDOW,
      isDefault: true,
    });
  });
});

describe('a spot indent whose bidder keeps revising in its last seconds', () => {
  it('closes at its hard close, refuses later bids, and can be awarded right after', async () => {
    expect((await save(owner, DRILL)).status).toBe(200);
    const {
      biddingStartsAt: _s,
      biddingEndsAt: _e,
      kind: _k,
      ...spot
    } = requestForm(refs, { vehicleCount: 1 });
    const raised = await api<RequestDetail>(app, '/api/requests/spot', { token: owner, body: spot });
    expect(raised.status).toBe(201);
    const request = raised.body;
    const opened = Date.parse(request.biddingStartsAt);
    const hardClose = Date.parse(request.biddingHardCloseAt);
    expect(Date.parse(request.biddingEndsAt) - opened).toBeCloseTo(12_000, -2);
    expect(hardClose - Date.parse(request.biddingEndsAt)).toBe(12_000);
    expect(request).toMatchObject({ status: 'open', extensionsUsed: 0, maxExtensions: 2 });

    const first = await api<{ id: number; biddingEndsAt: string }>(
      app,
      `/api/transporter/requests/${request.id}/bids`,
      { token: carrier, body: { amountInr: 40_000 } },
    );
    expect(first.status).toBe(201);
    const offered = await api<{ id: number; biddingHardCloseAt: string }[]>(
      app,
      '/api/transporter/requests',
      {
        token: carrier,
      },
    );
    expect(offered.body.find((r) => r.id === request.id)?.biddingHardCloseAt).toBe(
      request.biddingHardCloseAt,
    );
    // The bidder lowers its bid every half second of the server's clock, as long as the window takes it.
    let amount = 40_000;
    let refused: { at: number; message: string } | null = null;
    const ends: number[] = [];
    while (!refused && clock.now().getTime() < hardClose + 10_000) {
      await clock.advance(500);
      amount -= 100;
      const at = clock.now().getTime();
      const reply = await api<{
        biddingEndsAt: string;
        biddingHardCloseAt: string;
        error?: { message: string };
      }>(app, `/api/transporter/requests/${request.id}/bids/${first.body.id}`, {
        method: 'PATCH',
        token: carrier,
        body: { amountInr: amount },
      });
      if (reply.status === 200) {
        ends.push(Date.parse(reply.body.biddingEndsAt));
        // The bidder is told the same hard close after every extension.
        expect(reply.body.biddingHardCloseAt).toBe(request.biddingHardCloseAt);
      } else refused = { at, message: reply.body.error?.message ?? String(reply.status) };
    }
    // Late revisions extended the window twice, then no more; none was taken after the hard close.
    expect(Math.max(...ends)).toBe(hardClose);
    expect(new Set(ends).size).toBe(3);
    expect(refused).not.toBeNull();
    expect(refused!.at).toBeGreaterThanOrEqual(hardClose - 50);
    expect(refused!.message).toMatch(/^Bidding closed at /);

    // The sweep's next pass closes the request (real time flows under the moved clock, so the hard close may
    // have passed between the last pass and the refused bid); the refused bid, rolled back, changed nothing.
    await clock.advance(0);
    const closed = await detail(request.id);
    expect(closed).toMatchObject({
      status: 'closed',
      extensionsUsed: 2,
      biddingEndsAt: request.biddingHardCloseAt,
    });
    expect(closed.actions).toContain('request.award');
    const award = await api<{ orderIds: number[] }>(app, `/api/requests/${request.id}/award`, {
      token: owner,
      body: { awards: [{ bidId: first.body.id, vehicles: 1 }] },
    });
    expect(award.status).toBe(200);
    expect(award.body.orderIds).toHaveLength(1);
    expect((await detail(request.id)).status).toBe('awarded');
    expect((await reset(owner)).status).toBe(200);
  });
});
