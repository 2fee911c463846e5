import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDate } from '../../server/indianDate';
import { addDays } from '../../src/domain/calendarDay';
import type { DashboardTile, DashboardTiles } from '../../src/domain/schemas/insight';
import { readXlsx } from '../support/importFiles';
import { dashboardBook } from './dashboardFixtures';
import { fetchPdf } from './documentPdf';
import { csvRows, download } from './exportDownloads';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { plantUserWith } from './masters/signedInUsers';

let app: TestApp;
let book: Awaited<ReturnType<typeof dashboardBook>>;
let owner: string;

beforeAll(async () => {
  app = await startTestApp();
  book = await dashboardBook(app);
  owner = book.ownerToken;
}, 120_000);
afterAll(async () => app?.close());

const tiles = async (token: string, query = '') => {
  const reply = await api<DashboardTiles>(app, `/api/dashboard/tiles${query}`, { token });
  expect(reply.status).toBe(200);
  return Object.fromEntries(reply.body.tiles.map((t) => [t.id, t]));
};
const tile = (token: string, id: string, query = '') =>
  api<DashboardTile>(app, `/api/dashboard/tiles/${id}${query}`, { token });
const column = (t: { rows: Record<string, unknown>[] }, key: string) => t.rows.map((r) => r[key]);

describe('trucks by status', () => {
  it('counts the running trucks by status and direction, every status of a trip in order', async () => {
    const { 'trucks-by-status': trucks } = await tiles(owner);
    expect(trucks!.figure).toBe(5);
    expect(trucks!.table.rows).toEqual([
      { status: 'vehicle_assigned', inbound: 0, outbound: 1, trucks: 1 },
      { status: 'at_gate', inbound: 0, outbound: 0, trucks: 0 },
      { status: 'gate_in', inbound: 0, outbound: 1, trucks: 1 },
      { status: 'loading', inbound: 0, outbound: 0, trucks: 0 },
      { status: 'unloading', inbound: 0, outbound: 0, trucks: 0 },
      { status: 'gate_out', inbound: 0, outbound: 0, trucks: 0 },
      { status: 'in_transit', inbound: 3, outbound: 0, trucks: 3 },
    ]);
    expect(trucks!.list).toBeUndefined();
  });

  it('lists the running trucks on its full view, the live ETA beside each', async () => {
    const reply = await tile(owner, 'trucks-by-status');
    expect(reply.status).toBe(200);
    expect(column(reply.body.list!, 'order')).toEqual(['B-1', 'B-5', 'B-3', 'B-2', 'B-4']);
    const b2 = reply.body.list!.rows.find((r) => r.order === 'B-2')!;
    expect(b2).toMatchObject({
      direction: 'inbound',
      status: 'in_transit',
      plant: 'Jabalpur Flour Mill',
      delayMinutes: 15,
    });
    expect(b2.eta).toMatch(/^\d{4}-\d\d-\d\d 05:00$/);
  });

  it('ignores the date range and follows the plant and the transporter', async () => {
    const old = await tiles(owner, '?from=2024-01-01&to=2024-01-31');
    expect(old['trucks-by-status']!.figure).toBe(5);
    const idw = await tiles(owner, `?plant=${book.plants.idw.id}`);
    expect(idw['trucks-by-status']!.figure).toBe(3);
    const ta = await tile(owner, 'trucks-by-status', `?transporter=${book.transporters.ta.id}`);
    expect(column(ta.body.list!, 'order')).toEqual(['B-1', 'B-3', 'B-4']);
  });
});

describe('arrivals today', () => {
  it('counts the trucks expected at each plant today, busiest plant first', async () => {
    const { 'arrivals-today': arrivals } = await tiles(owner);
    expect(arrivals!.figure).toBe(3);
    expect(arrivals!.table.rows).toEqual([
      { plant: 'Jabalpur Flour Mill', inbound: 1, outbound: 1, trucks: 2 },
      { plant: 'Indore Cold Store', inbound: 1, outbound: 0, trucks: 1 },
    ]);
  });

  it('lists the trucks by the time they are expected: inbound by ETA or plan, outbound by pickup', async () => {
    const reply = await tile(owner, 'arrivals-today');
    const rows = reply.body.list!.rows;
    expect(column(reply.body.list!, 'order')).toEqual(['B-4', 'B-1', 'B-2']);
    expect(rows.map((r) => String(r.expectedAt).slice(11))).toEqual(['01:00', '03:00', '05:00']);
  });
});

