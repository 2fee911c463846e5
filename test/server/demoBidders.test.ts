import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../server/clock';
import { bids, requests } from '../../server/db/schema/requests';
import { startDemoBidders } from '../../server/sim/demoBidders';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
});
afterAll(() => app.close());

describe('demo bidders', () => {
  it('reopens demo requests when none are open and bids on one through the bidding service', async () => {
    const db = app.database.db;
    await db.update(requests).set({ status: 'expired' }).where(eq(requests.status, 'open'));
    const bidsBefore = (await db.select({ n: count() }).from(bids))[0]!.n;
    const bidders = startDemoBidders({ db, events: app.events, clock: systemClock, log: app.app.log });
    await bidders.stop();
    const [open] = await db
      .select({ n: count() })
      .from(requests)
      .where(and(eq(requests.status, 'open'), gt(requests.biddingEndsAt, new Date())));
    expect(open!.n).toBe(3);
    expect((await db.select({ n: count() }).from(bids))[0]!.n).toBe(bidsBefore + 1);
  });
});
