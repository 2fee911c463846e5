import { performance } from 'node:perf_hooks';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { SignedInUser } from '../server/auth/signedInUser';
import type { Database } from '../server/db/database';
import { industries } from '../server/db/schema/tenancy';
import { DEMO_INDUSTRY_NAME } from '../server/db/seed/demoAccounts';
import { seedDemo } from '../server/db/seed/seedDemo';
import { indianDate } from '../server/indianDate';
import { type InsightScope, insightScope } from '../server/insight/measures';
import { promiseOrders } from '../server/orders/orderPromise';
import { runReport } from '../server/reports/reportCatalogue';
import { addDays } from '../src/domain/calendarDay';
import { PERMISSIONS } from '../src/domain/permissions';
import { REPORT_KINDS } from '../src/domain/schemas/insight';
import { USER_TYPE } from '../src/domain/userTypes';
import { reachable } from '../test/server/reachable';
import { type BenchDatabaseKind, openBenchDatabase } from './benchDatabase';
import { type Figure, median, percentile } from './report';

/**
 * Every report over a year and over a quarter of one industry with 200,000 orders (the demo industry, topped
 * up): requests with their drop-offs, invitations and bids, awarded orders and offline ones, every step's
 * time, gate passes and tracking alerts at a working shipper's ratios, written with `generate_series` in a few
 * statements. The orders are promised as the app promises them (orders/orderPromise.ts). Each report runs
 * BENCH_RUNS times (default 7) per range, straight on the database as the route runs it; the figures are the
 * median and p95. On PostgreSQL (127.0.0.1:5432, a database of its own) when it answers, and on PGlite.
 *
 * BENCH_REPORT_ORDERS (default 200000), BENCH_RUNS, BENCH_REPORT_DATABASES (default "postgres,pglite");
 * BENCH_EXPLAIN=1 prints each report's plan over the quarter (EXPLAIN ANALYZE), to see which indexes it reads.
 */
export const title = 'Reports over a year of 200,000 orders';

const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DATABASES = (process.env.BENCH_REPORT_DATABASES ?? 'postgres,pglite').split(',') as BenchDatabaseKind[];