describe('alerts today', () => {
  it('counts the alerts raised today by kind, the commonest first, with those still open', async () => {
    const { 'alerts-today': alerts } = await tiles(owner);
    expect(alerts!.figure).toBe(3);
    expect(alerts!.table.rows).toEqual([
      { alertKind: 'no_signal', alerts: 1, openAlerts: 0 },
      { alertKind: 'off_route', alerts: 1, openAlerts: 1 },
      { alertKind: 'late', alerts: 1, openAlerts: 1 },
      { alertKind: 'long_stop', alerts: 0, openAlerts: 0 },
      { alertKind: 'eway_bill_expiring', alerts: 0, openAlerts: 0 },
      { alertKind: 'container_free_days', alerts: 0, openAlerts: 0 },
    ]);
  });

  it('lists each alert, newest first, with its order and truck', async () => {
    const reply = await tile(owner, 'alerts-today');
    expect(reply.body.list!.rows.map((r) => [r.alertKind, r.order])).toEqual([
      ['no_signal', 'B-2'],
      ['off_route', 'B-4'],
      ['late', 'B-2'],
    ]);
    expect(reply.body.list!.rows[0]).toMatchObject({
      vehicle: 'MP20DB1002',
      clearedAt: expect.stringMatching(/00:30$/),
    });
  });
});

describe('bids awaiting award', () => {
  it('lists the closed requests with standing bids, the longest waiting first, with L1 and its bidder', async () => {
    const { 'bids-awaiting-award': waiting } = await tiles(owner);
    expect(waiting!.figure).toBe(2);
    const [r1, r2] = waiting!.table.rows;
    expect(r1).toMatchObject({
      request: 'B-REQ-1',
      bids: 2,
      l1Paise: 4_200_000,
      l1Transporter: book.transporters.tb.name,
      ceilingPaise: 5_000_000,
    });
    expect(r1!.waitingMinutes).toBeGreaterThanOrEqual(119);
    expect(r2).toMatchObject({ request: 'B-REQ-2', direction: 'inbound', bids: 1, l1Paise: 3_000_000 });
  });

  it('keeps the requests the chosen transporter bid on', async () => {
    const tc = await tile(owner, 'bids-awaiting-award', `?transporter=${book.transporters.tc.id}`);
    expect(tc.body.figure).toBe(0);
    const tb = await tile(owner, 'bids-awaiting-award', `?transporter=${book.transporters.tb.id}`);
    expect(column(tb.body.table, 'request')).toEqual(['B-REQ-1']);
  });
});

/** The Monday ("YYYY-MM-DD") of the Indian week an instant falls in. */
const weekOf = (ms: number) => {
  const day = indianDate(new Date(ms));
  return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
};
const DAY = 86_400_000;

const HOUR = 3_600_000;

/** The book's pickups and deliveries: when each was made (after today's Indian midnight) and whether on time. */
const PICKUPS: [number, boolean][] = [
  [-10 * DAY + HOUR, true],
  [-10 * DAY + 5 * HOUR, false],
  [-3 * DAY + HOUR, true],
  [HOUR, false],
];
const DELIVERIES: [number, boolean][] = [
  [-8 * DAY, true],
  [-5 * DAY, false],
  [-2 * DAY, true],
  [6 * HOUR, false],
];
/** How many of `made` fall in `week`, and the share of those on time. */
const madeIn = (made: [number, boolean][], week: unknown) => {
  const those = made.filter(([ms]) => weekOf(book.todayAt + ms) === week);
  const onTime = those.filter(([, yes]) => yes).length;
  return [those.length, those.length === 0 ? null : Math.round((1000 * onTime) / those.length) / 10];
};

/** The days around the one the order done today was planned for, 40 days ago. */
const lastMonth = () => `?from=${addDays(book.today, -42)}&to=${addDays(book.today, -38)}`;

