import { eq, sql } from 'drizzle-orm';
import type { Database } from '../server/db/database';
import { industries } from '../server/db/schema/tenancy';
import { DEMO_INDUSTRY_NAME } from '../server/db/seed/demoAccounts';
import { DRIVERS, RTO } from '../server/db/seed/orders';
import { seedDemo } from '../server/db/seed/seedDemo';
import { translatorFor } from '../server/i18n/translator';
import { noticeText } from '../server/notifications/noticeText';
import { ORDER_STATUSES } from '../src/domain/statuses';
import { USER_TYPE } from '../src/domain/userTypes';

/**
 * The freight history of a big industry, written by the database itself (`generate_series`, a few statements
 * in one transaction) on top of the demo industry's plants, transporters, clients, vendors and cities: the
 * reports, dashboard and lists benchmarks all measure on it.
 *
 * Requests at a working shipper's ratios (4 in 10 orders come from an award, 1.5 vehicles a request) with their
 * drop-offs, four transporters invited and three bids each, the lowest accepted; the awards' orders and
 * offline ones for the rest, both directions (6 in 10 outbound). Most of it is history, spread evenly over
 * `days` and finished (closed, invoiced, delivered; a few cancelled or rejected); `recent` orders (and a share
 * of requests) fall in the last three days and the next one, and stand where the clock puts them: assigned, at
 * the gate, loading, on the road… Every step's time follows from the pickup (early or late at the gate, a wait,
 * time inside, the road), so the statuses, the gate passes and the timestamps agree. Beside them: gate events
 * for every pass, a tracking alert for about one trip in three, a live position for every truck on the road,
 * an invoice for every invoiced or closed order (with its receipt once paid), and a notification to the
 * industry's owners for every order and every request, worded as live ones are.
 */
/** Seeds the demo into a fresh database and answers its industry's id, which a history is written for. */
export async function seedDemoIndustry(db: Database): Promise<number> {
  await seedDemo(db, new Date());
  const [industry] = await db.select().from(industries).where(eq(industries.name, DEMO_INDUSTRY_NAME));
  return industry!.id;
}

export interface FreightHistory {
  /** Orders written in all, awarded and offline. */
  orders: number;
  /** Days of history they spread over, back from now. */
  days: number;
  /** Orders picked up in the last three days or due in the next one: the live part of the lists. */
  recent: number;
}

const HISTORY_ENDS = "now() - interval '4 days'";