/** A working shipper's ratios: 4 in 10 orders come from an award (1.5 vehicles a request). */
const REQUESTS = Math.round((ORDERS * 0.4) / 1.5);

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** A year of the industry's freight, written by the database itself. */
async function seedYear(db: Database, industryId: number): Promise<void> {
  const x = (statement: string) => db.execute(sql.raw(statement.replaceAll(':industry', String(industryId))));
  await x(`select setseed(0.42)`);
  // The industry's plants, transporters and parties, as arrays the generator picks from by index.
  await x(`create temporary table pick as select
      (select array_agg(id order by id) from plants where industry_id = :industry) as plants,
      (select array_agg(city_id order by id) from plants where industry_id = :industry) as plant_cities,
      (select array_agg(transporter_id order by transporter_id) from industry_transporters
        where industry_id = :industry and status = 'active') as carriers,
      (select array_agg(c.id order by a.id) from clients c join client_addresses a on a.client_id = c.id
        where c.industry_id = :industry) as clients,
      (select array_agg(a.city_id order by a.id) from clients c join client_addresses a on a.client_id = c.id
        where c.industry_id = :industry) as client_cities,
      (select array_agg(v.id order by a.id) from vendors v join vendor_addresses a on a.vendor_id = v.id
        where v.industry_id = :industry) as vendors,
      (select array_agg(a.city_id order by a.id) from vendors v join vendor_addresses a on a.vendor_id = v.id
        where v.industry_id = :industry) as vendor_cities`);
  const at = (array: string, index: string) => `${array}[1 + (${index}) % cardinality(${array})]`;
  await x(`insert into requests (industry_id, number, direction, kind, status, plant_id, client_id, vendor_id,
        pickup_address, pickup_city_id, pickup_at, bidding_starts_at, bidding_ends_at, ceiling_paise, vehicle_type,
        vehicle_count, quantity, weight_kg)
      select :industry, 'BR-' || g, s.direction, 'regular', 'fulfilled', ${at('pick.plants', 's.plant')},
        case when s.direction = 'outbound' then ${at('pick.clients', 's.party')} end,
        case when s.direction = 'inbound' then ${at('pick.vendors', 's.party')} end,
        'Gate 1', case when s.direction = 'outbound' then ${at('pick.plant_cities', 's.plant')}
                       else ${at('pick.vendor_cities', 's.party')} end,
        s.pickup_at, s.pickup_at - interval '3 days', s.pickup_at - interval '2 days',
        (30000 + s.size * 90000)::bigint * 100, (array['32 ft trailer','20 ft truck','Tempo'])[1 + s.party % 3],
        s.vehicles, s.vehicles * 20, s.vehicles * 20000
      from generate_series(1, ${REQUESTS}) g, pick,
        lateral (select case when random() < 0.6 then 'outbound' else 'inbound' end as direction,
                        (random() * 1000)::int as plant, (random() * 100000)::int as party,
                        now() - random() * interval '365 days' as pickup_at, random() as size,
                        1 + (random() < 0.5)::int as vehicles, g as anchor) s`);
  await x(`insert into request_drop_offs (industry_id, request_id, seq, address, city_id, latitude, longitude)
      select :industry, r.id, 1, 'Drop', city.id, city.latitude, city.longitude
        from requests r cross join pick
        join cities city on city.id = case when r.direction = 'outbound'
          then ${at('pick.client_cities', 'r.id * 7')} else ${at('pick.plant_cities', 'array_position(pick.plants, r.plant_id) - 1')} end
       where r.industry_id = :industry and r.number like 'BR-%'`);
  // Four transporters invited to each request, three of whom bid; the lowest bid wins.
  await x(`insert into request_transporters (industry_id, request_id, transporter_id)
      select :industry, r.id, ${at('pick.carriers', 'r.id + k')}
        from requests r cross join pick cross join generate_series(0, 3) k
       where r.industry_id = :industry and r.number like 'BR-%'`);
  await x(`insert into bids (industry_id, request_id, transporter_id, amount_paise, vehicle_count, status, placed_at)
      select :industry, r.id, ${at('pick.carriers', 'r.id + k')},
             (r.ceiling_paise * (0.97 - k * 0.04 - random() * 0.03))::bigint, r.vehicle_count,
             case when k = 2 then 'accepted' else 'rejected' end, r.bidding_starts_at + interval '1 hour'
        from requests r cross join pick cross join generate_series(0, 2) k
       where r.industry_id = :industry and r.number like 'BR-%'`);
  // Each award a vehicle an order; offline orders make up the rest.
  await x(`insert into orders (industry_id, number, direction, source, request_id, bid_id, plant_id, transporter_id,
        client_id, vendor_id, origin_city_id, destination_city_id, weight_kg, freight_paise, pickup_at)
      select :industry, 'BA-' || b.id || '-' || v, r.direction, 'awarded', r.id, b.id, r.plant_id, b.transporter_id,
             r.client_id, r.vendor_id, r.pickup_city_id, d.city_id, 20000, b.amount_paise, r.pickup_at
        from requests r join bids b on b.request_id = r.id and b.status = 'accepted'
        join request_drop_offs d on d.request_id = r.id
        cross join generate_series(1, 2) v
       where r.industry_id = :industry and r.number like 'BR-%' and v <= r.vehicle_count`);
  await x(`insert into orders (industry_id, number, direction, source, plant_id, transporter_id, client_id, vendor_id,
        origin_city_id, destination_city_id, weight_kg, freight_paise, pickup_at)
      select :industry, 'BO-' || g, s.direction, 'offline', ${at('pick.plants', 's.plant')},
             ${at('pick.carriers', 's.carrier')},
             case when s.direction = 'outbound' then ${at('pick.clients', 's.party')} end,
             case when s.direction = 'inbound' then ${at('pick.vendors', 's.party')} end,
             case when s.direction = 'outbound' then ${at('pick.plant_cities', 's.plant')}
                  else ${at('pick.vendor_cities', 's.party')} end,
             case when s.direction = 'outbound' then ${at('pick.client_cities', 's.party')}
                  else ${at('pick.plant_cities', 's.plant')} end,
             (9 + s.size * 22)::int * 1000, (20000 + s.size * 100000)::bigint * 100, s.pickup_at
        from generate_series(1, ${ORDERS} - (select count(*) from orders where industry_id = :industry and number like 'BA-%')) g,
             pick,
             lateral (select case when random() < 0.6 then 'outbound' else 'inbound' end as direction,
                             (random() * 1000)::int as plant, (random() * 100000)::int as party,
                             (random() * 1000)::int as carrier, random() as size,
                             now() - random() * interval '365 days' as pickup_at, g as anchor) s`);
  // Where each order got to, and when each step happened: most delivered, a few late, some detained.
  await x(`update orders o set
        status = s.status,
        vehicle_number = case when s.status <> 'cancelled' then 'MP19BN' || lpad((o.id % 10000)::text, 4, '0') end,
        at_gate_at = case when s.status in ('cancelled', 'rejected') then null
          when o.direction = 'outbound' then o.pickup_at + s.early
          else o.pickup_at + s.early + s.transit end,
        gate_in_at = case when s.status in ('cancelled', 'rejected', 'in_transit') and o.direction = 'inbound' then null
          when s.status in ('cancelled', 'rejected') then null
          when o.direction = 'outbound' then o.pickup_at + s.early + s.wait
          else o.pickup_at + s.early + s.transit + s.wait end,
        gate_out_at = case when s.status in ('cancelled', 'rejected') then null
          when s.status = 'in_transit' and o.direction = 'inbound' then null
          when o.direction = 'outbound' then o.pickup_at + s.early + s.wait + s.inside
          else o.pickup_at + s.early + s.transit + s.wait + s.inside end,
        in_transit_at = case when s.status in ('cancelled', 'rejected') then null
          when o.direction = 'outbound' then o.pickup_at + s.early + s.wait + s.inside + interval '15 minutes'
          else o.pickup_at + s.early end,
        delivered_at = case when s.status not in ('delivered', 'closed') then null
          when o.direction = 'outbound' then o.pickup_at + s.early + s.wait + s.inside + s.transit * s.pace
          else o.pickup_at + s.early + s.transit + s.wait + s.inside + interval '15 minutes' end,
        cancelled_at = case when s.status = 'cancelled' then o.pickup_at - interval '1 day' end,
        rejected_at = case when s.status = 'rejected' then o.pickup_at - interval '1 day' end
      from (select id,
              case when r < 0.04 then 'cancelled' when r < 0.06 then 'rejected' when r < 0.10 then 'in_transit'
                   when r < 0.55 then 'delivered' else 'closed' end as status,
              (random() * 5 - 3) * interval '1 hour' as early,
              random() * random() * interval '4 hours' as wait,
              (1 + random() * random() * 40) * interval '1 hour' as inside,
              (8 + random() * 60) * interval '1 hour' as transit,
              0.7 + random() * 0.8 as pace
            from (select id, random() as r from orders where industry_id = :industry and number like 'B_-%') q) s
      where o.id = s.id`);
  await x(`insert into gate_events (industry_id, order_id, plant_id, kind, at, vehicle_number)
      select industry_id, id, plant_id, 'gate_in', gate_in_at, vehicle_number from orders
       where industry_id = :industry and gate_in_at is not null and number like 'B_-%'
      union all
      select industry_id, id, plant_id, 'gate_out', gate_out_at, vehicle_number from orders
       where industry_id = :industry and gate_out_at is not null and number like 'B_-%'`);
  // About one alert for every three trips.
  await x(`insert into tracking_alerts (industry_id, order_id, kind, raised_at, cleared_at)
      select industry_id, id,
             (array['no_signal','long_stop','off_route','eway_bill_expiring','late'])[1 + floor(random() * 5)::int],
             in_transit_at + random() * interval '20 hours', in_transit_at + interval '21 hours'
        from orders where industry_id = :industry and in_transit_at is not null and number like 'B_-%'
         and random() < 0.33`);
  await x(`drop table pick`);
}

