import { sql } from 'drizzle-orm';
import type { Queryable } from '../database';
import { plans } from '../schema/tenancy';

/**
 * The plans the product ships with (prices before GST). A database gets them when it has no plan at all, so a
 * fresh production database offers them on its first day; from then on the operators own the catalogue
 * (`npm run admin -- plans`), and a plan they renamed, repriced or retired is never brought back.
 */
export const DEFAULT_PLANS = [
  { name: 'Starter', noOfMembers: 5, noOfPlants: 5, pricePaise: 2_499_900, durationDays: 365 },
  { name: 'Growth', noOfMembers: 25, noOfPlants: 50, pricePaise: 9_999_900, durationDays: 365 },
  { name: 'Enterprise', noOfMembers: 250, noOfPlants: 500, pricePaise: 39_999_900, durationDays: 365 },
] as const;

/** Inserts the default plans into a database that has none; answers whether it did. */
export async function loadDefaultPlans(db: Queryable): Promise<{ inserted: boolean }> {
  const [any] = await db.select({ one: sql`1` }).from(plans).limit(1);
  if (any) return { inserted: false };
  await db.insert(plans).values([...DEFAULT_PLANS]);
  return { inserted: true };
}
