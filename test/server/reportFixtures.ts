import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import { roles, users } from '../../server/db/schema/access';
import { invoices } from '../../server/db/schema/billing';
import { orders } from '../../server/db/schema/orders';
import { plantSlas, plants } from '../../server/db/schema/plants';
import { bids, requests, requestTransporters } from '../../server/db/schema/requests';
import { industries } from '../../server/db/schema/tenancy';
import { trackingAlerts } from '../../server/db/schema/trackingState';
import { transporters } from '../../server/db/schema/transporters';
import { SECOND_INDUSTRY_NAME } from '../../server/db/seed/demoAccounts';
import { promiseOrders } from '../../server/orders/orderPromise';
import type { DemoRefs } from './lifecycleFixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string, plusMs = 0) => new Date(Date.parse(iso) + plusMs);

/** A month long before the demo seed's orders, which this file's orders have to themselves. */
export const REPORT_MONTH = { from: '2025-01-01', to: '2025-01-31' } as const;

export interface ReportWorld {
  /** A plant of its own, so the figures filtered by it are exactly these orders'. */
  plantId: number;
  /** The planned road km of its lane (every order here runs it). */
  laneKm: number;
  t1: number;
  t2: number;
  t1Name: string;
  t2Name: string;
}

type OrderRow = typeof orders.$inferInsert;

/**
 * A month of one lane (a new plant of the demo industry to the demo's second city) with known answers; the
 * figures each report should give are worked out in reports.test.ts beside them. Also one order at the plant
 * user's plant (Satna) and one of another industry, in the same month, for the same transporter.
 */