/** Each report's statement run under EXPLAIN ANALYZE, its plan printed. */
async function explain(db: Database, scope: InsightScope): Promise<void> {
  for (const report of REPORT_KINDS) {
    const explaining = {
      ...db,
      execute: async (statement: SQL) => {
        const plan = (await db.execute(sql`explain (analyze, costs off) ${statement}`)) as {
          rows: Record<string, string>[];
        };
        console.log(`--- ${report}\n${plan.rows.map((r) => Object.values(r)[0]).join('\n')}`);
        return { rows: [] };
      },
    } as unknown as Database;
    await runReport(explaining, report, scope);
  }
}

async function measure(kind: BenchDatabaseKind): Promise<Figure[]> {
  const { database, dispose } = await openBenchDatabase(kind);
  try {
    const db = database.db;
    await seedDemo(db);
    const [industry] = await db.select().from(industries).where(eq(industries.name, DEMO_INDUSTRY_NAME));
    const industryId = industry!.id;
    const seeding = await timed(() => seedYear(db, industryId));
    const promising = await timed(() => promiseOrders(db));
    await db.execute(sql`analyze`);
    const [counts] = (
      (await db.execute(sql`select
          (select count(*) from orders where industry_id = ${industryId})::int as orders,
          (select count(*) from requests where industry_id = ${industryId})::int as requests,
          (select count(*) from bids where industry_id = ${industryId})::int as bids,
          (select count(*) from gate_events where industry_id = ${industryId})::int as gate_events,
          (select count(*) from tracking_alerts where industry_id = ${industryId})::int as alerts`)) as {
        rows: Record<string, number>[];
      }
    ).rows;
    const owner: SignedInUser = {
      id: 0,
      userType: USER_TYPE.owner,
      industryId,
      transporterId: null,
      permissions: PERMISSIONS,
      plantIds: [],
      hasActivePlan: true,
      tokenHash: '',
    };
    const today = indianDate(new Date());
    const ranges = {
      year: { from: addDays(today, -365), to: today },
      quarter: { from: addDays(today, -91), to: today },
    };
    const figures: Figure[] = [
      {
        name: `${kind}: a year of freight written`,
        value: Math.round(seeding),
        unit: 'ms',
        note: Object.entries(counts!)
          .map(([name, n]) => `${Number(n).toLocaleString('en-IN')} ${name.replace('_', ' ')}`)
          .join(', '),
      },
      {
        name: `${kind}: every order promised (routes planned, due_at set)`,
        value: Math.round(promising),
        unit: 'ms',
      },
    ];
    if (process.env.BENCH_EXPLAIN) await explain(db, insightScope(owner, ranges.quarter));
    for (const report of REPORT_KINDS)
      for (const [range, filters] of Object.entries(ranges)) {
        const scope = insightScope(owner, filters);
        const times: number[] = [];
        let rows = 0;
        for (let i = 0; i < RUNS; i++)
          times.push(
            await timed(async () => {
              rows = (await runReport(db, report, scope)).table.rows.length;
            }),
          );
        figures.push({
          name: `${kind}: ${report}, ${range}, median`,
          value: Math.round(median(times)),
          unit: 'ms',
          note: `p95 ${Math.round(percentile(times, 0.95))} ms over ${RUNS} runs; ${rows} rows`,
        });
      }
    return figures;
  } finally {
    await dispose();
  }
}

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of DATABASES) {
    if (kind === 'postgres' && !(await reachable(5432))) {
      console.log('PostgreSQL did not answer on 127.0.0.1:5432: measuring PGlite only');
      continue;
    }
    console.log(`reports on ${kind}…`);
    figures.push(...(await measure(kind)));
  }
  return figures;
}
