import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { CurrentPlan } from '../../src/domain/schemas/spec';
import type { Queryable } from '../db/database';
import { plans, subscriptions } from '../db/schema/tenancy';
import { indianDate } from '../indianDate';

/** The industry's subscriptions covering today (India), latest-ending first; empty means no plan. */
export async function currentPlans(
  db: Queryable,
  industryId: number,
  now = new Date(),
): Promise<CurrentPlan[]> {
  const today = indianDate(now);
  return db
    .select({
      id: plans.id,
      name: plans.name,
      noOfMembers: plans.noOfMembers,
      noOfPlants: plans.noOfPlants,
      startsOn: subscriptions.startsOn,
      endsOn: subscriptions.endsOn,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.industryId, industryId),
        lte(subscriptions.startsOn, today),
        gte(subscriptions.endsOn, today),
      ),
    )
    .orderBy(desc(subscriptions.endsOn));
}
