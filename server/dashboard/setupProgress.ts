import { count, eq } from 'drizzle-orm';
import { SETUP_STEPS, type SetupProgress } from '../../src/domain/schemas/setupProgress';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Database } from '../db/database';
import { products } from '../db/schema/catalogue';
import { clients } from '../db/schema/parties';
import { plants } from '../db/schema/plants';
import { industryTransporters } from '../db/schema/transporters';

/** The table each step counts the company's rows of. */
const TABLE_OF = { plants, transporters: industryTransporters, clients, products };

/** How many plants, transporters (invited ones included), clients and products the user's company has. */
export async function setupProgress(db: Database, user: SignedInUser): Promise<SetupProgress> {
  const industryId = industryOf(user);
  const steps = await Promise.all(
    SETUP_STEPS.map(async (step) => {
      const table = TABLE_OF[step];
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.industryId, industryId));
      return { step, count: row?.n ?? 0 };
    }),
  );
  return { steps };
}
