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

/**
 * Orders a figure counts, dated by `dateColumn` (the pickup unless a figure is about another moment, such as
 * gate-in for gate turnaround): the industry, plant scope and filters, and the transporter filter.
 */
export function ordersWithin(scope: InsightScope, dateColumn: SQL = sql`o.pickup_at`): SQL {
  const parts = [
    industryAndPlants(scope, sql`o.industry_id`, sql`o.plant_id`),
    withinDays(scope, dateColumn),
  ];
  if (scope.transporter !== undefined) parts.push(sql`o.transporter_id = ${scope.transporter}`);
  return sql.join(parts, sql` and `);
}

/**
 * Spend: an order's `freight_paise` counts unless it was rejected or cancelled, dated by its pickup (use with
 * `ordersWithin(scope)`). Awarded orders carry the awarded bid's amount per vehicle; offline orders the amount
 * entered.
 */
export const isSpend = sql`o.status not in ('rejected', 'cancelled')`;
export const spendPaise = sql`coalesce(sum(o.freight_paise) filter (where ${isSpend}), 0)::float8`;

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
 * On-time delivery: an order counts once delivered (`delivered_at` set: delivered, invoiced or closed). It was
 * on time when delivered by its promised arrival `due_at`: the trip's start plus the lane's SLA days (the
 * plant's SLA for the other party's city, else its state, else by the planned route's km), kept on the order
 * by orders/orderPromise.ts. The tracking board's "late" alert measures a truck against the same instant.
 */
export const deliveryMeasured = sql`o.delivered_at is not null and o.due_at is not null`;
export const deliveredOnTime = sql`o.delivered_at <= o.due_at`;

/**
 * The orders a figure counts (`ordersWithin(scope)`, the orders joined as `o`), one row each: the `columns`
 * asked for and the order's service facts as booleans, `pickup_measured` and `pickup_on_time`,
 * `delivery_measured` and `delivery_on_time` (each "on time" only where measured: unmeasured, the comparison
 * is null, so it is not true without asking whether it was measured). A figure aggregating a year
 * of orders by several measures groups these: `offset 0` keeps the planner from folding the subquery into the
 * aggregates, which would work each fact out again for every aggregate that reads it and estimate the groups
 * from the orders' columns rather than from the rows.
 */
export const countedOrders = (scope: InsightScope, columns: SQL): SQL => sql`(
  select ${columns},
         ${pickupMeasured} as pickup_measured, (${pickupOnTime}) is true as pickup_on_time,
         ${deliveryMeasured} as delivery_measured, (${deliveredOnTime}) is true as delivery_on_time
    from orders o
   where ${ordersWithin(scope)}
  offset 0)`;

/** The share of `measured` rows where `met` holds, 0–100 with one decimal; null when none was measured. */
export const percentOf = (measured: SQL, met: SQL): SQL =>
  sql`round(100.0 * count(*) filter (where ${measured} and ${met}) / nullif(count(*) filter (where ${measured}), 0), 1)::float8`;

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
 * awarded amounts. Awards count whatever became of their orders afterwards: the saving was made at the award.
 */
export const isAwardedOrder = sql`o.source = 'awarded' and o.request_id is not null`;
export const savingVsCeilingPaise = sql`(r.ceiling_paise - o.freight_paise)`;

/**
 * The awards with the price per vehicle each replaced on its lane. `award_parts`: one row per awarded request
 * and transporter (a split award has several: `request_id`, `transporter_id`, `lane_plant_id`,
 * `lane_city_id`, `pickup_at`, `vehicles`, `awarded_paise`, `ceiling_paise` = ceiling × its vehicles).
 * `award_prices`: one row per awarded request with its `price_paise` per vehicle and the
 * `previous_price_paise` of the last earlier award on the same lane and vehicle type (a 32-ft trailer's rate
 * is not a tempo's), whenever it was: `lag` over the lane by pickup. A part saved (previous price − its price)
 * × its vehicles against it; the first award on a lane has nothing to compare with. Scoped like
 * `ordersWithin(scope)` but reaching back two years before the range's end, so an award before the range
 * still sets the previous price; pick the range's awards by `pickup_at`.
 */
export function awardCtes(scope: InsightScope): SQL {
  const back = { ...scope, from: addDays(scope.to, -(MAX_RANGE_DAYS * 2)) };
  return sql`
    award_parts as (
      select o.request_id, o.transporter_id, o.plant_id as lane_plant_id, ${otherCityId} as lane_city_id,
             r.vehicle_type, min(o.pickup_at) as pickup_at, count(*)::int as vehicles,
             sum(o.freight_paise)::float8 as awarded_paise, (min(r.ceiling_paise) * count(*))::float8 as ceiling_paise
        from orders o join requests r on r.id = o.request_id
       where ${isAwardedOrder} and ${industryAndPlants(back, sql`o.industry_id`, sql`o.plant_id`)}
         and ${withinDays(back, sql`o.pickup_at`)}
       group by o.request_id, o.transporter_id, o.plant_id, ${otherCityId}, r.vehicle_type),
    award_prices as (
      select request_id, sum(awarded_paise) / sum(vehicles) as price_paise,
             lag(sum(awarded_paise) / sum(vehicles)) over (
               partition by lane_plant_id, lane_city_id, vehicle_type
               order by min(pickup_at), request_id) as previous_price_paise
        from award_parts
       group by request_id, lane_plant_id, lane_city_id, vehicle_type)`;
}

/** Road km the order's trip covers (planned route, orders/orderPromise.ts), counted once its trip started. */
export const tripKm = sql`case when o.in_transit_at is not null or (o.direction = 'outbound' and o.gate_out_at is not null)
  then coalesce(o.route_km, 0) else 0 end`;

/** Alerts per 1,000 km driven: raised alerts over the planned km of the trips they were raised on. */
export const per1000Km = (alerts: SQL, km: SQL): SQL =>
  sql`round((1000.0 * ${alerts} / nullif(${km}, 0))::numeric, 2)::float8`;
