import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import { users } from '../../server/db/schema/access';
import { cities } from '../../server/db/schema/geo';
import { notifications, whatsNew } from '../../server/db/schema/messaging';
import { orderEvents, orders } from '../../server/db/schema/orders';
import { clients, vendors } from '../../server/db/schema/parties';
import { plants } from '../../server/db/schema/plants';
import { bids, requests } from '../../server/db/schema/requests';
import { plans } from '../../server/db/schema/tenancy';
import { industryTransporters, transporters } from '../../server/db/schema/transporters';

const TABLES = [
  users,
  cities,
  plans,
  plants,
  clients,
  vendors,
  transporters,
  industryTransporters,
  requests,
  bids,
  orders,
  orderEvents,
  notifications,
  whatsNew,
];

/** Row counts of the seeded tables, to compare a database before and after something. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}
