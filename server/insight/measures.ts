import { type SQL, sql } from 'drizzle-orm';
import { addDays, daysBetween } from '../../src/domain/calendarDay';
import { DETENTION_FREE_HOURS } from '../../src/domain/freightAudit';
import type { InsightFilters } from '../../src/domain/schemas/insight';
import { USER_TYPE } from '../../src/domain/userTypes';
import { say } from '../../src/i18n/schemaMessages';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import { fieldErrors } from '../errors/httpError';
import { indianDate, startOfIndianDay } from '../indianDate';

/**
 * The definitions every figure of the dashboard and the reports is computed with, as SQL over the tables'
 * indexed columns, so a figure means the same wherever it is shown and a year of an industry's orders is
 * read in well under a second. The fragments read an order as `o`, its plant as `p` and the city at the other
 * end of its lane as `oc` (joined by `laneJoins`); a request as `r`. Money is integer paise, percentages 0–100.
 */

/** A report without dates covers the 90 days up to today; no report spans more than a year and a day. */
export const DEFAULT_RANGE_DAYS = 90;
export const MAX_RANGE_DAYS = 366;

/** The filters of one figure, its dates resolved to Indian calendar days, for the signed-in user. */
export interface InsightScope {
  user: SignedInUser;
  from: string;
  to: string;
  plant?: number;
  transporter?: number;
}

/**
 * The filters with their days resolved: the last `DEFAULT_RANGE_DAYS` up to today (India) where none were
 * given. A range that ends before it starts, or spans more than `MAX_RANGE_DAYS`, is a 400 naming its fields.
 */
export function insightScope(user: SignedInUser, filters: InsightFilters, now: Date): InsightScope {
  const to = filters.to ?? (filters.from ? addDays(filters.from, DEFAULT_RANGE_DAYS - 1) : indianDate(now));
  const from = filters.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to)
    throw fieldErrors({
      from: say('validation.schema.insight.fromAfterTo'),
      to: say('validation.schema.insight.toBeforeFrom'),
    });
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) {
    const tooLong = say('validation.schema.insight.rangeTooLong', { days: MAX_RANGE_DAYS });
    throw fieldErrors({ from: tooLong, to: tooLong });
  }
  return { user, from, to, plant: filters.plant, transporter: filters.transporter };
}

/** `column` falls within the scope's Indian days, as a range an index on (industry_id, column) answers. */
export const withinDays = (scope: InsightScope, column: SQL): SQL =>
  sql`${column} >= ${startOfIndianDay(scope.from).toISOString()}::timestamptz and ${column} < ${startOfIndianDay(addDays(scope.to, 1)).toISOString()}::timestamptz`;

/**
 * Whose rows a figure may count: the user's industry, a plant user's own plants (auth/plantScope.ts, in SQL
 * over `plantColumn`: none at all when they have no plant) and the plant filter.
 */
export function industryAndPlants(
  scope: Pick<InsightScope, 'user' | 'plant'>,
  industryColumn: SQL,
  plantColumn: SQL,
): SQL {
  const { user } = scope;
  const parts = [sql`${industryColumn} = ${industryOf(user)}`];
  if (user.userType === USER_TYPE.plantUser)
    parts.push(
      user.plantIds.length > 0
        ? sql`${plantColumn} = any(${`{${user.plantIds.join(',')}}`}::int[])`
        : sql`false`,
    );
  if (scope.plant !== undefined) parts.push(sql`${plantColumn} = ${scope.plant}`);
  return sql.join(parts, sql` and `);
}

/** `column`, a date (an invoice's, a payment's: already an Indian calendar day), falls within the scope's days. */
export const withinDates = (scope: InsightScope, column: SQL): SQL =>
  sql`${column} between ${scope.from}::date and ${scope.to}::date`;

/** The instant an Indian calendar day (a `date` column) begins. */
const indianMidnight = (day: SQL): SQL => sql`(${day}::timestamp at time zone 'Asia/Kolkata')`;

/** Whose orders a figure counts (joined as `o`): the industry, plant scope and filters, and the transporter filter. */
export function scopedOrders(scope: InsightScope): SQL {
  const parts = [industryAndPlants(scope, sql`o.industry_id`, sql`o.plant_id`)];
  if (scope.transporter !== undefined) parts.push(sql`o.transporter_id = ${scope.transporter}`);
  return sql.join(parts, sql` and `);
}

/**
 * The orders a figure counts, dated by `moment`: the instant of what it counts, since a figure counts what
 * happened when it happened (a pickup by `pickupReportedAt`, a delivery by `o.delivered_at`, gate turnaround by
 * gate-in, what was planned by `plannedPickupAt`).
 */
export const ordersWithin = (scope: InsightScope, moment: SQL): SQL =>
  sql`${scopedOrders(scope)} and ${withinDays(scope, moment)}`;

/** When the order was planned to be picked up: what a figure about the orders given (not their service) dates by. */
export const plannedPickupAt = sql`o.pickup_at`;

