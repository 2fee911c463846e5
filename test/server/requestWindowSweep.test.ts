import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../server/db/schema/messaging';
import { requests } from '../../server/db/schema/requests';
import { MovableClock } from '../../server/movableClock';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, requestForm } from './lifecycleFixtures';

/** The bidding-window sweep runs beside the alert sweep: a window ends on time with nobody listing requests. */
const HOUR = 3_600_000;
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
afterAll(async () => {
  await app.close();
});

async function openRequest(): Promise<number> {
  const created = await api<{ id: number }>(app, '/api/requests', { token: owner, body: requestForm(refs) });
  expect(created.status).toBe(201);
  expect(
    (await api(app, `/api/requests/${created.body.id}/publish`, { method: 'POST', token: owner })).status,
  ).toBe(200);
  return created.body.id;
}

/** Read straight from the table: no route that might settle the window on its way runs. */
const statusOf = async (id: number) =>
  (await app.database.db.select({ status: requests.status }).from(requests).where(eq(requests.id, id)))[0]!
    .status;

describe('the bidding-window sweep', () => {
  it('expires an open request without bids, and closes one with bids, once its window passes', async () => {
    const quiet = await openRequest();
    const bidOn = await openRequest();
    const placed = await api(app, `/api/transporter/requests/${bidOn}/bids`, {
      token: carrier,
      body: { amountInr: 40_000 },
    });
    expect(placed.status).toBe(201);
    // Nothing settles them early: a sweep just before their windows end leaves them open.
    await clock.advance(4 * HOUR - 60_000);
    expect(await statusOf(quiet)).toBe('open');
    expect(await statusOf(bidOn)).toBe('open');

    // Both windows (four hours from the form's now) have ended: the sweep that runs next settles them.
    await clock.advance(2 * 60_000);
    expect(await statusOf(quiet)).toBe('expired');
    expect(await statusOf(bidOn)).toBe('closed');
    // The shipper was told, as when a bid or a list settled the window.
    const told = await app.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.refId, quiet), eq(notifications.kind, 'request')));
    expect(told.length).toBeGreaterThan(0);
  });
});
