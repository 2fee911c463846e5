import { eq } from 'drizzle-orm';
import { isInterStateSale } from '../../src/domain/subscriptionTerms';
import type { Queryable } from '../db/database';
import { industries } from '../db/schema/tenancy';

/**
 * Whether the industry buys from Freightdesk inter-state (`isInterStateSale`), by the state of its registration
 * as it stands: the GST on its plans and joining fee is quoted and charged by it, as its invoice will split it.
 */
export async function buysInterState(db: Queryable, industryId: number): Promise<boolean> {
  const [buyer] = await db
    .select({ stateCode: industries.stateCode })
    .from(industries)
    .where(eq(industries.id, industryId));
  if (!buyer) throw new Error(`Industry ${industryId} is missing`);
  return isInterStateSale(buyer.stateCode);
}