describe('on-time trend', () => {
  it('measures on-time pickup and delivery in the week each was made, every week of the range a row', async () => {
    const { 'on-time-trend': trend } = await tiles(owner);
    // Two of the four deliveries made in the range were on time, whenever their orders were planned.
    expect(trend!.figure).toBe(50);
    const weeks = column(trend!.table, 'week');
    expect(weeks[0]! <= trend!.filters.from && trend!.filters.from < addDays(String(weeks[0]), 7)).toBe(true);
    expect(weeks.length).toBeGreaterThanOrEqual(5);
    for (const row of trend!.table.rows) {
      const [pickups, onTimePickupPct] = madeIn(PICKUPS, row.week);
      const [deliveries, onTimeDeliveryPct] = madeIn(DELIVERIES, row.week);
      expect(row).toEqual({ week: row.week, pickups, onTimePickupPct, deliveries, onTimeDeliveryPct });
    }
    const quiet = trend!.table.rows.find((r) => r.week === weekOf(book.todayAt - 24 * DAY))!;
    expect(quiet).toMatchObject({
      pickups: 0,
      onTimePickupPct: null,
      deliveries: 0,
      onTimeDeliveryPct: null,
    });
  });

  it('counts today what was done today: not a pickup planned for today and not yet made', async () => {
    const today = await tile(owner, 'on-time-trend', `?from=${book.today}&to=${book.today}`);
    // B-1 is planned for 03:00 today and has not reported; the order planned 40 days ago reported at 01:00.
    expect(today.body.table.rows).toEqual([
      { week: weekOf(book.todayAt), pickups: 1, onTimePickupPct: 0, deliveries: 1, onTimeDeliveryPct: 0 },
    ]);
    expect(today.body.figure).toBe(0);
    const planned = await tile(owner, 'on-time-trend', lastMonth());
    expect(planned.body.table.rows.every((r) => r.pickups === 0 && r.deliveries === 0)).toBe(true);
    expect(planned.body.figure).toBeNull();
  });

  it('reads by month over a range longer than a quarter, with the same headline', async () => {
    const from = addDays(indianDate(new Date()), -119);
    const months = await tile(owner, 'on-time-trend', `?from=${from}`);
    expect(months.body.table.columns[0]).toEqual({ key: 'month', kind: 'month' });
    expect(column(months.body.table, 'month')).toEqual([...new Set(column(months.body.table, 'month'))]);
    expect(months.body.table.rows.length).toBeGreaterThanOrEqual(4);
    // The same orders as the weekly reading: they all fall within the longer range.
    const pickups = months.body.table.rows.reduce((sum, r) => sum + Number(r.pickups), 0);
    const { 'on-time-trend': weekly } = await tiles(owner);
    expect(pickups).toBeGreaterThanOrEqual(weekly!.table.rows.reduce((sum, r) => sum + Number(r.pickups), 0));
    expect(months.body.chart).toMatchObject({ type: 'line', x: 'month' });
  });
});

describe('spend', () => {
  it('adds up the freight invoiced in the range by lane, with what was paid in it, the largest first', async () => {
    const { 'spend-by-lane': lanes } = await tiles(owner);
    expect(lanes!.figure).toBe(21_000_000);
    expect(lanes!.table.rows).toEqual([
      {
        lane: 'Jabalpur Flour Mill → Indore',
        orders: 2,
        spendPaise: 10_000_000,
        sharePct: 47.6,
        perOrderPaise: 5_000_000,
        paidPaise: 7_000_000,
      },
      {
        lane: 'Jabalpur Flour Mill → Jabalpur',
        orders: 2,
        spendPaise: 9_000_000,
        sharePct: 42.9,
        perOrderPaise: 4_500_000,
        // Today's payment of today's invoice, and a part payment today of an invoice 57 days old.
        paidPaise: 5_000_000,
      },
      {
        lane: 'Indore Cold Store → Indore',
        orders: 1,
        spendPaise: 2_000_000,
        sharePct: 9.5,
        perOrderPaise: 2_000_000,
        paidPaise: 0,
      },
    ]);
  });

  it('adds it up by transporter, and narrows to one', async () => {
    const { 'spend-by-transporter': carriers } = await tiles(owner);
    expect(carriers!.table.rows.map((r) => [r.transporter, r.orders, r.spendPaise, r.paidPaise])).toEqual([
      [book.transporters.tb.name, 2, 9_000_000, 7_000_000],
      [book.transporters.ta.name, 2, 8_000_000, 1_000_000],
      [book.transporters.tc.name, 1, 4_000_000, 4_000_000],
    ]);
    const tb = await tile(owner, 'spend-by-lane', `?transporter=${book.transporters.tb.id}`);
    expect(tb.body.figure).toBe(9_000_000);
  });

  it('counts an invoice on its invoice date and a payment on its payment date, not on the planned pickup', async () => {
    const today = await tile(owner, 'spend-by-transporter', `?from=${book.today}&to=${book.today}`);
    expect(today.body.figure).toBe(4_000_000);
    expect(today.body.table.rows).toEqual([
      {
        transporter: book.transporters.tc.name,
        orders: 1,
        spendPaise: 4_000_000,
        sharePct: 100,
        perOrderPaise: 4_000_000,
        paidPaise: 4_000_000,
      },
      // Paid today on an invoice of 57 days ago: a payment of today, no spend of today.
      {
        transporter: book.transporters.ta.name,
        orders: 0,
        spendPaise: 0,
        sharePct: 0,
        perOrderPaise: null,
        paidPaise: 1_000_000,
      },
    ]);
    const planned = await tiles(owner, lastMonth());
    expect(planned['spend-by-lane']!.figure).toBe(0);
    expect(planned['spend-by-transporter']!.table.rows).toEqual([]);
  });

  it('follows the dates: a range before any freight spends nothing', async () => {
    const old = await tiles(owner, '?from=2024-01-01&to=2024-01-31');
    expect(old['spend-by-lane']!.figure).toBe(0);
    expect(old['spend-by-lane']!.table.rows).toEqual([]);
  });
});

