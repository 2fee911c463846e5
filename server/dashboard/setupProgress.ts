import { count, eq } from 'drizzle-orm';
import type { SetupProgress } from '../../src/domain/schemas/setupProgress';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Database } from '../db/database';
import { products } from '../db/schema/catalogue';
import { clients } from '../db/schema/parties';
import { plants } from '../db/schema/plants';
import { industryTransporters } from '../db/schema/transporters';

/** How many plants, transporters (invited ones included), clients and products the user's company has. */
export async function setupProgress(db: Database, user: SignedInUser): Promise<SetupProgress> {
  const industryId = industryOf(user);
  const counted = await Promise.all(
    [plants, industryTransporters, clients, products].map((table) =>
      db.select({ n: count() }).from(table).where(eq(table.industryId, industryId)),
    ),
  );
  const [plantCount, transporterCount, clientCount, productCount] = counted.map(([row]) => row?.n ?? 0);
  return {
    steps: [
      { step: 'plants', count: plantCount! },
      { step: 'transporters', count: transporterCount! },
      { step: 'clients', count: clientCount! },
      { step: 'products', count: productCount! },
    ],
  };
}