/**
 * The lane: the order's plant and the other party's city (the vendor's origin city inbound, the client's
 * destination city outbound), read "Plant → City". `laneJoins` joins the plant as `p` and the city as `oc`;
 * `laneJoinsOn` joins them by the ids a figure aggregated by (`o.plant_id`, `otherCityId`), so the names are
 * read once a lane rather than once an order.
 */
export const otherCityId = sql`case when o.direction = 'outbound' then o.destination_city_id else o.origin_city_id end`;
export const laneJoinsOn = (plantId: SQL, cityId: SQL): SQL =>
  sql`join plants p on p.id = ${plantId} join cities oc on oc.id = ${cityId}`;
export const laneJoins = laneJoinsOn(sql`o.plant_id`, otherCityId);
export const laneLabel = sql`p.name || ' → ' || oc.name`;

/**
 * Spend and payments, each dated by its own paper: spend is what the transporters invoiced, an invoice's taxable
 * amount (`amount_paise`, its freight lines with GST aside) on its invoice date; payments are the receipts, each
 * its amount on its payment date. One row per invoice or payment of the scope's orders in the range: its order's
 * `order_id`, `plant_id`, lane `city_id` (`otherCityId`), `transporter_id`, `weight_kg` and `route_km`, its
 * `dated_at` (the Indian midnight of its date, for the period it falls in), and `spend_paise` (an invoice,
 * `invoiced`) or `paid_paise` (a payment). An order has one invoice (invoices/invoiceWrite.ts), so an invoice's
 * order is counted once.
 */
export const moneyOf = (scope: InsightScope): SQL => sql`(
  select i.order_id, o.plant_id, ${otherCityId} as city_id, o.transporter_id, o.weight_kg, o.route_km,
         ${indianMidnight(sql`i.issued_on`)} as dated_at, true as invoiced,
         i.amount_paise::float8 as spend_paise, 0::float8 as paid_paise
    from invoices i join orders o on o.id = i.order_id
   where i.industry_id = ${industryOf(scope.user)} and ${withinDates(scope, sql`i.issued_on`)}
     and ${scopedOrders(scope)}
  union all
  select i.order_id, o.plant_id, ${otherCityId}, o.transporter_id, o.weight_kg, o.route_km,
         ${indianMidnight(sql`rc.paid_on`)}, false, 0::float8, rc.amount_paise::float8
    from receipts rc join invoices i on i.id = rc.invoice_id join orders o on o.id = i.order_id
   where rc.industry_id = ${industryOf(scope.user)} and ${withinDates(scope, sql`rc.paid_on`)}
     and ${scopedOrders(scope)})`;

/** Time allowed after the planned pickup before a pickup counts as late. */
export const PICKUP_GRACE_HOURS = 2;

/**
 * When the transporter presented the truck for pickup: outbound, the truck reporting at our plant's gate
 * (`at_gate_at`; the gate-in where the clerk recorded no report); inbound, the trip's start at the vendor
 * (`in_transit_at`, the order's step into transit). Null until it happened.
 */
export const pickupReportedAt = sql`case when o.direction = 'outbound' then coalesce(o.at_gate_at, o.gate_in_at) else o.in_transit_at end`;
/** A pickup counts once it happened; it was on time when it happened by the planned pickup plus the grace. */
export const pickupMeasured = sql`(${pickupReportedAt}) is not null`;
// The grace as a literal rather than a bound `make_interval`, so it is one constant, not a call for every order.
export const pickupOnTime = sql`(${pickupReportedAt}) <= o.pickup_at + ${sql.raw(`interval '${PICKUP_GRACE_HOURS} hours'`)}`;

/**
 * On-time delivery: a delivery (`delivered_at` set: delivered, invoiced or closed) is measured against its
 * promised arrival `due_at`: the trip's start plus the lane's SLA days (the plant's SLA for the other party's
 * city, else its state, else by the planned route's km), kept on the order by orders/orderPromise.ts. The
 * tracking board's "late" alert measures a truck against the same instant.
 */
export const deliveryMeasured = sql`o.delivered_at is not null and o.due_at is not null`;
export const deliveredOnTime = sql`o.delivered_at <= o.due_at`;

/**
 * The service in the range, each fact when it happened: a row per pickup made in the range (dated by
 * `pickupReportedAt`: `pickups` 1, `pickups_on_time` 1 when on time) and a row per measured delivery made in
 * it (dated by `delivered_at`, with a promise to measure it by: `deliveries`, `deliveries_on_time`), each with
 * the `columns` of its order (read as `o`) and its `period`, `periodOf` the instant it happened (none unasked).
 * An order planned last month and delivered today is today's delivery; one planned today and not yet picked up
 * is no pickup. Each half reads its own index (orders' indexes on the two instants, migration 0049).
 */
export const serviceEvents = (
  scope: InsightScope,
  columns: SQL,
  periodOf: (instant: SQL) => SQL = () => sql`null`,
): SQL => sql`(
  select ${columns}, ${periodOf(pickupReportedAt)} as period,
         1 as pickups, (${pickupOnTime})::int as pickups_on_time, 0 as deliveries, 0 as deliveries_on_time
    from orders o
   where ${ordersWithin(scope, sql`(${pickupReportedAt})`)}
  union all
  select ${columns}, ${periodOf(sql`o.delivered_at`)}, 0, 0, 1, (${deliveredOnTime})::int
    from orders o
   where ${ordersWithin(scope, sql`o.delivered_at`)} and ${deliveryMeasured})`;