describe('auction savings', () => {
  it("saves against the ceiling and against the lane's previous award, per week of the award", async () => {
    const { 'auction-savings': savings } = await tiles(owner);
    expect(savings!.figure).toBe(2_400_000);
    expect(savings!.table.columns[0]).toEqual({ key: 'week', kind: 'day' });
    const total = (key: string) => savings!.table.rows.reduce((sum, r) => sum + Number(r[key]), 0);
    expect([total('awards'), total('savingsVsCeilingPaise'), total('savingsVsPreviousPaise')]).toEqual([
      2, 2_400_000, 1_000_000,
    ]);
    const week = savings!.table.rows.find((r) => r.week === weekOf(book.todayAt - 7 * DAY))!;
    expect(Number(week.savingsVsPreviousPaise)).toBe(1_000_000);
  });

  it('dates an award by when it was made, not by its pickup', async () => {
    // The split award for six days ago was made seven days ago: only the award made three days ago is left.
    const since = await tile(owner, 'auction-savings', `?from=${addDays(book.today, -6)}`);
    expect(since.body.figure).toBe(400_000);
  });

  it('reads by month over a longer range, and keeps to a transporter’s part of each award', async () => {
    const from = addDays(indianDate(new Date()), -119);
    const months = await tile(owner, 'auction-savings', `?from=${from}`);
    expect(months.body.table.columns[0]).toEqual({ key: 'month', kind: 'month' });
    // The award 50 days ago is in this range too: 60,000 − 55,000 more against the ceiling.
    expect(months.body.figure).toBe(2_900_000);
    // Its part of each award only: one truck at 50,000 of the split award, 55,000 before it.
    const tb = await tile(owner, 'auction-savings', `?transporter=${book.transporters.tb.id}`);
    expect(tb.body.figure).toBe(1_000_000);
    const previous = tb.body.table.rows.reduce((sum, r) => sum + Number(r.savingsVsPreviousPaise), 0);
    expect(previous).toBe(500_000);
  });
});

describe('who sees what', () => {
  it('shows money only to those who may see it: left off the dashboard, refused on its page', async () => {
    const staff = await loginAs(app, 'staff');
    const seen = await tiles(staff);
    expect(Object.keys(seen)).toEqual([
      'trucks-by-status',
      'arrivals-today',
      'on-time-trend',
      'alerts-today',
      'bids-awaiting-award',
    ]);
    for (const id of ['spend-by-lane', 'spend-by-transporter', 'auction-savings'])
      expect((await tile(staff, id)).status).toBe(403);
    const everything = await tiles(owner);
    expect(Object.keys(everything)).toHaveLength(8);
  });

  it('keeps a plant user to their plants', async () => {
    const token = await plantUserWith(app, ['payment-summary'], [book.plants.idw.id], book.industryId);
    const mine = await tiles(token);
    expect(mine['trucks-by-status']!.figure).toBe(3);
    expect(mine['arrivals-today']!.table.rows).toEqual([
      { plant: 'Indore Cold Store', inbound: 1, outbound: 0, trucks: 1 },
    ]);
    expect(mine['alerts-today']!.figure).toBe(1);
    expect(column(mine['bids-awaiting-award']!.table, 'request')).toEqual(['B-REQ-2']);
    expect(mine['spend-by-lane']!.table.rows).toEqual([
      expect.objectContaining({ lane: 'Indore Cold Store → Indore', spendPaise: 2_000_000 }),
    ]);
    expect(mine['auction-savings']!.figure).toBe(0);
    // Asking for a plant not theirs narrows to nothing rather than widening.
    const other = await tiles(token, `?plant=${book.plants.jbp.id}`);
    expect(other['trucks-by-status']!.figure).toBe(0);
  });

  it("never shows one industry another's freight", async () => {
    const demo = await loginAs(app, 'owner');
    const full = await tile(demo, 'trucks-by-status');
    expect(full.body.figure).toBeGreaterThan(0);
    expect(full.body.list!.rows.some((r) => String(r.order).startsWith('B-'))).toBe(false);
    const alerts = await tile(demo, 'alerts-today');
    expect(alerts.body.list!.rows.some((r) => String(r.order).startsWith('B-'))).toBe(false);
    const theirPlant = await tiles(demo, `?plant=${book.plants.jbp.id}`);
    for (const t of Object.values(theirPlant)) expect(t.figure ?? 0).toBe(0);
  });

  it('refuses transporters', async () => {
    const transporter = await loginAs(app, 'transporter');
    expect((await api(app, '/api/dashboard/tiles', { token: transporter })).status).toBe(403);
  });
});

