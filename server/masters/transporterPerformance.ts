import { and, desc, eq, sql } from 'drizzle-orm';
import type { TransporterPerformance } from '../../src/domain/schemas/transporter';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { plants } from '../db/schema/plants';
import { bids, bidTallies, requests } from '../db/schema/requests';
import { deliveredOnTime, deliveryMeasured, industryAndPlants } from '../insight/measures';
import { resultRows } from '../tracking/batchSql';

const RECENT_BIDS = 10;

/**
 * Its delivered orders and how many arrived on time, by the one definition of on-time delivery the reports
 * use (insight/measures.ts: delivered by the promise kept on the order, the trip's start plus the lane's SLA).
 */
async function deliveries(db: Queryable, user: SignedInUser, transporterId: number) {
  const [row] = resultRows<{ delivered: number; on_time: number }>(
    await db.execute(sql`
      select count(*) filter (where ${deliveryMeasured})::int as delivered,
             count(*) filter (where ${deliveryMeasured} and ${deliveredOnTime})::int as on_time
        from orders o
       where ${industryAndPlants({ user }, sql`o.industry_id`, sql`o.plant_id`)}
         and o.transporter_id = ${transporterId}`),
  );
  return { delivered: Number(row?.delivered ?? 0), onTime: Number(row?.on_time ?? 0) };
}

/** The transporter's bids on the industry's requests (a plant user's plants only): counts and the latest. */
async function bidsOf(db: Queryable, user: SignedInUser, transporterId: number) {
  const where = and(
    eq(bids.industryId, industryOf(user)),
    eq(bids.transporterId, transporterId),
    plantScope(user, requests.plantId),
  );
  // The counts from the tallies the bids' triggers keep (schema/requests.ts), over the user's plants.
  const [counts] = await db
    .select({
      bids: sql<number>`coalesce(sum(${bidTallies.bids}), 0)`.mapWith(Number),
      wins: sql<number>`coalesce(sum(${bidTallies.wins}), 0)`.mapWith(Number),
    })
    .from(bidTallies)
    .where(
      and(
        eq(bidTallies.industryId, industryOf(user)),
        eq(bidTallies.transporterId, transporterId),
        plantScope(user, bidTallies.plantId),
      ),
    );
  const recent = await db
    .select({
      id: bids.id,
      requestId: requests.id,
      requestNumber: requests.number,
      direction: requests.direction,
      plant: plants.name,
      amountPaise: bids.amountPaise,
      vehicleCount: bids.vehicleCount,
      status: bids.status,
      placedAt: bids.placedAt,
    })
    .from(bids)
    .innerJoin(requests, eq(requests.id, bids.requestId))
    .innerJoin(plants, eq(plants.id, requests.plantId))
    .where(where)
    .orderBy(desc(bids.placedAt), desc(bids.id))
    .limit(RECENT_BIDS);
  return {
    bids: counts?.bids ?? 0,
    wins: counts?.wins ?? 0,
    recentBids: recent.map((b) => ({ ...b, placedAt: b.placedAt.toISOString() })),
  };
}

/** How a linked transporter has served the industry; `transporterId` is the company behind the user's link. */
export async function transporterPerformance(
  db: Queryable,
  user: SignedInUser,
  transporterId: number,
): Promise<TransporterPerformance> {
  const [placed, delivered] = await Promise.all([
    bidsOf(db, user, transporterId),
    deliveries(db, user, transporterId),
  ]);
  return { ...placed, ...delivered };
}