export async function seedReportWorld(db: Database, refs: DemoRefs): Promise<ReportWorld> {
  const [satna] = await db.select().from(plants).where(eq(plants.id, refs.plantId));
  const { id: _id, createdAt: _c, ...copy } = satna!;
  const [plant] = await db
    .insert(plants)
    .values({ ...copy, code: 'RPT', name: 'Rewa Reports Works' })
    .returning({ id: plants.id });
  const plantId = plant!.id;
  // The lane's promise: two days from the trip's start.
  await db.insert(plantSlas).values({
    industryId: refs.industryId,
    plantId,
    destinationCityId: refs.otherCityId,
    transitDays: 2,
  });
  const t1 = refs.transporterId;
  const t2 = refs.otherTransporterIds[0];
  let n = 0;
  const order = (
    over: Partial<OrderRow> & Pick<OrderRow, 'transporterId' | 'pickupAt' | 'freightPaise'>,
  ) => ({
    industryId: refs.industryId,
    number: `RPT-${++n}`,
    direction: 'outbound' as const,
    source: 'offline' as const,
    plantId,
    clientId: refs.clientId,
    originCityId: satna!.cityId,
    destinationCityId: refs.otherCityId,
    status: 'created' as const,
    weightKg: 10_000,
    ...over,
  });
  const pickup = '2025-01-10T06:00:00Z';
  const gateOut1 = at(pickup, 30 * HOUR);
  const gateOut2 = at(pickup, 5 * HOUR);

  // Three awarded requests on the lane, 32-ft: one in December (the lane's earlier price), two in January.
  const request = async (number: string, pickupAt: string, vehicles: number) => {
    const [row] = await db
      .insert(requests)
      .values({
        industryId: refs.industryId,
        number,
        direction: 'outbound',
        status: 'awarded',
        plantId,
        clientId: refs.clientId,
        pickupAddress: 'Works gate',
        pickupCityId: satna!.cityId,
        pickupAt: at(pickupAt),
        biddingStartsAt: at(pickupAt, -3 * DAY),
        biddingEndsAt: at(pickupAt, -2 * DAY),
        ceilingPaise: 6_000_000,
        vehicleType: '32 ft trailer',
        vehicleCount: vehicles,
        quantity: 10 * vehicles,
        weightKg: 10_000 * vehicles,
      })
      .returning({ id: requests.id });
    await db.insert(requestTransporters).values([
      { industryId: refs.industryId, requestId: row!.id, transporterId: t1 },
      { industryId: refs.industryId, requestId: row!.id, transporterId: t2 },
    ]);
    return row!.id;
  };
  const r0 = await request('RPT-R0', '2024-12-20T06:00:00Z', 1);
  const r1 = await request('RPT-R1', '2025-01-05T06:00:00Z', 2);
  const r2 = await request('RPT-R2', '2025-01-20T06:00:00Z', 1);
  const bid = async (
    requestId: number,
    transporterId: number,
    amountPaise: number,
    status: 'accepted' | 'rejected',
  ) => {
    const [row] = await db
      .insert(bids)
      .values({ industryId: refs.industryId, requestId, transporterId, amountPaise, status, vehicleCount: 2 })
      .returning({ id: bids.id });
    return row!.id;
  };
  const b0 = await bid(r0, t1, 5_200_000, 'accepted');
  const b1 = await bid(r1, t1, 5_000_000, 'accepted');
  await bid(r1, t2, 5_500_000, 'rejected');
  const b2 = await bid(r2, t2, 4_800_000, 'accepted');
  // An award's orders are created as it is made, when its bidding closes: two days before the pickup.
  const awarded = (
    requestId: number,
    bidId: number,
    transporterId: number,
    pickupAt: string,
    freightPaise: number,
  ) =>
    order({
      source: 'awarded',
      requestId,
      bidId,
      transporterId,
      pickupAt: at(pickupAt),
      freightPaise,
      createdAt: at(pickupAt, -2 * DAY),
    });

  const rows: OrderRow[] = [
    // O1: reported an hour early, 30 h inside the gate (6 h of detention), delivered a day after leaving.
    order({
      transporterId: t1,
      status: 'delivered',
      vehicleNumber: 'MP19AB1001',
      pickupAt: at(pickup),
      freightPaise: 5_000_000,
      atGateAt: at(pickup, -HOUR),
      gateInAt: at(pickup),
      gateOutAt: gateOut1,
      inTransitAt: at(pickup, 30.25 * HOUR),
      deliveredAt: new Date(gateOut1.getTime() + DAY),
    }),
    // O2: reported three hours late (past the two-hour grace), delivered three days after leaving: late.
    order({
      transporterId: t1,
      status: 'delivered',
      vehicleNumber: 'MP19AB1002',
      pickupAt: at(pickup),
      freightPaise: 8_000_000,
      weightKg: 20_000,
      atGateAt: at(pickup, 3 * HOUR),
      gateInAt: at(pickup, 3 * HOUR),
      gateOutAt: gateOut2,
      inTransitAt: at(pickup, 5.25 * HOUR),
      deliveredAt: new Date(gateOut2.getTime() + 3 * DAY),
    }),
    // O3: cancelled before a vehicle: neither spend nor an indent the transporter failed.
    order({
      transporterId: t1,
      status: 'cancelled',
      pickupAt: at(pickup),
      freightPaise: 9_000_000,
      cancelledAt: at(pickup, -DAY),
    }),
    // O4: on the road.
    order({
      transporterId: t2,
      status: 'in_transit',
      vehicleNumber: 'MP19AB1004',
      pickupAt: at(pickup),
      freightPaise: 6_000_000,
      atGateAt: at(pickup),
      gateInAt: at(pickup, 0.5 * HOUR),
      gateOutAt: at(pickup, 2 * HOUR),
      inTransitAt: at(pickup, 2.25 * HOUR),
    }),
    awarded(r0, b0, t1, '2024-12-20T06:00:00Z', 5_200_000),
    awarded(r1, b1, t1, '2025-01-05T06:00:00Z', 5_000_000),
    awarded(r1, b1, t1, '2025-01-05T06:00:00Z', 5_000_000),
    awarded(r2, b2, t2, '2025-01-20T06:00:00Z', 4_800_000),
    // At the plant user's plant (Satna), delivered on time.
    order({
      transporterId: t1,
      plantId: refs.plantId,
      status: 'delivered',
      vehicleNumber: 'MP19AB1009',
      pickupAt: at('2025-01-15T06:00:00Z'),
      freightPaise: 3_000_000,
      atGateAt: at('2025-01-15T06:00:00Z'),
      gateInAt: at('2025-01-15T06:10:00Z'),
      gateOutAt: at('2025-01-15T09:00:00Z'),
      inTransitAt: at('2025-01-15T09:15:00Z'),
      deliveredAt: at('2025-01-16T09:00:00Z'),
    }),
    // Cancelled, and the lane's only order of February: a month the lane moved nothing in, so it has no price.
    order({
      transporterId: t2,
      status: 'cancelled',
      pickupAt: at('2025-02-12T06:00:00Z'),
      freightPaise: 7_000_000,
      cancelledAt: at('2025-02-11T06:00:00Z'),
    }),
  ];
  const written = await db.insert(orders).values(rows).returning({ id: orders.id, number: orders.number });
  const id = (number: string) => written.find((o) => o.number === number)!.id;
  // Each order's freight invoiced in the week of its pickup (spend is dated by the invoice): December's award on
  // the 22nd, January's first on Sunday the 5th, the works' three orders of the 10th on Sunday the 12th, Satna's
  // on the 16th, the award of the 20th that day. The cancelled orders are not invoiced.
  const invoiced = (number: string, transporterId: number, amountPaise: number, issuedOn: string) => ({
    industryId: refs.industryId,
    orderId: id(number),
    transporterId,
    number: `INV-${number}`,
    financialYear: '2024-25',
    amountPaise,
    placeOfSupply: '23',
    payablePaise: amountPaise,
    issuedOn,
    dueOn: issuedOn,
  });
  await db
    .insert(invoices)
    .values([
      invoiced('RPT-5', t1, 5_200_000, '2024-12-22'),
      invoiced('RPT-6', t1, 5_000_000, '2025-01-05'),
      invoiced('RPT-7', t1, 5_000_000, '2025-01-05'),
      invoiced('RPT-1', t1, 5_000_000, '2025-01-12'),
      invoiced('RPT-2', t1, 8_000_000, '2025-01-12'),
      invoiced('RPT-4', t2, 6_000_000, '2025-01-12'),
      invoiced('RPT-8', t2, 4_800_000, '2025-01-20'),
      invoiced('RPT-9', t1, 3_000_000, '2025-01-16'),
    ]);
  await db.insert(trackingAlerts).values([
    {
      industryId: refs.industryId,
      orderId: id('RPT-1'),
      kind: 'off_route',
      raisedAt: at('2025-01-11T10:00:00Z'),
    },
    { industryId: refs.industryId, orderId: id('RPT-1'), kind: 'late', raisedAt: at('2025-01-12T10:00:00Z') },
    {
      industryId: refs.industryId,
      orderId: id('RPT-4'),
      kind: 'no_signal',
      raisedAt: at('2025-01-10T12:00:00Z'),
    },
  ]);

  // Another industry's order for the same transporter in the same month: never in our figures.
  const [second] = await db.select().from(industries).where(eq(industries.name, SECOND_INDUSTRY_NAME));
  const [theirPlant] = await db.select().from(plants).where(eq(plants.industryId, second!.id)).limit(1);
  const [theirs] = await db
    .insert(orders)
    .values({
      industryId: second!.id,
      number: 'THEIRS-1',
      direction: 'outbound',
      source: 'offline',
      plantId: theirPlant!.id,
      transporterId: t1,
      originCityId: theirPlant!.cityId,
      destinationCityId: refs.otherCityId,
      status: 'delivered',
      vehicleNumber: 'MH12XY0001',
      weightKg: 10_000,
      freightPaise: 99_000_000,
      pickupAt: at(pickup),
      atGateAt: at(pickup),
      gateInAt: at(pickup),
      gateOutAt: at(pickup, 50 * HOUR),
      inTransitAt: at(pickup, 50 * HOUR),
      deliveredAt: at(pickup, 60 * DAY),
    })
    .returning({ id: orders.id });
  await db.insert(trackingAlerts).values({
    industryId: second!.id,
    orderId: theirs!.id,
    kind: 'late',
    raisedAt: at('2025-01-12T10:00:00Z'),
  });

  // Every order is promised as the app's write paths promise it.
  await promiseOrders(db, [...written.map((o) => o.id), theirs!.id]);
  const [lane] = await db
    .select({ km: orders.routeKm })
    .from(orders)
    .where(eq(orders.id, id('RPT-1')));
  const name = async (transporterId: number) =>
    (
      await db
        .select({ name: transporters.name })
        .from(transporters)
        .where(eq(transporters.id, transporterId))
    )[0]!.name;
  return { plantId, laneKm: lane!.km!, t1, t2, t1Name: await name(t1), t2Name: await name(t2) };
}

/** Gives the demo staff member a role like theirs without `list-industry-report`. */
export async function takeReportsFromStaff(db: Database, industryId: number): Promise<void> {
  const [staff] = await db.select().from(users).where(eq(users.email, 'staff@freightdesk.test'));
  const [current] = await db.select().from(roles).where(eq(roles.id, staff!.roleId!));
  const [role] = await db
    .insert(roles)
    .values({
      industryId,
      name: 'Dispatcher without reports',
      permissions: current!.permissions.filter((p) => p !== 'list-industry-report'),
    })
    .returning({ id: roles.id });
  await db.update(users).set({ roleId: role!.id }).where(eq(users.id, staff!.id));
}
