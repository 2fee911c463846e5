import { inArray } from 'drizzle-orm';
import type { Queryable } from '../database';
import { plans } from '../schema/tenancy';

export const DEMO_PLANS = [
  { name: 'Starter', noOfMembers: 5, noOfPlants: 5, pricePaise: 2_499_900, durationDays: 365 },
  { name: 'Growth', noOfMembers: 25, noOfPlants: 50, pricePaise: 9_999_900, durationDays: 365 },
  { name: 'Enterprise', noOfMembers: 250, noOfPlants: 500, pricePaise: 39_999_900, durationDays: 365 },
] as const;

export type PlanName = (typeof DEMO_PLANS)[number]['name'];

/** Plans are product catalogue, not tenant data: insert the missing ones and return all ids by name. */
export async function seedPlans(db: Queryable): Promise<Record<PlanName, number>> {
  await db
    .insert(plans)
    .values([...DEMO_PLANS])
    .onConflictDoNothing({ target: plans.name });
  const rows = await db
    .select({ id: plans.id, name: plans.name })
    .from(plans)
    .where(
      inArray(
        plans.name,
        DEMO_PLANS.map((p) => p.name),
      ),
    );
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  const id = (name: PlanName) => {
    const found = byName.get(name);
    if (found === undefined) throw new Error(`Plan ${name} is missing after seeding`);
    return found;
  };
  return { Starter: id('Starter'), Growth: id('Growth'), Enterprise: id('Enterprise') };
}
