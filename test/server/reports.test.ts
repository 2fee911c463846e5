import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_TOP_ROWS } from '../../server/insight/topRows';
import { TREND_LANES } from '../../server/reports/laneCost';
import { resultRows } from '../../server/tracking/batchSql';
import type { Report } from '../../src/domain/schemas/insight';
import { fetchPdf, fetchPdfIn } from './documentPdf';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs } from './lifecycleFixtures';
import { REPORT_MONTH, type ReportWorld, seedReportWorld, takeReportsFromStaff } from './reportFixtures';

let app: TestApp;
let refs: DemoRefs;
let world: ReportWorld;
let owner: string;
let plantUser: string;
let staff: string;

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  world = await seedReportWorld(app.database.db, refs);
  await takeReportsFromStaff(app.database.db, refs.industryId);
  [owner, plantUser, staff] = await Promise.all([
    loginAs(app, 'owner'),
    loginAs(app, 'plant'),
    loginAs(app, 'staff'),
  ]);
});

afterAll(async () => {
  await app?.close();
});

const month = `from=${REPORT_MONTH.from}&to=${REPORT_MONTH.to}`;
const report = async (kind: string, query: string, token = owner) => {
  const reply = await api<Report>(app, `/api/reports/${kind}?${query}`, { token });
  expect(reply.status).toBe(200);
  return reply.body;
};
const rowOf = (view: Report, column: string, value: string) =>
  view.table.rows.find((r) => r[column] === value);