describe('filters', () => {
  it('resolves the default range to the last 30 days, today included', async () => {
    const { 'trucks-by-status': trucks } = await tiles(owner);
    const { from, to } = trucks!.filters;
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
  });

  it('refuses an end before the start, and a range over a year, naming the field', async () => {
    const backwards = await api<{ error: { fields: Record<string, string> } }>(
      app,
      '/api/dashboard/tiles?from=2026-03-10&to=2026-03-01',
      { token: owner },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields.to).toBeDefined();
    const long = await api<{ error: { fields: Record<string, string> } }>(
      app,
      '/api/dashboard/tiles/spend-by-lane?from=2024-01-01&to=2025-06-30',
      { token: owner },
    );
    expect(long.status).toBe(400);
    expect(long.body.error.fields.from).toMatch(/366 days/);
    expect((await tile(owner, 'no-such-tile')).status).toBe(400);
  });
});

describe('export', () => {
  it('writes the list behind a counted figure as CSV and XLSX, codes in words, headed in the reader’s language', async () => {
    const csv = await csvRows(app, '/api/dashboard/tiles/alerts-today/export?format=csv', owner);
    expect(csv.response.headers.get('x-row-count')).toBe('3');
    expect(csv.response.headers.get('content-disposition')).toMatch(/alerts-today-.*\.csv"$/);
    expect(csv.rows[0]).toEqual([
      'Raised at',
      'Alert',
      'Order',
      'Vehicle',
      'Plant',
      'Transporter',
      'Cleared at',
    ]);
    expect(csv.rows.slice(1).map((r) => [r[1], r[2]])).toEqual([
      ['No signal', 'B-2'],
      ['Off route', 'B-4'],
      ['Late', 'B-2'],
    ]);
    const { response, bytes } = await download(
      app,
      `/api/dashboard/tiles/trucks-by-status/export?format=xlsx&plant=${book.plants.idw.id}`,
      owner,
    );
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const sheet = await readXlsx(bytes);
    expect(sheet.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['Gate in', 'B-5'],
      ['In transit', 'B-3'],
      ['In transit', 'B-4'],
    ]);
  });

  it('writes a table of money in rupees, and prints a PDF of the chart’s figures', async () => {
    const { response, bytes } = await download(
      app,
      '/api/dashboard/tiles/spend-by-lane/export?format=xlsx',
      owner,
    );
    expect(response.headers.get('x-row-count')).toBe('3');
    const sheet = await readXlsx(bytes);
    expect(sheet[1]!.slice(0, 3)).toEqual(['Jabalpur Flour Mill → Indore', '2', '100000']);
    const pdf = await fetchPdf(app, '/api/dashboard/tiles/spend-by-transporter/export?format=pdf', owner);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain('Spend by transporter');
    expect(pdf.text).toContain(book.transporters.ta.name);
    expect(pdf.text).toContain('₹80,000.00');
  });

  it('refuses a money tile’s file to those who may not see money, and a bad format', async () => {
    const staff = await loginAs(app, 'staff');
    expect(
      (await download(app, '/api/dashboard/tiles/auction-savings/export?format=csv', staff)).response.status,
    ).toBe(403);
    expect(
      (await download(app, '/api/dashboard/tiles/alerts-today/export?format=docx', owner)).response.status,
    ).toBe(400);
  });
});
