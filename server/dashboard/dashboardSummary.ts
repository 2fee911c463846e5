import { and, count, eq, type SQL } from 'drizzle-orm';
import type { DashboardSummary } from '../../src/domain/schemas/dashboard';
import { ORDER_STATUSES, type OrderStatus } from '../../src/domain/statuses';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { requests } from '../db/schema/requests';
import { industryTransporters } from '../db/schema/transporters';

const zeroCounts = (): Record<OrderStatus, number> =>
  Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;

/** The dashboard's counts, within the user's plants and the chosen plant if any. */
export async function dashboardSummary(
  db: Queryable,
  user: SignedInUser,
  plant: number | undefined,
): Promise<DashboardSummary> {
  const industryId = industryOf(user);
  const byPlant = (column: typeof orders.plantId | typeof requests.plantId | typeof plants.id): SQL[] => {
    const scope = plantScope(user, column);
    return [...(scope ? [scope] : []), ...(plant ? [eq(column, plant)] : [])];
  };
  const [orderRows, requestRows, plantRows, transporterRows] = await Promise.all([
    db
      .select({ direction: orders.direction, status: orders.status, n: count() })
      .from(orders)
      .where(and(eq(orders.industryId, industryId), ...byPlant(orders.plantId)))
      .groupBy(orders.direction, orders.status),
    db
      .select({ direction: requests.direction, n: count() })
      .from(requests)
      .where(
        and(eq(requests.industryId, industryId), eq(requests.status, 'open'), ...byPlant(requests.plantId)),
      )
      .groupBy(requests.direction),
    db
      .select({ status: plants.status, n: count() })
      .from(plants)
      .where(and(eq(plants.industryId, industryId), ...byPlant(plants.id)))
      .groupBy(plants.status),
    db
      .select({ status: industryTransporters.status, n: count() })
      .from(industryTransporters)
      .where(eq(industryTransporters.industryId, industryId))
      .groupBy(industryTransporters.status),
  ]);
  const summary: DashboardSummary = {
    orders: { inbound: zeroCounts(), outbound: zeroCounts() },
    openRequests: { inbound: 0, outbound: 0 },
    plants: { active: 0, inactive: 0 },
    transporters: { active: 0, blocked: 0 },
  };
  for (const r of orderRows) summary.orders[r.direction][r.status] = r.n;
  for (const r of requestRows) summary.openRequests[r.direction] = r.n;
  for (const r of plantRows) summary.plants[r.status] = r.n;
  for (const r of transporterRows) summary.transporters[r.status] = r.n;
  return summary;
}