/** A share 0–100 with one decimal of summed counts (`serviceEvents`' and the like); none when nothing was measured. */
export const shareOfSums = (measured: SQL, met: SQL): SQL =>
  sql`round(100.0 * sum(${met}) / nullif(sum(${measured}), 0), 1)::float8`;

/**
 * Detention at the gate, in whole hours (domain/freightAudit.ts `detentionHoursFromGate`): the hours from
 * gate-in to gate-out beyond `DETENTION_FREE_HOURS`, none without both passes. The same rule audits a
 * transporter's detention claim. The seconds as float8 (`date_part`), not numeric (`extract`): microseconds
 * are exact in a float8, so the whole hours come out the same at a fraction of the cost over a year of orders.
 */
export const detentionHours = sql`case when o.gate_in_at is not null and o.gate_out_at is not null
  then greatest(0, floor(date_part('epoch', o.gate_out_at - o.gate_in_at) / 3600) - ${DETENTION_FREE_HOURS}) else 0 end`;

/**
 * Minutes from gate-in to gate-out of an order that passed both (null otherwise), as float8 like
 * `detentionHours`: cast an average to numeric before rounding it, so halves round away from zero.
 */
export const gateTurnaroundMinutes = sql`date_part('epoch', o.gate_out_at - o.gate_in_at) / 60`;

/** Minutes a truck waited at the gate between reporting and being let in (null without both), as float8. */
export const gateWaitMinutes = sql`date_part('epoch', o.gate_in_at - o.at_gate_at) / 60`;

/**
 * Savings against the ceiling, per awarded order (join its request as `r`): every order an award created is
 * one vehicle at the accepted bid's amount, so the sum over an award is ceiling × vehicles awarded − the
 * awarded amounts. Awards count whatever became of their orders afterwards: the saving was made at the award,
 * so it is dated by it, `awardedAt` (the award creates its orders, bidding/awardRequest.ts).
 */
export const isAwardedOrder = sql`o.source = 'awarded' and o.request_id is not null`;
export const savingVsCeilingPaise = sql`(r.ceiling_paise - o.freight_paise)`;
export const awardedAt = sql`o.created_at`;

/**
 * The awards with the price per vehicle each replaced on its lane. `award_parts`: one row per awarded request
 * and transporter (a split award has several: `request_id`, `transporter_id`, `lane_plant_id`,
 * `lane_city_id`, `awarded_at`, `vehicles`, `awarded_paise`, `ceiling_paise` = ceiling × its vehicles).
 * `award_prices`: one row per awarded request with its `price_paise` per vehicle and the
 * `previous_price_paise` of the last earlier award on the same lane and vehicle type (a 32-ft trailer's rate
 * is not a tempo's), whenever it was: `lag` over the lane by award. A part saved (previous price − its price)
 * × its vehicles against it; the first award on a lane has nothing to compare with. Scoped like
 * `ordersWithin(scope, awardedAt)` but reaching back two years before the range's end, so an award before the
 * range still sets the previous price; pick the range's awards by `awarded_at`.
 */
export function awardCtes(scope: InsightScope): SQL {
  const back = { ...scope, from: addDays(scope.to, -(MAX_RANGE_DAYS * 2)) };
  return sql`
    award_parts as (
      select o.request_id, o.transporter_id, o.plant_id as lane_plant_id, ${otherCityId} as lane_city_id,
             r.vehicle_type, min(${awardedAt}) as awarded_at, count(*)::int as vehicles,
             sum(o.freight_paise)::float8 as awarded_paise, (min(r.ceiling_paise) * count(*))::float8 as ceiling_paise
        from orders o join requests r on r.id = o.request_id
       where ${isAwardedOrder} and ${industryAndPlants(back, sql`o.industry_id`, sql`o.plant_id`)}
         and ${withinDays(back, awardedAt)}
       group by o.request_id, o.transporter_id, o.plant_id, ${otherCityId}, r.vehicle_type),
    award_prices as (
      select request_id, sum(awarded_paise) / sum(vehicles) as price_paise,
             lag(sum(awarded_paise) / sum(vehicles)) over (
               partition by lane_plant_id, lane_city_id, vehicle_type
               order by min(awarded_at), request_id) as previous_price_paise
        from award_parts
       group by request_id, lane_plant_id, lane_city_id, vehicle_type)`;
}

/** Road km the order's trip covers (planned route, orders/orderPromise.ts), counted once its trip started. */
export const tripKm = sql`case when o.in_transit_at is not null or (o.direction = 'outbound' and o.gate_out_at is not null)
  then coalesce(o.route_km, 0) else 0 end`;

/** Alerts per 1,000 km driven: raised alerts over the planned km of the trips they were raised on. */
export const per1000Km = (alerts: SQL, km: SQL): SQL =>
  sql`round((1000.0 * ${alerts} / nullif(${km}, 0))::numeric, 2)::float8`;