/** A text[] literal of plain words (no quotes in them). */
const textArray = (words: readonly string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

/** Rows of the generated data an industry has, by table: what a benchmark prints beside its build time. */
export async function freightCounts(db: Database, industryId: number): Promise<Record<string, number>> {
  const [counts] = (
    (await db.execute(sql`select
        (select count(*) from orders where industry_id = ${industryId})::int as orders,
        (select count(*) from orders where industry_id = ${industryId}
           and status not in ('delivered', 'invoiced', 'closed', 'rejected', 'cancelled'))::int as active_orders,
        (select count(*) from requests where industry_id = ${industryId})::int as requests,
        (select count(*) from bids where industry_id = ${industryId})::int as bids,
        (select count(*) from gate_events where industry_id = ${industryId})::int as gate_events,
        (select count(*) from tracking_alerts where industry_id = ${industryId})::int as alerts,
        (select count(*) from tracking_latest where industry_id = ${industryId})::int as trucks_on_the_road,
        (select count(*) from notifications where industry_id = ${industryId})::int as notifications,
        (select count(*) from invoices where industry_id = ${industryId})::int as invoices`)) as {
      rows: Record<string, number>[];
    }
  ).rows;
  return Object.fromEntries(Object.entries(counts!).map(([name, n]) => [name, Number(n)]));
}

/** "1,00,000 orders, 26,667 requests, …" as a figure's note. */
export const countsNote = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .map(([name, n]) => `${n.toLocaleString('en-IN')} ${name.replaceAll('_', ' ')}`)
    .join(', ');

export async function seedFreight(db: Database, industryId: number, history: FreightHistory): Promise<void> {
  const requests = Math.round((history.orders * 0.4) / 1.5);
  const recentRequests = Math.max(20, Math.round((history.recent * 0.4) / 1.5));
  const days = history.days;
  await db.transaction(async (tx) => {
    const x = statementsOn(tx as unknown as Database, industryId);
    await bulkLoad(x);
    await x(`select setseed(0.42)`);
    // The industry's plants, transporters and parties, as arrays the generator picks from by index; the
    // highest ids before it, so that later statements know the generated rows from the demo's.
    await x(`create temporary table pick on commit drop as select
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
          where v.industry_id = :industry) as vendor_cities,
        ${textArray(RTO)} as rto, ${textArray(DRIVERS.map((d) => d.replaceAll("'", '')))} as drivers,
        (select coalesce(max(id), 0) from requests) as request_fence,
        (select coalesce(max(id), 0) from orders) as order_fence`);
    const at = (array: string, index: string) => `${array}[1 + (${index}) % cardinality(${array})]`;
    const newRequests = `r.industry_id = :industry and r.id > pick.request_fence`;
    // History ends four days back; the recent requests run from two days back to three ahead, and their
    // status is where their bidding window (three days to one day before the pickup) puts them now.
    await x(`insert into requests (industry_id, number, direction, kind, status, plant_id, client_id, vendor_id,
          pickup_address, pickup_city_id, pickup_at, bidding_starts_at, bidding_ends_at, ceiling_paise,
          vehicle_type, vehicle_count, quantity, weight_kg, created_at)
        select :industry,
          'REQ-' || case when s.direction = 'outbound' then 'OUT-' else 'IN-' end || to_char(s.pickup_at, 'YYMM') || '-'
            || lpad((row_number() over (partition by s.direction order by s.pickup_at))::text, 6, '0'),
          s.direction, 'regular',
          case when s.pickup_at < now() - interval '4 days' then
                 case when s.fate < 0.03 then 'cancelled' when s.fate < 0.07 then 'expired' else 'fulfilled' end
               when s.pickup_at - interval '3 days' > now() then 'draft'
               when s.pickup_at - interval '1 day' > now() then case when s.fate < 0.05 then 'draft' else 'open' end
               when s.pickup_at > now() then case when s.fate < 0.5 then 'closed' else 'awarded' end
               else 'awarded' end,
          ${at('pick.plants', 's.plant')},
          case when s.direction = 'outbound' then ${at('pick.clients', 's.party')} end,
          case when s.direction = 'inbound' then ${at('pick.vendors', 's.party')} end,
          'Gate 1', case when s.direction = 'outbound' then ${at('pick.plant_cities', 's.plant')}
                         else ${at('pick.vendor_cities', 's.party')} end,
          s.pickup_at, s.pickup_at - interval '3 days', s.pickup_at - interval '1 day',
          (30000 + s.size * 90000)::bigint * 100, (array['32 ft trailer','20 ft truck','Tempo'])[1 + s.party % 3],
          s.vehicles, s.vehicles * 20, s.vehicles * 20000, s.pickup_at - interval '4 days'
        from generate_series(1, ${requests + recentRequests}) g, pick,
          lateral (select case when random() < 0.6 then 'outbound' else 'inbound' end as direction,
                          (random() * 1000)::int as plant, (random() * 100000)::int as party, random() as fate,
                          case when g <= ${recentRequests}
                               then now() - interval '2 days' + random() * interval '5 days'
                               else ${HISTORY_ENDS} - random() * interval '${days - 4} days' end as pickup_at,
                          random() as size, 1 + (random() < 0.5)::int as vehicles, g as anchor offset 0) s`);
    await x(`insert into request_drop_offs (industry_id, request_id, seq, address, city_id, latitude, longitude)
        select :industry, r.id, 1, 'Drop', city.id, city.latitude, city.longitude
          from requests r cross join pick
          join cities city on city.id = case when r.direction = 'outbound'
            then ${at('pick.client_cities', 'r.id * 7')} else ${at('pick.plant_cities', 'array_position(pick.plants, r.plant_id) - 1')} end
         where ${newRequests}`);
    // Four transporters invited to each request but drafts, three of whom bid on all that were not left to
    // expire; an award accepts the lowest and rejects the rest.
    await x(`insert into request_transporters (industry_id, request_id, transporter_id)
        select :industry, r.id, ${at('pick.carriers', 'r.id + k')}
          from requests r cross join pick cross join generate_series(0, 3) k
         where ${newRequests} and r.status <> 'draft'`);
    await x(`insert into bids (industry_id, request_id, transporter_id, amount_paise, vehicle_count, status, placed_at)
        select :industry, r.id, ${at('pick.carriers', 'r.id + k')},
               (r.ceiling_paise * (0.97 - k * 0.04 - random() * 0.03))::bigint, r.vehicle_count,
               case when r.status in ('open', 'closed') then 'placed' when r.status = 'cancelled' then 'withdrawn'
                    when k = 2 then 'accepted' else 'rejected' end,
               r.bidding_starts_at + interval '1 hour'
          from requests r cross join pick cross join generate_series(0, 2) k
         where ${newRequests} and r.status not in ('draft', 'expired')
           and (r.status <> 'open' or r.bidding_starts_at + interval '1 hour' < now())`);
    await insertOrders(x, history, at);
    const newOrders = `o.industry_id = :industry and o.id > (select order_fence from pick)`;
    await x(`insert into gate_events (industry_id, order_id, plant_id, kind, at, vehicle_number)
        select o.industry_id, o.id, o.plant_id, 'gate_in', o.gate_in_at, o.vehicle_number from orders o
         where ${newOrders} and o.gate_in_at is not null
        union all
        select o.industry_id, o.id, o.plant_id, 'gate_out', o.gate_out_at, o.vehicle_number from orders o
         where ${newOrders} and o.gate_out_at is not null`);
    // About one alert for every three trips, cleared unless the trip is still on the road.
    await x(`insert into tracking_alerts (industry_id, order_id, kind, raised_at, cleared_at)
        select o.industry_id, o.id,
               (array['no_signal','long_stop','off_route','eway_bill_expiring','late'])[1 + floor(random() * 5)::int],
               least(now(), o.in_transit_at + random() * interval '20 hours'),
               case when o.status <> 'in_transit' then o.in_transit_at + interval '21 hours' end
          from orders o where ${newOrders} and o.in_transit_at is not null and random() < 0.33`);
    await x(`insert into tracking_latest (order_id, industry_id, seq, last_fix_at, latitude, longitude, source,
          eta_at, delay_minutes)
        select o.id, o.industry_id, o.id, now() - random() * interval '10 minutes', 23.1 + random(), 79.9 + random(),
               'gps', now() + (random() * 48 - 12) * interval '1 hour', (random() * 120)::int
          from orders o where ${newOrders} and o.status = 'in_transit'
        on conflict (order_id) do nothing`);
    await invoiceDeliveries(x, newOrders);
    await notifyOwners(tx as unknown as Database, x);
    await endBulkLoad(x);
  });
}

type Execute = (statement: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Runs the generator's statements for one industry; BENCH_TRACE=1 prints each one's time. */
const statementsOn =
  (db: Database, industryId: number): Execute =>
  async (statement) => {
    const start = performance.now();
    const result = (await db.execute(sql.raw(statement.replaceAll(':industry', String(industryId))))) as {
      rows: Record<string, unknown>[];
    };
    if (process.env.BENCH_TRACE)
      console.log(
        `${Math.round(performance.now() - start)} ms: ${statement.replace(/\s+/g, ' ').slice(0, 70)}`,
      );
    return result;
  };

/** The tables the generator writes millions of rows into. */
const LOADED = [
  'requests',
  'request_drop_offs',
  'request_transporters',
  'bids',
  'orders',
  'gate_events',
  'tracking_alerts',
  'tracking_latest',
  'notifications',
  'invoices',
  'receipts',
];
const loaded = `array[${LOADED.map((t) => `'${t}'`).join(',')}]`;

/**
 * A bulk load's manners, for this transaction: the foreign keys are not checked row by row (every id the
 * generator writes is picked from the industry's own rows): replica mode skips their checks, and the tables'
 * own statement triggers, which keep counts (bid tallies, an invitation's bids, an order's alerts), are set to
 * fire in it all the same. Row triggers are left to sleep: the one there is starts an invitation from the bids
 * already placed on its request, and every request here is new. The indexes that back no constraint are
 * dropped, to be built again once at the end (`endBulkLoad`), whatever a migration made them (trigram,
 * partial…). Unique keys stay, and keep the numbers unique.
 */
async function bulkLoad(x: Execute) {
  await x(`create temporary table counting_triggers on commit drop as
      select c.relname, t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where not t.tgisinternal and c.relname = any(${loaded}) and t.tgtype & 1 = 0 -- not FOR EACH ROW
  `);
  const { rows: triggers } = await x(`select relname, tgname from counting_triggers`);
  for (const { relname, tgname } of triggers)
    await x(`alter table "${relname}" enable always trigger "${tgname}"`);
  await x(`set local session_replication_role = replica`);
  // Numbering a million orders sorts them, and each index is built by one sort: in memory, not on disk.
  await x(`set local work_mem = '256MB'`);
  await x(`set local maintenance_work_mem = '512MB'`);
  await x(`create temporary table dropped_indexes on commit drop as
      select i.indexname, i.indexdef from pg_indexes i
       where i.schemaname = current_schema() and i.tablename = any(${loaded})
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  const { rows: indexes } = await x(`select indexname from dropped_indexes`);
  for (const { indexname } of indexes) await x(`drop index "${indexname}"`);
}

/** The indexes built again, and the counting triggers back to firing as they do outside a bulk load. */
async function endBulkLoad(x: Execute) {
  const { rows } = await x(`select indexdef from dropped_indexes`);
  for (const { indexdef } of rows) await x(String(indexdef));
  const { rows: triggers } = await x(`select relname, tgname from counting_triggers`);
  for (const { relname, tgname } of triggers) await x(`alter table "${relname}" enable trigger "${tgname}"`);
}

/**
 * The orders of the accepted bids (one a vehicle) and offline ones for the rest, numbered by direction in
 * pickup order (OUT-2511-0001234), each step's time drawn once and the status read off the clock.
 */
async function insertOrders(x: Execute, history: FreightHistory, at: (a: string, i: string) => string) {
  const awardedCount = `(select count(*) from requests r join bids b on b.request_id = r.id and b.status = 'accepted'
      cross join generate_series(1, 2) v, pick
     where r.industry_id = :industry and r.id > pick.request_fence and v <= r.vehicle_count)`;
  const recentAwarded = `(select count(*) from requests r join bids b on b.request_id = r.id and b.status = 'accepted'
      cross join generate_series(1, 2) v, pick
     where r.industry_id = :industry and r.id > pick.request_fence and v <= r.vehicle_count
       and r.pickup_at > ${HISTORY_ENDS})`;
  await x(`insert into orders (industry_id, number, direction, source, request_id, bid_id, plant_id, transporter_id,
        client_id, vendor_id, origin_city_id, destination_city_id, status, vehicle_number, driver_name, driver_phone,
        tracking_method, weight_kg, freight_paise, pickup_at, at_gate_at, gate_in_at, gate_out_at, in_transit_at,
        delivered_at, rejected_at, cancelled_at, reason, created_at, updated_at)
      select :industry,
        case when o.direction = 'outbound' then 'OUT-' else 'IN-' end || to_char(o.pickup_at, 'YYMM') || '-'
          || lpad(o.seq::text, 7, '0'),
        o.direction, o.source, o.request_id, o.bid_id, o.plant_id, o.transporter_id, o.client_id, o.vendor_id,
        o.origin_city_id, o.destination_city_id, s.status,
        case when s.status not in ('created', 'cancelled') then d.vehicle end,
        case when s.status not in ('created', 'cancelled') then d.driver end,
        case when s.status not in ('created', 'cancelled') then '9' || (100000000 + d.phone)::text end,
        case when s.status not in ('created', 'cancelled') then d.tracking end,
        o.weight_kg, o.freight_paise, o.pickup_at,
        case when s.moved and p.at_gate <= now() then p.at_gate end,
        case when s.moved and p.gate_in <= now() then p.gate_in end,
        case when s.moved and p.gate_out <= now() then p.gate_out end,
        case when s.moved and p.in_transit <= now() then p.in_transit end,
        case when s.moved and p.delivered <= now() then p.delivered end,
        case when s.status = 'rejected' then o.pickup_at - interval '1 day' end,
        case when s.status = 'cancelled' then o.pickup_at - interval '1 day' end,
        case when s.status = 'rejected' then 'Vehicle not fit for loading'
             when s.status = 'cancelled' then 'Dispatch plan changed' end,
        o.pickup_at - interval '2 days', least(now(), greatest(p.delivered, o.pickup_at))
      -- Numbered before the step times are drawn, so that the sort is of narrow rows.
      from (select u.*, row_number() over (partition by u.direction order by u.pickup_at) as seq from (
        select 'awarded' as source, r.id as request_id, b.id as bid_id, r.direction, r.plant_id, b.transporter_id,
               r.client_id, r.vendor_id, r.pickup_city_id as origin_city_id, d.city_id as destination_city_id,
               20000::float as weight_kg, b.amount_paise as freight_paise, r.pickup_at
          from requests r join bids b on b.request_id = r.id and b.status = 'accepted'
          join request_drop_offs d on d.request_id = r.id
          cross join generate_series(1, 2) v cross join pick
         where r.industry_id = :industry and r.id > pick.request_fence and v <= r.vehicle_count
        union all
        select 'offline', null, null, s.direction, ${at('pick.plants', 's.plant')}, ${at('pick.carriers', 's.carrier')},
               case when s.direction = 'outbound' then ${at('pick.clients', 's.party')} end,
               case when s.direction = 'inbound' then ${at('pick.vendors', 's.party')} end,
               case when s.direction = 'outbound' then ${at('pick.plant_cities', 's.plant')}
                    else ${at('pick.vendor_cities', 's.party')} end,
               case when s.direction = 'outbound' then ${at('pick.client_cities', 's.party')}
                    else ${at('pick.plant_cities', 's.plant')} end,
               (9 + s.size * 22)::int * 1000, (20000 + s.size * 100000)::bigint * 100, s.pickup_at
          from generate_series(1, greatest(0, ${history.orders} - ${awardedCount})) g, pick,
               lateral (select case when random() < 0.6 then 'outbound' else 'inbound' end as direction,
                               (random() * 1000)::int as plant, (random() * 100000)::int as party,
                               (random() * 1000)::int as carrier, random() as size,
                               case when g <= greatest(0, ${history.recent} - ${recentAwarded})
                                    then now() - interval '3 days' + random() * interval '4 days'
                                    else ${HISTORY_ENDS} - random() * interval '${history.days - 4} days' end
                                 as pickup_at, g as anchor offset 0) s
      ) u) o
      cross join pick
      cross join lateral (select random() as fate,
          (random() * 5 - 3) * interval '1 hour' as early,
          random() * random() * interval '4 hours' as wait,
          (1 + random() * random() * 40) * interval '1 hour' as inside,
          (8 + random() * 60) * interval '1 hour' as transit,
          0.7 + random() * 0.8 as pace,
          ${at('pick.rto', '(random() * 1000)::int')} || chr(65 + (random() * 25)::int) || chr(65 + (random() * 25)::int)
            || (1000 + (random() * 8999)::int)::text as vehicle,
          ${at('pick.drivers', '(random() * 1000)::int')} as driver, (random() * 899999999)::int as phone,
          (array['gps','gps','gps','sim','fastag'])[1 + floor(random() * 5)::int] as tracking,
          o.pickup_at as anchor offset 0) d
      cross join lateral (select
          case when o.direction = 'outbound' then o.pickup_at + d.early
               else o.pickup_at + d.early + d.transit end as at_gate,
          case when o.direction = 'outbound' then o.pickup_at + d.early + d.wait
               else o.pickup_at + d.early + d.transit + d.wait end as gate_in,
          case when o.direction = 'outbound' then o.pickup_at + d.early + d.wait + d.inside
               else o.pickup_at + d.early + d.transit + d.wait + d.inside end as gate_out,
          case when o.direction = 'outbound' then o.pickup_at + d.early + d.wait + d.inside + interval '15 minutes'
               else o.pickup_at + d.early end as in_transit,
          case when o.direction = 'outbound'
               then o.pickup_at + d.early + d.wait + d.inside + interval '15 minutes' + d.transit * d.pace
               else o.pickup_at + d.early + d.transit + d.wait + d.inside + interval '15 minutes' end as delivered
          offset 0) p
      cross join lateral (select t.status, t.status not in ('rejected', 'cancelled') as moved from (select
          case when o.pickup_at - interval '1 day' <= now() and d.fate < 0.03 then 'cancelled'
               when o.pickup_at - interval '1 day' <= now() and d.fate < 0.05 then 'rejected'
               when p.delivered <= now() - interval '20 days' then 'closed'
               when p.delivered <= now() - interval '5 days' then 'invoiced'
               when p.delivered <= now() then 'delivered'
               when o.direction = 'outbound' then
                 case when p.in_transit <= now() then 'in_transit' when p.gate_out <= now() then 'gate_out'
                      when p.gate_in + interval '20 minutes' <= now() then 'loading'
                      when p.gate_in <= now() then 'gate_in' when p.at_gate <= now() then 'at_gate'
                      when o.pickup_at - interval '1 day' <= now() then 'vehicle_assigned' else 'created' end
               else
                 case when p.gate_out <= now() then 'gate_out'
                      when p.gate_in + interval '20 minutes' <= now() then 'unloading'
                      when p.gate_in <= now() then 'gate_in' when p.at_gate <= now() then 'at_gate'
                      when p.in_transit <= now() then 'in_transit'
                      when o.pickup_at - interval '1 day' <= now() then 'vehicle_assigned' else 'created' end
          end as status offset 0) t) s`);
}

/**
 * The transporters' invoices of the invoiced and closed orders, as the demo's (server/db/seed/orders.ts): issued
 * two days after delivery, due 30 days later, one freight line of the order's amount with GST at the default
 * forward-charge rate (12 %), split by the rule of src/domain/gtaGst.ts: IGST 12 % from a transporter registered
 * in another state than the industry, else CGST and SGST at 6 % each. A closed order's invoice is closed and paid,
 * with its receipt on the due date; an invoiced one's stands anywhere along the way, a few paid already.
 */
async function invoiceDeliveries(x: Execute, newOrders: string) {
  await x(`insert into invoices (industry_id, order_id, order_number, transporter_id, number, financial_year, lines, amount_paise,
        rate_percent, tax_paise, cgst_paise, sgst_paise, igst_paise, place_of_supply, supplier_state_code,
        payable_paise, paid_paise, status, dispute_reason, issued_on, due_on, scheduled_on, created_at, updated_at)
      select o.industry_id, o.id, o.number, o.transporter_id, 'INV/' || extract(year from i.issued_on) || '/' || o.id,
             case when extract(month from i.issued_on) >= 4
                  then extract(year from i.issued_on) || '-' || lpad(((extract(year from i.issued_on)::int + 1) % 100)::text, 2, '0')
                  else (extract(year from i.issued_on)::int - 1) || '-' || lpad((extract(year from i.issued_on)::int % 100)::text, 2, '0') end,
             jsonb_build_array(jsonb_build_object('kind', 'freight', 'quantity', 1, 'ratePaise', o.freight_paise)),
             o.freight_paise, 12, t.tax, t.half, t.half, t.igst, g.place, g.supplier, o.freight_paise + t.tax,
             case when s.status in ('paid', 'closed') then o.freight_paise + t.tax else 0 end, s.status,
             case when s.status = 'disputed' then 'Detention charges not agreed' end,
             i.issued_on, i.issued_on + 30, case when s.status = 'scheduled' then i.issued_on + 30 end,
             i.issued_at, greatest(i.issued_at, least(now(), i.issued_at + interval '30 days'))
        from orders o
        cross join lateral (select o.delivered_at + interval '2 days' as issued_at,
            ((o.delivered_at + interval '2 days') at time zone 'Asia/Kolkata')::date as issued_on offset 0) i
        cross join lateral (select d.state_code as place, left(c.gstin, 2) as supplier
            from industries d, transporters c where d.id = o.industry_id and c.id = o.transporter_id offset 0) g
        cross join lateral (select h.igst, h.half, h.igst + 2 * h.half as tax
            from (select case when g.supplier <> g.place then round(o.freight_paise * 0.12)::bigint else 0 end as igst,
                         case when g.supplier <> g.place then 0 else round(o.freight_paise * 0.06)::bigint end as half) h
          offset 0) t
        cross join lateral (select case when o.status = 'closed' then 'closed'
            else (array['submitted','submitted','approved','approved','scheduled','disputed','paid'])[1 + floor(random() * 7)::int]
            end as status, o.id as anchor offset 0) s
       where ${newOrders} and o.status in ('invoiced', 'closed')`);
  // A UTR is recorded once per industry: nine digits from the invoice's id never meet the seed's eight. The
  // receipts are numbered on from the industry's highest (RCPT-000056…), and its series then continues after
  // them, as server/invoices/receiptNumbers.ts would have numbered them.
  const highest = `(select coalesce(max(substring(number from 6)::int), 0) from receipts where industry_id = :industry)`;
  await x(`insert into receipts (industry_id, invoice_id, number, amount_paise, paid_on, reference, created_at)
      select v.industry_id, v.id, 'RCPT-' || lpad(v.n::text, greatest(6, length(v.n::text)), '0'), v.paid_paise,
             p.paid_on, 'NEFT' || (100000000 + v.id), p.paid_on::timestamptz
        from (select v.*, ${highest} + row_number() over (order by v.id) as n from invoices v
               join orders o on o.id = v.order_id where ${newOrders} and v.paid_paise > 0) v
        -- On the due date, or today for the few paid early that fall due later.
        cross join lateral (select least(v.due_on, (now() at time zone 'Asia/Kolkata')::date) as paid_on) p`);
  await x(`insert into number_series (industry_id, series, last) select :industry, 'receipt', ${highest}
      on conflict (industry_id, series) do update set last = excluded.last`);
}

/**
 * A notification to each of the industry's owners for every generated order (its status as it stands) and
 * every request (a bid received), in the words live ones use (server/notifications/noticeText.ts), English;
 * older than a day read.
 */
async function notifyOwners(db: Database, x: Execute) {
  const words = translatorFor('en');
  const ORDER = '@@ORDER@@';
  const VEHICLE = '@@VEHICLE@@';
  const wording = ORDER_STATUSES.map((status) => ({
    status,
    title: noticeText(words, { type: 'orderStatus', number: ORDER, status, vehicleNumber: VEHICLE }).title,
    vehicle: noticeText(words, { type: 'orderStatus', number: ORDER, status, vehicleNumber: VEHICLE }).body,
    none: noticeText(words, { type: 'orderStatus', number: ORDER, status, vehicleNumber: null }).body,
  }));
  const bid = noticeText(words, { type: 'bidReceived', number: ORDER });
  await db.execute(sql`create temporary table notice_words on commit drop as
    select * from (values ${sql.join(
      wording.map((w) => sql`(${w.status}, ${w.title}, ${w.vehicle}, ${w.none})`),
      sql`, `,
    )}) as w(status, title, vehicle, none)`);
  await x(`insert into notifications (industry_id, user_id, kind, title, body, ref_id, direction, read_at, created_at)
      select :industry, u.id, 'order', replace(w.title, '@@ORDER@@', o.number),
             case when o.vehicle_number is null then w.none else replace(w.vehicle, '@@VEHICLE@@', o.vehicle_number) end,
             o.id, o.direction, case when o.updated_at < now() - interval '1 day' then o.updated_at end, o.updated_at
        from orders o join notice_words w on w.status = o.status
        cross join users u cross join pick
       where o.industry_id = :industry and o.id > pick.order_fence
         and u.industry_id = :industry and u.user_type = ${USER_TYPE.owner}
      union all
      select :industry, u.id, 'request', '${bid.title.replaceAll("'", "''")}',
             replace('${bid.body.replaceAll("'", "''")}', '@@ORDER@@', r.number), r.id, r.direction,
             case when r.bidding_starts_at < now() - interval '1 day' then r.bidding_starts_at + interval '1 hour' end,
             r.bidding_starts_at + interval '1 hour'
        from requests r cross join users u cross join pick
       where r.industry_id = :industry and r.id > pick.request_fence and r.status not in ('draft', 'expired')
         and r.bidding_starts_at < now()
         and u.industry_id = :industry and u.user_type = ${USER_TYPE.owner}`);
}
