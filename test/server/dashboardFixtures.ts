import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema/access';
import { invoices, receipts } from '../../server/db/schema/billing';
import { orders } from '../../server/db/schema/orders';
import { plants } from '../../server/db/schema/plants';
import { bids, requests } from '../../server/db/schema/requests';
import { trackingAlerts, trackingLatest } from '../../server/db/schema/trackingState';
import { industryTransporters, transporters } from '../../server/db/schema/transporters';
import { indianDate, startOfIndianDay } from '../../server/indianDate';
import { addDays } from '../../src/domain/calendarDay';
import type { ORDER_STATUSES } from '../../src/domain/statuses';
import type { TestApp } from './harness';
import { otherIndustryOwner } from './masters/signedInUsers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Industry B (the seed's second industry, which has plants and transporters but no freight) given a plan and a
 * small book of orders, alerts and requests whose every figure on the dashboard is worked out by hand in the
 * tests. Times are placed within today's Indian day, whenever the tests run.
 */
export async function dashboardBook(app: TestApp) {
  const db = app.database.db;
  const ownerToken = await otherIndustryOwner(app);
  const [owner] = await db.select().from(users).where(eq(users.email, 'noplan@freightdesk.test'));
  const industryId = owner!.industryId!;
  const byCode = Object.fromEntries(
    (await db.select().from(plants).where(eq(plants.industryId, industryId))).map((p) => [p.code, p]),
  );
  const jbp = byCode.JBP!;
  const idw = byCode.IDW!;
  const carriers = await db
    .select({ id: transporters.id, name: transporters.name })
    .from(industryTransporters)
    .innerJoin(transporters, eq(transporters.id, industryTransporters.transporterId))
    .where(eq(industryTransporters.industryId, industryId))
    .orderBy(transporters.id);
  const [ta, tb, tc] = carriers as [(typeof carriers)[0], (typeof carriers)[0], (typeof carriers)[0]];

  const now = new Date();
  const today = indianDate(now);
  const todayAt = startOfIndianDay(today).getTime();
  const at = (ms: number) => new Date(todayAt + ms);

  let n = 0;
  const order = async (
    over: Partial<typeof orders.$inferInsert> & {
      direction: 'inbound' | 'outbound';
      status: (typeof ORDER_STATUSES)[number];
    },
  ) => {
    n += 1;
    const plant = over.plantId === idw.id ? idw : jbp;
    const [row] = await db
      .insert(orders)
      .values({
        industryId,
        number: `B-${n}`,
        source: 'offline',
        plantId: jbp.id,
        transporterId: ta.id,
        originCityId: plant.cityId,
        destinationCityId: plant.cityId,
        vehicleNumber: `MP20DB${1000 + n}`,
        weightKg: 20_000,
        freightPaise: 5_000_000,
        pickupAt: at(-DAY),
        ...over,
      })
      .returning({ id: orders.id, number: orders.number });
    return row!;
  };
  const tracked = async (orderId: number, etaAt: Date | null) =>
    db.insert(trackingLatest).values({ orderId, industryId, seq: orderId, etaAt, delayMinutes: 15 });

  // Outbound truck reporting for loading at JBP at 03:00 today.
  const b1 = await order({ direction: 'outbound', status: 'vehicle_assigned', pickupAt: at(3 * HOUR) });
  // Inbound to JBP, on the road since yesterday, its ETA 05:00 today.
  const b2 = await order({ direction: 'inbound', status: 'in_transit', transporterId: tb.id });
  await tracked(b2.id, at(5 * HOUR));
  // Inbound to IDW, due tomorrow by its ETA.
  const b3 = await order({
    direction: 'inbound',
    status: 'in_transit',
    plantId: idw.id,
    pickupAt: at(-2 * DAY),
  });
  await tracked(b3.id, at(DAY + 2 * HOUR));
  // Inbound to IDW, no fix yet: expected at its promised arrival, 01:00 today.
  const b4 = await order({ direction: 'inbound', status: 'in_transit', plantId: idw.id, dueAt: at(HOUR) });
  // Outbound, loading at IDW: inside the gate.
  await order({ direction: 'outbound', status: 'gate_in', plantId: idw.id, transporterId: tb.id });
  // Done or dropped: not running.
  const lastNight = await order({ direction: 'outbound', status: 'delivered', deliveredAt: at(-HOUR) });
  await order({ direction: 'outbound', status: 'cancelled', cancelledAt: at(-HOUR), pickupAt: at(2 * HOUR) });

  // Delivered in the range, on the lane Jabalpur Flour Mill → Indore: reported on time and delivered by the
  // promise; reported five hours after the pickup time and delivered two days after the promise.
  const toIndore = { destinationCityId: idw.cityId };
  const onTime = await order({
    direction: 'outbound',
    status: 'delivered',
    transporterId: tb.id,
    ...toIndore,
    freightPaise: 7_000_000,
    pickupAt: at(-10 * DAY),
    atGateAt: at(-10 * DAY + HOUR),
    deliveredAt: at(-8 * DAY),
    dueAt: at(-7 * DAY),
  });
  const reportedLate = await order({
    direction: 'outbound',
    status: 'delivered',
    ...toIndore,
    freightPaise: 3_000_000,
    pickupAt: at(-10 * DAY),
    atGateAt: at(-10 * DAY + 5 * HOUR),
    deliveredAt: at(-5 * DAY),
    dueAt: at(-7 * DAY),
  });
  // Inbound to IDW, left the vendor an hour after its pickup time and delivered a day before the promise.
  const inbound = await order({
    direction: 'inbound',
    status: 'delivered',
    plantId: idw.id,
    transporterId: tb.id,
    freightPaise: 2_000_000,
    pickupAt: at(-3 * DAY),
    inTransitAt: at(-3 * DAY + HOUR),
    deliveredAt: at(-2 * DAY),
    dueAt: at(-DAY),
  });
  // Rejected, and picked up before the range: no spend, nothing measured.
  await order({ direction: 'outbound', status: 'rejected', freightPaise: 9_000_000, pickupAt: at(-4 * DAY) });
  const longAgo = await order({
    direction: 'outbound',
    status: 'delivered',
    pickupAt: at(-60 * DAY),
    deliveredAt: at(-58 * DAY),
  });
  // Planned for pickup 40 days ago, before the range, and only now done: the truck reported at JBP's gate at
  // 01:00 today (late) and delivered at 06:00, past its 04:00 promise; invoiced and paid today. Today's pickup,
  // delivery, spend and payment, and nothing of the day it was planned for.
  const doneToday = await order({
    direction: 'outbound',
    status: 'closed',
    transporterId: tc.id,
    freightPaise: 4_000_000,
    pickupAt: at(-40 * DAY),
    atGateAt: at(HOUR),
    deliveredAt: at(6 * HOUR),
    dueAt: at(4 * HOUR),
  });

  // The freight invoiced, by invoice date, and paid, by payment date (days before today): the order delivered
  // last night invoiced yesterday; the two to Indore a week and four days ago, the first paid three days ago;
  // the inbound one yesterday; the one of 58 days ago then, part paid today; today's, invoiced and paid today.
  let papers = 0;
  const invoiced = async (
    of: { id: number },
    transporterId: number,
    amountPaise: number,
    daysAgo: number,
    payments: [amountPaise: number, daysAgo: number][] = [],
  ) => {
    papers += 1;
    const issuedOn = addDays(today, -daysAgo);
    const [invoice] = await db
      .insert(invoices)
      .values({
        industryId,
        orderId: of.id,
        transporterId,
        number: `B-INV-${papers}`,
        financialYear: '2026-27',
        amountPaise,
        placeOfSupply: '23',
        payablePaise: amountPaise,
        paidPaise: payments.reduce((sum, [paid]) => sum + paid, 0),
        issuedOn,
        dueOn: issuedOn,
      })
      .returning({ id: invoices.id });
    for (const [paid, paidDaysAgo] of payments) {
      papers += 1;
      await db.insert(receipts).values({
        industryId,
        invoiceId: invoice!.id,
        number: `B-RCPT-${papers}`,
        amountPaise: paid,
        paidOn: addDays(today, -paidDaysAgo),
        reference: `UTRB${papers}`,
      });
    }
  };
  await invoiced(lastNight, ta.id, 5_000_000, 1);
  await invoiced(onTime, tb.id, 7_000_000, 7, [[7_000_000, 3]]);
  await invoiced(reportedLate, ta.id, 3_000_000, 4);
  await invoiced(inbound, tb.id, 2_000_000, 1);
  await invoiced(longAgo, ta.id, 5_000_000, 57, [[1_000_000, 0]]);
  await invoiced(doneToday, tc.id, 4_000_000, 0, [[4_000_000, 0]]);

  // Awards (their orders since cancelled, so they add no spend: an award's saving stands whatever follows),
  // each made as its bidding closed, a day before its pickup: JBP → Indore at 55,000 before the range, then two
  // trucks at 50,000 against a 60,000 ceiling; JBP → Jabalpur once, one truck at 36,000 against 40,000.
  const award = async (ceilingPaise: number, pickupAt: Date, lane: object, won: [number, number][]) => {
    const [req] = await db
      .insert(requests)
      .values({
        industryId,
        number: `B-AWD-${pickupAt.getTime()}`,
        direction: 'outbound',
        status: 'awarded',
        plantId: jbp.id,
        pickupAddress: 'Richhai works gate',
        pickupCityId: jbp.cityId,
        pickupAt,
        biddingStartsAt: new Date(pickupAt.getTime() - 2 * DAY),
        biddingEndsAt: new Date(pickupAt.getTime() - DAY),
        ceilingPaise,
        vehicleType: '20 ft Open Body',
        vehicleCount: won.length,
        quantity: 20,
        weightKg: 20_000,
      })
      .returning({ id: requests.id });
    for (const [transporterId, freightPaise] of won)
      await order({
        direction: 'outbound',
        status: 'cancelled',
        source: 'awarded',
        requestId: req!.id,
        transporterId,
        freightPaise,
        pickupAt,
        createdAt: new Date(pickupAt.getTime() - DAY),
        ...lane,
      });
  };
  await award(6_000_000, at(-50 * DAY), toIndore, [[tb.id, 5_500_000]]);
  await award(6_000_000, at(-6 * DAY), toIndore, [
    [ta.id, 5_000_000],
    [tb.id, 5_000_000],
  ]);
  await award(4_000_000, at(-2 * DAY), {}, [[ta.id, 3_600_000]]);

  await db.insert(trackingAlerts).values([
    { industryId, orderId: b2.id, kind: 'late', raisedAt: at(10 * 60_000) },
    {
      industryId,
      orderId: b2.id,
      kind: 'no_signal',
      raisedAt: at(20 * 60_000),
      clearedAt: at(30 * 60_000),
    },
    { industryId, orderId: b3.id, kind: 'long_stop', raisedAt: at(-HOUR) },
    { industryId, orderId: b4.id, kind: 'off_route', raisedAt: at(15 * 60_000) },
  ]);

  let r = 0;
  const request = async (
    over: Partial<typeof requests.$inferInsert> & { status: (typeof requests.$inferInsert)['status'] },
    bidsOf: { transporterId: number; amountPaise: number; status: 'placed' | 'revised' | 'withdrawn' }[],
  ) => {
    r += 1;
    const endsAt = over.biddingEndsAt ?? new Date(now.getTime() - HOUR);
    const [row] = await db
      .insert(requests)
      .values({
        industryId,
        number: `B-REQ-${r}`,
        direction: 'outbound',
        plantId: jbp.id,
        pickupAddress: 'Richhai works gate',
        pickupCityId: jbp.cityId,
        pickupAt: new Date(now.getTime() + DAY),
        biddingStartsAt: new Date(endsAt.getTime() - 4 * HOUR),
        biddingEndsAt: endsAt,
        ceilingPaise: 5_000_000,
        vehicleType: '20 ft Open Body',
        quantity: 20,
        weightKg: 20_000,
        ...over,
      })
      .returning({ id: requests.id, number: requests.number });
    for (const bid of bidsOf) await db.insert(bids).values({ industryId, requestId: row!.id, ...bid });
    return row!;
  };
  const r1 = await request({ status: 'closed', biddingEndsAt: new Date(now.getTime() - 2 * HOUR) }, [
    { transporterId: ta.id, amountPaise: 4_500_000, status: 'placed' },
    { transporterId: tb.id, amountPaise: 4_200_000, status: 'revised' },
    { transporterId: tc.id, amountPaise: 4_000_000, status: 'withdrawn' },
  ]);
  const r2 = await request(
    {
      status: 'closed',
      direction: 'inbound',
      plantId: idw.id,
      ceilingPaise: 3_500_000,
      biddingEndsAt: new Date(now.getTime() - 30 * 60_000),
    },
    [{ transporterId: ta.id, amountPaise: 3_000_000, status: 'placed' }],
  );
  await request({ status: 'closed' }, [
    { transporterId: tc.id, amountPaise: 4_000_000, status: 'withdrawn' },
  ]);
  await request({ status: 'awarded' }, [{ transporterId: ta.id, amountPaise: 4_100_000, status: 'placed' }]);
  await request({ status: 'open', biddingEndsAt: new Date(now.getTime() + HOUR) }, [
    { transporterId: ta.id, amountPaise: 4_100_000, status: 'placed' },
  ]);

  return {
    industryId,
    ownerToken,
    plants: { jbp, idw },
    transporters: { ta, tb, tc },
    orders: { b1, b2, b3, b4 },
    requests: { r1, r2 },
    todayAt,
    today,
  };
}
