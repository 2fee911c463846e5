import { and, count, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../server/clock';
import { users } from '../../server/db/schema/access';
import { plants } from '../../server/db/schema/plants';
import { bids, requests, requestTransporters } from '../../server/db/schema/requests';
import { industries } from '../../server/db/schema/tenancy';
import { industryTransporters } from '../../server/db/schema/transporters';
import { demoAccount, SECOND_INDUSTRY_NAME } from '../../server/db/seed/demoAccounts';
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

  it("bids only on the demo industry's requests, never on another company's that invited demo transporters", async () => {
    const db = app.database.db;
    // Another company's request, the newest and without bids (first in the bidders' order), inviting the
    // transporters it shares with the demo industry.
    const [second] = await db.select().from(industries).where(eq(industries.name, SECOND_INDUSTRY_NAME));
    const [plant] = await db.select().from(plants).where(eq(plants.industryId, second!.id)).limit(1);
    const [template] = await db
      .select()
      .from(requests)
      .where(and(eq(requests.status, 'open'), ne(requests.industryId, second!.id)))
      .limit(1);
    const { id: _id, ...copy } = template!;
    const [other] = await db
      .insert(requests)
      .values({ ...copy, industryId: second!.id, plantId: plant!.id, number: 'NAF-REQ-1' })
      .returning({ id: requests.id });
    const shared = await db
      .select({ transporterId: industryTransporters.transporterId })
      .from(industryTransporters)
      .where(and(eq(industryTransporters.industryId, second!.id), eq(industryTransporters.status, 'active')));
    expect(shared.length).toBeGreaterThan(0);
    await db
      .insert(requestTransporters)
      .values(
        shared.map(({ transporterId }) => ({ industryId: second!.id, requestId: other!.id, transporterId })),
      );

    const bidsBefore = (await db.select({ n: count() }).from(bids))[0]!.n;
    // Each start acts once; among the three requests it may choose, the other company's would be picked
    // within twelve turns all but once in a hundred runs.
    for (let turn = 0; turn < 12; turn++)
      await startDemoBidders({ db, events: app.events, clock: systemClock, log: app.app.log }).stop();
    expect((await db.select({ n: count() }).from(bids).where(eq(bids.requestId, other!.id)))[0]!.n).toBe(0);
    expect((await db.select({ n: count() }).from(bids))[0]!.n).toBeGreaterThan(bidsBefore);
  });

  it("leaves the demo transporter login's company to the person driving its portal", async () => {
    const db = app.database.db;
    const [person] = await db
      .select({ transporterId: users.transporterId })
      .from(users)
      .where(eq(users.email, demoAccount('transporter').email));
    const mine = () =>
      db
        .select({ n: count() })
        .from(bids)
        .where(eq(bids.transporterId, person!.transporterId!))
        .then((rows) => rows[0]!.n);
    const before = await mine();
    const bidsBefore = (await db.select({ n: count() }).from(bids))[0]!.n;
    for (let turn = 0; turn < 12; turn++)
      await startDemoBidders({ db, events: app.events, clock: systemClock, log: app.app.log }).stop();
    expect((await db.select({ n: count() }).from(bids))[0]!.n).toBeGreaterThan(bidsBefore);
    expect(await mine()).toBe(before);
  });
});
