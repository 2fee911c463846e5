import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../server/db/schema/messaging';
import { requests } from '../../server/db/schema/requests';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, moveWindowEnd, requestForm } from './lifecycleFixtures';

/** The bidding-window sweep runs beside the alert sweep: a window ends on time with nobody listing requests. */
let app: TestApp;
let refs: DemoRefs;
let owner: string;
let carrier: string;

beforeAll(async () => {
  app = await startTestApp({ requestWindowSweepMs: 200 });
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
    await moveWindowEnd(app.database.db, quiet, 600);
    await moveWindowEnd(app.database.db, bidOn, 600);
    expect(await statusOf(quiet)).toBe('open');
    expect(await statusOf(bidOn)).toBe('open');

    await expect.poll(() => statusOf(quiet), { timeout: 10_000, interval: 100 }).toBe('expired');
    await expect.poll(() => statusOf(bidOn), { timeout: 10_000, interval: 100 }).toBe('closed');
    // The shipper was told, as when a bid or a list settled the window.
    const told = await app.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.refId, quiet), eq(notifications.kind, 'request')));
    expect(told.length).toBeGreaterThan(0);
  });
});
