import { eq } from 'drizzle-orm';
import type { Queryable } from '../database';
import { DEFAULT_PLANS } from '../reference/defaultPlans';
import { plans } from '../schema/tenancy';

const DEMO_PLAN = DEFAULT_PLANS.find((plan) => plan.name === 'Growth')!;

/**
 * The plan the demo industry holds: the default catalogue's Growth plan (server/db/reference/defaultPlans.ts),
 * added back when the catalogue no longer has a plan of that name.
 */
export async function demoPlanId(db: Queryable): Promise<number> {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, DEMO_PLAN.name));
  if (plan) return plan.id;
  const [added] = await db.insert(plans).values(DEMO_PLAN).returning({ id: plans.id });
  return added!.id;
}
