import { and, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CurrentPlan } from '../../src/domain/schemas/spec';
import { graceCutoff, graceUntil } from '../../src/domain/subscriptionTerms';
import type { Queryable } from '../db/database';
import { plans, subscriptions } from '../db/schema/tenancy';
import { indianDate } from '../indianDate';

/**
 * The one rule of which subscriptions let an industry in on a day (India): begun, not replaced by an upgrade,
 * and ended no more than the grace days ago. The auth hook (server/auth/userAccess.ts) and the plan check read
 * it through this condition, so they cannot disagree.
 */
export const holdsPlanOn = (
  table: { startsOn: AnyPgColumn; endsOn: AnyPgColumn; replacedOn: AnyPgColumn },
  today: string,
): SQL =>
  and(lte(table.startsOn, today), gte(table.endsOn, graceCutoff(today)), isNull(table.replacedOn)) as SQL;

/**
 * The industry's plans letting it in today, latest-ending first (empty means none): the seed's current plans,
 * with `graceUntil` set on one that has ended and is in its grace.
 */
export async function currentPlans(db: Queryable, industryId: number, now: Date): Promise<CurrentPlan[]> {
  const today = indianDate(now);
  const rows = await db
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
    .where(and(eq(subscriptions.industryId, industryId), holdsPlanOn(subscriptions, today)))
    .orderBy(desc(subscriptions.endsOn));
  return rows.map((row) => ({ ...row, graceUntil: row.endsOn < today ? graceUntil(row.endsOn) : null }));
}