describe('reports over a month of known orders', () => {
  it('scores each transporter: placement, on-time pickup and delivery, detention, bidding, alerts per 1,000 km', async () => {
    const view = await report('transporter-scorecard', `${month}&plant=${world.plantId}`);
    expect(view.filters).toEqual({ ...REPORT_MONTH, plant: world.plantId });
    expect(view.chart).toEqual({
      type: 'bar',
      x: 'transporter',
      series: ['onTimePickupPct', 'onTimeDeliveryPct', 'placementPct'],
    });
    expect(rowOf(view, 'transporter', world.t1Name)).toEqual({
      transporter: world.t1Name,
      orders: 4,
      placementPct: 50,
      onTimePickupPct: 50,
      onTimeDeliveryPct: 50,
      detentionHours: 6,
      participationPct: 50,
      winRatePct: 100,
      winningBidVsCeilingPct: 83.3,
      alertsPer1000Km: Math.round((2000 / (2 * world.laneKm)) * 100) / 100,
    });
    expect(rowOf(view, 'transporter', world.t2Name)).toEqual({
      transporter: world.t2Name,
      orders: 2,
      placementPct: 50,
      onTimePickupPct: 100,
      onTimeDeliveryPct: null,
      detentionHours: 0,
      participationPct: 100,
      winRatePct: 50,
      winningBidVsCeilingPct: 80,
      alertsPer1000Km: Math.round((1000 / world.laneKm) * 100) / 100,
    });
    expect(view.table.rows).toHaveLength(2);
  });

  it('scores a transporter that was only invited, or whose only order was cancelled, with no figures from orders', async () => {
    // December 2024: both invited to one request; the first bid, won it and was given its order, the second
    // neither bid nor carried anything.
    const december = await report(
      'transporter-scorecard',
      `from=2024-12-01&to=2024-12-31&plant=${world.plantId}`,
    );
    const none = {
      orders: 0,
      placementPct: null,
      onTimePickupPct: null,
      onTimeDeliveryPct: null,
      detentionHours: 0,
    };
    expect(december.table.rows.map((r) => r.transporter)).toEqual([world.t1Name, world.t2Name]);
    expect(rowOf(december, 'transporter', world.t1Name)).toMatchObject({
      orders: 1,
      participationPct: 100,
      winRatePct: 100,
      winningBidVsCeilingPct: 86.7,
    });
    expect(rowOf(december, 'transporter', world.t2Name)).toEqual({
      transporter: world.t2Name,
      ...none,
      participationPct: 0,
      winRatePct: null,
      winningBidVsCeilingPct: null,
      alertsPer1000Km: null,
    });
    expect(december.byLane?.rows.map((r) => [r.transporter, r.orders])).toEqual([[world.t1Name, 1]]);
    // February 2025: the second's one order was cancelled; a row, nothing counted, and no lane.
    const february = await report(
      'transporter-scorecard',
      `from=2025-02-01&to=2025-02-28&plant=${world.plantId}`,
    );
    expect(february.table.rows).toEqual([
      {
        transporter: world.t2Name,
        ...none,
        participationPct: null,
        winRatePct: null,
        winningBidVsCeilingPct: null,
        alertsPer1000Km: null,
      },
    ]);
    expect(february.byLane?.rows).toEqual([]);
  });

  it('gives each transporter’s on-time pickup and delivery by lane, as a direct count of its orders finds', async () => {
    const byLane = (view: Report) =>
      new Map((view.byLane?.rows ?? []).map((r) => [`${r.transporter} | ${r.lane}`, r]));
    // The known month: every order runs the one lane of the report's plant.
    const known = await report('transporter-scorecard', `${month}&plant=${world.plantId}`);
    expect(known.byLane?.columns.map((c) => c.key)).toEqual([
      'transporter',
      'lane',
      'orders',
      'pickups',
      'onTimePickupPct',
      'deliveries',
      'onTimeDeliveryPct',
    ]);
    const knownLanes = byLane(known);
    expect(knownLanes.size).toBe(2);
    const lane = String(known.byLane!.rows[0]!.lane);
    expect(lane).toMatch(/^Rewa Reports Works → /);
    // The same figures as the transporters' rows: one lane each.
    expect(knownLanes.get(`${world.t1Name} | ${lane}`)).toMatchObject({
      orders: 4,
      onTimePickupPct: 50,
      onTimeDeliveryPct: 50,
    });
    expect(knownLanes.get(`${world.t2Name} | ${lane}`)).toMatchObject({
      orders: 2,
      onTimePickupPct: 100,
      onTimeDeliveryPct: null,
    });

    // The demo's recent months, many lanes: every figure against the orders counted one by one here. Each fact
    // is dated when it happened, as the report dates it: an order by its planned pickup, a pickup and a delivery
    // when they were made (an order planned before the range may be delivered within it).
    const recent = await report('transporter-scorecard', '');
    const { from, to } = recent.filters;
    const indianDay = (at: string) => new Date(Date.parse(at) + 330 * 60_000).toISOString().slice(0, 10);
    const within = (at: string | null) => at !== null && from <= indianDay(at) && indianDay(at) <= to;
    const orderRows = resultRows<{
      transporter: string;
      lane: string;
      status: string;
      pickup_at: string;
      reported_at: string | null;
      delivered_at: string | null;
      due_at: string | null;
    }>(
      await app.database.db.execute(sql`
        select t.name as transporter, p.name || ' → ' || c.name as lane, o.status,
               o.pickup_at::text, o.delivered_at::text, o.due_at::text,
               (case when o.direction = 'outbound' then coalesce(o.at_gate_at, o.gate_in_at) else o.in_transit_at end)::text as reported_at
          from orders o join plants p on p.id = o.plant_id join transporters t on t.id = o.transporter_id
          join cities c on c.id = case when o.direction = 'outbound' then o.destination_city_id else o.origin_city_id end
         where o.industry_id = ${refs.industryId}`),
    );
    const counted = new Map<
      string,
      { orders: number; pickups: number; onTimePickups: number; deliveries: number; onTimeDeliveries: number }
    >();
    for (const o of orderRows) {
      const key = `${o.transporter} | ${o.lane}`;
      const c = counted.get(key) ?? {
        orders: 0,
        pickups: 0,
        onTimePickups: 0,
        deliveries: 0,
        onTimeDeliveries: 0,
      };
      if (o.status !== 'cancelled' && within(o.pickup_at)) c.orders++;
      if (within(o.reported_at)) {
        c.pickups++;
        if (Date.parse(o.reported_at!) <= Date.parse(o.pickup_at) + 2 * 3_600_000) c.onTimePickups++;
      }
      if (o.due_at && within(o.delivered_at)) {
        c.deliveries++;
        if (Date.parse(o.delivered_at!) <= Date.parse(o.due_at)) c.onTimeDeliveries++;
      }
      counted.set(key, c);
    }
    const share = (met: number, of: number) => (of === 0 ? null : Math.round((1000 * met) / of) / 10);
    const expected = [...counted].filter(([, c]) => c.orders > 0 || c.pickups > 0 || c.deliveries > 0);
    const lanes = byLane(recent);
    expect(new Set([...lanes.values()].map((r) => r.lane)).size).toBeGreaterThan(1);
    expect(lanes.size).toBe(expected.length);
    for (const [key, c] of expected)
      expect(lanes.get(key), key).toMatchObject({
        orders: c.orders,
        pickups: c.pickups,
        onTimePickupPct: share(c.onTimePickups, c.pickups),
        deliveries: c.deliveries,
        onTimeDeliveryPct: share(c.onTimeDeliveries, c.deliveries),
      });
    // A transporter filtered: its lanes alone.
    const one = await report('transporter-scorecard', `transporter=${refs.transporterId}`);
    const theirs = [...lanes.values()].filter((r) => r.transporter === one.table.rows[0]?.transporter);
    expect(one.byLane?.rows).toEqual(theirs);
  });

  it('costs the lane per tonne and per km, with its trend and service', async () => {
    const view = await report('lane-cost', `${month}&plant=${world.plantId}`);
    expect(view.table.rows).toHaveLength(1);
    const lane = view.table.rows[0]!;
    expect(lane.lane).toMatch(/^Rewa Reports Works → /);
    // Six orders invoiced in the month (the cancelled one is not): ₹3,38,000 over 70 t and six trips of the lane.
    expect(lane).toMatchObject({
      orders: 6,
      tonnes: 70,
      spendPaise: 33_800_000,
      costPerTonnePaise: 482_857,
      costPerKmPaise: Math.round(33_800_000 / (6 * world.laneKm)),
      // Its first week (from Monday 30 December) at ₹5,000 a tonne, its latest (from 20 January) at ₹4,800.
      latestCostPerTonnePaise: 480_000,
      costPerTonneChangePct: -4,
      latestCostPerKmPaise: Math.round(4_800_000 / world.laneKm),
      onTimePickupPct: 66.7,
      onTimeDeliveryPct: 50,
    });
    expect(lane.km).toBeCloseTo(6 * world.laneKm, 1);
    // A month reads week by week: the lane's cost in every week the month touches, a gap where it moved nothing.
    expect(view.chart).toMatchObject({
      type: 'line',
      x: 'week',
      by: 'lane',
      series: ['costPerTonnePaise', 'costPerKmPaise'],
    });
    expect(view.chart.top).toBeUndefined();
    expect(view.chart.table?.rows.map((r) => [r.week, r.lane, r.costPerTonnePaise])).toEqual([
      ['2024-12-30', lane.lane, 500_000],
      ['2025-01-06', lane.lane, 475_000],
      ['2025-01-13', lane.lane, null],
      ['2025-01-20', lane.lane, 480_000],
      ['2025-01-27', lane.lane, null],
    ]);
    const perKm = view.chart.table!.rows.map((r) => r.costPerKmPaise);
    expect(lane.costPerKmChangePct).toBe(
      Math.round((1000 * ((perKm[3]! as number) - (perKm[0] as number))) / (perKm[0] as number)) / 10,
    );

    // Beyond a quarter, month by month: January's price is the month's whole; February's one order was
    // cancelled, so the lane has no price that month.
    const longer = await report('lane-cost', `from=2024-11-01&to=2025-03-31&plant=${world.plantId}`);
    expect(longer.chart.x).toBe('month');
    const months = longer.chart.table!.rows.filter((r) => r.lane === lane.lane);
    expect(months.map((r) => r.month)).toEqual(['2024-11', '2024-12', '2025-01', '2025-02', '2025-03']);
    expect(months.map((r) => r.costPerTonnePaise)).toEqual([null, expect.any(Number), 482_857, null, null]);
  });

  it('dates each fact of a lane when it happened: spend by invoice, pickups and deliveries when made', async () => {
    // From the 11th: the works' three orders planned for the 10th were invoiced on the 12th and two of them
    // delivered on the 12th and 13th (the first on time), but every pickup was made on the 10th.
    const view = await report('lane-cost', `from=2025-01-11&to=2025-01-31&plant=${world.plantId}`);
    expect(view.table.rows).toEqual([
      expect.objectContaining({
        orders: 4,
        spendPaise: 23_800_000,
        onTimePickupPct: null,
        onTimeDeliveryPct: 50,
      }),
    ]);
  });

  it('draws the trend of the busiest lanes by trips, and keeps every lane in the table', async () => {
    const year = await report('lane-cost', '');
    expect(year.table.rows.length).toBeGreaterThan(TREND_LANES);
    const drawn = [...new Set(year.chart.table!.rows.map((r) => r.lane))];
    expect(drawn).toHaveLength(TREND_LANES);
    expect(year.chart.top).toEqual({ count: TREND_LANES, by: 'orders' });
    const fewest = Math.min(
      ...year.table.rows.filter((r) => drawn.includes(r.lane)).map((r) => Number(r.orders)),
    );
    for (const row of year.table.rows.filter((r) => !drawn.includes(r.lane)))
      expect(Number(row.orders)).toBeLessThanOrEqual(fewest);
  });

  it('draws the top 15 lanes by spend in the spend-by-lane view’s chart, its table keeping every lane', async () => {
    const { filters } = await report('lane-cost', '');
    const reply = await api<Report>(
      app,
      `/api/dashboard/tiles/spend-by-lane?from=${filters.from}&to=${filters.to}`,
      { token: owner },
    );
    expect(reply.status).toBe(200);
    const { table, chart } = reply.body;
    expect(table.rows.length).toBeGreaterThan(CHART_TOP_ROWS);
    expect(chart.top).toEqual({ count: CHART_TOP_ROWS, by: 'spendPaise' });
    expect(chart.table?.rows).toEqual(table.rows.slice(0, CHART_TOP_ROWS));
  });

  it('counts savings against the ceiling and the lane’s previous price, and a transporter’s part alone', async () => {
    const view = await report('savings', `${month}&plant=${world.plantId}`);
    expect(view.table.rows).toHaveLength(1);
    expect(view.table.rows[0]).toMatchObject({
      awards: 2,
      vehicles: 3,
      ceilingPaise: 18_000_000,
      awardedPaise: 14_800_000,
      savingsVsCeilingPaise: 3_200_000,
      savingsPct: 17.8,
      // R1 at ₹50,000 a vehicle after December's ₹52,000 (× 2), R2 at ₹48,000 after R1's ₹50,000.
      savingsVsPreviousPaise: 600_000,
    });
    const theirs = await report('savings', `${month}&plant=${world.plantId}&transporter=${world.t2}`);
    expect(theirs.table.rows[0]).toMatchObject({
      awards: 1,
      vehicles: 1,
      savingsVsCeilingPaise: 1_200_000,
      savingsVsPreviousPaise: 200_000,
    });
  });

  it('times the gate: wait, turnaround with its 90th percentile, detention', async () => {
    const view = await report('gate-turnaround', `${month}&plant=${world.plantId}`);
    expect(view.table.rows).toEqual([
      {
        plant: 'Rewa Reports Works',
        trucks: 3,
        avgWaitMinutes: 30,
        avgTurnaroundMinutes: 670,
        p90TurnaroundMinutes: 1464,
        detentionTrucks: 1,
        detentionHours: 6,
      },
    ]);
  });

  it('keeps each order’s count of raised alerts, which the scorecard reads, as alerts are written and removed', async () => {
    const db = app.database.db;
    const countsOf = async (ids: number[], reader: Pick<typeof db, 'execute'> = db) =>
      resultRows<{ id: number; alerts_raised: number }>(
        await reader.execute(
          sql`select id, alerts_raised from orders where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
        ),
      ).map((row) => row.alerts_raised);
    const [a, b] = resultRows<{ id: number }>(
      await db.execute(sql`select id from orders where industry_id = ${refs.industryId} order by id limit 2`),
    ).map((row) => row.id);
    const before = await countsOf([a!, b!]);
    // Written and removed in a transaction that is then undone, so the other reports see the world unchanged.
    const undone = new Error('undo');
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into tracking_alerts (industry_id, order_id, kind, raised_at)
          values (${refs.industryId}, ${a}, 'late', now()), (${refs.industryId}, ${a}, 'off_route', now()),
                 (${refs.industryId}, ${b}, 'no_signal', now())`);
        expect(await countsOf([a!, b!], tx)).toEqual([before[0]! + 2, before[1]! + 1]);
        await tx.execute(
          sql`delete from tracking_alerts where order_id = ${a} and kind = 'late' and raised_at = now()`,
        );
        expect(await countsOf([a!, b!], tx)).toEqual([before[0]! + 1, before[1]! + 1]);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(await countsOf([a!, b!])).toEqual(before);
  });

  it('keeps each invitation’s count of bids and accepted amounts, which the scorecard reads, as bids change', async () => {
    const db = app.database.db;
    const [invitation] = resultRows<{ request_id: number; transporter_id: number }>(
      await db.execute(sql`select request_id, transporter_id from request_transporters
                            where industry_id = ${refs.industryId} order by request_id, transporter_id limit 1`),
    );
    const { request_id: requestId, transporter_id: transporterId } = invitation!;
    const countsIn = async (reader: Pick<typeof db, 'execute'>) => {
      const [row] = resultRows<{ bids: number; accepted_bids: number; accepted_paise: string | number }>(
        await reader.execute(sql`select bids, accepted_bids, accepted_paise from request_transporters
                                  where request_id = ${requestId} and transporter_id = ${transporterId}`),
      );
      return [row!.bids, row!.accepted_bids, Number(row!.accepted_paise)];
    };
    const [bids, accepted, paise] = await countsIn(db);
    const undone = new Error('undo');
    await expect(
      db.transaction(async (tx) => {
        const bid = (status: string, amount: number) =>
          sql`(${refs.industryId}, ${requestId}, ${transporterId}, ${amount}, 1, ${status}, now())`;
        await tx.execute(sql`insert into bids (industry_id, request_id, transporter_id, amount_paise, vehicle_count,
          status, placed_at) values ${bid('placed', 5_000_00)}, ${bid('withdrawn', 6_000_00)}`);
        expect(await countsIn(tx)).toEqual([bids! + 2, accepted, paise]);
        await tx.execute(sql`update bids set status = 'accepted' where request_id = ${requestId}
          and transporter_id = ${transporterId} and amount_paise = ${5_000_00} and status = 'placed'`);
        expect(await countsIn(tx)).toEqual([bids! + 2, accepted! + 1, paise! + 5_000_00]);
        // An edit writes the request's invitations again: each starts from the bids already placed.
        await tx.execute(sql`delete from request_transporters where request_id = ${requestId}`);
        await tx.execute(sql`insert into request_transporters (industry_id, request_id, transporter_id)
          values (${refs.industryId}, ${requestId}, ${transporterId})`);
        expect(await countsIn(tx)).toEqual([bids! + 2, accepted! + 1, paise! + 5_000_00]);
        await tx.execute(sql`delete from bids where request_id = ${requestId} and transporter_id = ${transporterId}
          and amount_paise in (${5_000_00}, ${6_000_00})`);
        expect(await countsIn(tx)).toEqual([bids, accepted, paise]);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(await countsIn(db)).toEqual([bids, accepted, paise]);
  });

  it('counts alerts by kind and transporter, per 1,000 km', async () => {
    const view = await report('alerts-by-transporter', `${month}&plant=${world.plantId}`);
    expect(rowOf(view, 'transporter', world.t1Name)).toMatchObject({
      noSignal: 0,
      longStop: 0,
      offRoute: 1,
      ewayBillExpiring: 0,
      late: 1,
      alerts: 2,
    });
    expect(rowOf(view, 'transporter', world.t2Name)).toMatchObject({ noSignal: 1, alerts: 1 });
  });
});

describe('who sees what', () => {
  it('never counts another industry’s orders, and keeps a plant user to their plants', async () => {
    const all = await report('transporter-scorecard', month);
    // The four at the new works and one at Satna; the other industry's order for the same transporter is not.
    expect(rowOf(all, 'transporter', world.t1Name)?.orders).toBe(5);
    const alerts = await report('alerts-by-transporter', month);
    expect(rowOf(alerts, 'transporter', world.t1Name)?.alerts).toBe(2);

    const theirs = await report('transporter-scorecard', month, plantUser);
    expect(rowOf(theirs, 'transporter', world.t1Name)).toMatchObject({ orders: 1, onTimeDeliveryPct: 100 });
    expect(rowOf(theirs, 'transporter', world.t2Name)).toBeUndefined();
    const elsewhere = await report('lane-cost', `${month}&plant=${world.plantId}`, plantUser);
    expect(elsewhere.table.rows).toEqual([]);
  });

  it('refuses a user without list-industry-report', async () => {
    const reply = await api(app, `/api/reports/savings?${month}`, { token: staff });
    expect(reply.status).toBe(403);
    expect(
      (
        await fetch(`${app.baseUrl}/api/reports/savings/export?format=csv`, {
          headers: { authorization: `Bearer ${staff}` },
        })
      ).status,
    ).toBe(403);
  });

  it('checks the dates: a range ending before it starts or longer than 366 days is refused by field', async () => {
    const backwards = await api<{ error: { fields: Record<string, string> } }>(
      app,
      '/api/reports/lane-cost?from=2025-02-01&to=2025-01-01',
      { token: owner },
    );
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.body.error.fields).sort()).toEqual(['from', 'to']);
    const long = await api<{ error: { fields: Record<string, string> } }>(
      app,
      '/api/reports/lane-cost?from=2024-01-01&to=2025-01-02',
      { token: owner },
    );
    expect(long.status).toBe(400);
    expect(long.body.error.fields.from).toMatch(/366/);
    expect((await api(app, '/api/reports/nonsense', { token: owner })).status).toBe(400);
    const unspecified = await report('gate-turnaround', '');
    expect(unspecified.filters.to).toBe(new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10));
    const days = (Date.parse(unspecified.filters.to) - Date.parse(unspecified.filters.from)) / 86_400_000;
    expect(days).toBe(89);
  });
});

describe('report files', () => {
  it('exports XLSX with headings, rupees as ₹ numbers, and the row count and length up front', async () => {
    const response = await fetch(
      `${app.baseUrl}/api/reports/lane-cost/export?format=xlsx&${month}&plant=${world.plantId}`,
      { headers: { authorization: `Bearer ${owner}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-row-count')).toBe('1');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="lane-cost-2025-01-01-to-2025-01-31.xlsx"',
    );
    const bytes = await response.arrayBuffer();
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Lane',
      'Orders',
      'Tonnes',
      'Km',
      'Spend',
      'Cost per tonne',
      'Cost per tonne, latest period',
      'Cost per tonne, change from first to latest period (%)',
      'Cost per km',
      'Cost per km, latest period',
      'Cost per km, change from first to latest period (%)',
      'On-time pickup (%)',
      'On-time delivery (%)',
    ]);
    const spend = sheet.getRow(2).getCell(5);
    expect(spend.value).toBe(338_000);
    expect(spend.numFmt).toContain('₹');
  });

  it('exports the scorecard’s on-time by lane as a second sheet', async () => {
    const response = await fetch(
      `${app.baseUrl}/api/reports/transporter-scorecard/export?format=xlsx&${month}&plant=${world.plantId}`,
      { headers: { authorization: `Bearer ${owner}` } },
    );
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    expect(book.worksheets.map((w) => w.name)).toEqual(['Transporter scorecard', 'On time by lane']);
    const sheet = book.worksheets[1]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Transporter',
      'Lane',
      'Orders',
      'Pickups',
      'On-time pickup (%)',
      'Deliveries',
      'On-time delivery (%)',
    ]);
    expect(sheet.actualRowCount).toBe(3);
    const t1 = [2, 3].map((n) => sheet.getRow(n)).find((r) => r.getCell(1).value === world.t1Name)!;
    expect(t1.getCell(3).value).toBe(4);
    expect(t1.getCell(5).value).toBe(50);
  });

  it('exports CSV in the reader’s language', async () => {
    await api(app, '/api/user/preferences', { token: owner, method: 'PUT', body: { language: 'hi' } });
    const response = await fetch(`${app.baseUrl}/api/reports/gate-turnaround/export?format=csv&${month}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    const text = await response.text();
    await api(app, '/api/user/preferences', { token: owner, method: 'PUT', body: { language: 'en' } });
    expect(response.status).toBe(200);
    const [header, ...lines] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header!.split(',')[0]).toBe('प्लांट');
    expect(lines.find((l) => l.startsWith('Rewa Reports Works,'))).toBe(
      'Rewa Reports Works,3,30,670,1464,1,6',
    );
  });

  it('exports a PDF with the title, the filters and the figures', async () => {
    const pdf = await fetchPdf(
      app,
      `/api/reports/transporter-scorecard/export?format=pdf&${month}&plant=${world.plantId}`,
      owner,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('x-row-count')).toBe('2');
    expect(pdf.text).toContain('Transporter scorecard');
    expect(pdf.text).toContain('Period: 2025-01-01 to 2025-01-31');
    expect(pdf.text).toContain('Plant: Rewa Reports Works');
    expect(pdf.text).toContain(world.t1Name);
    expect(pdf.text).toContain('83.3 %');
    expect(pdf.text).toContain('On time by lane');
    expect(pdf.text).toContain('Rewa Reports Works -> ');
    expect(pdf.text).not.toMatch(/[\u0900-\u097F]/);
  });

  it('prints the PDF in Hindi for a reader who reads Hindi, money with the ₹ sign', async () => {
    const query = `${month}&plant=${world.plantId}`;
    const view = await report('savings', query);
    const pdf = await fetchPdfIn(app, 'hi', `/api/reports/savings/export?format=pdf&${query}`, owner);
    expect(pdf.status).toBe(200);
    const rupees = (paise: unknown) =>
      new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' }).format(Number(paise) / 100);
    // Words with a pre-base vowel sign or a reph read back in glyph order, so these are checked on plain ones.
    expect(pdf.text).toContain('बचत');
    expect(pdf.text).toContain(`${REPORT_MONTH.from} से ${REPORT_MONTH.to}`);
    expect(pdf.text).toContain('Rewa Reports Works');
    expect(pdf.text).toContain('सीमा के मुकाबले बचत');
    expect(pdf.text).toContain('आवंटन वाहन');
    const row = view.table.rows[0]!;
    expect(pdf.text).toContain(
      [row.ceilingPaise, row.awardedPaise, row.savingsVsCeilingPaise].map(rupees).join(' '),
    );
    for (const english of ['Savings', 'Period', 'Chart figures', 'INR', 'insight.columns'])
      expect(pdf.text).not.toContain(english);
  });
});
