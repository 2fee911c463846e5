import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SubscriptionOverview } from '../../src/domain/schemas/subscription';
import { graceUntil } from '../../src/domain/subscriptionTerms';
import type { Queryable } from '../db/database';
import { subscriptionPayments } from '../db/schema/subscriptionBilling';
import { plans, subscriptions } from '../db/schema/tenancy';
import { indianDate } from '../indianDate';
import { memberSeats } from '../masters/memberLimit';
import { activePlantCount } from '../masters/plantStore';
import { holdsPlanOn } from '../tenancy/plans';
import { invoicesOfPayments } from './subscriptionInvoices';

/**
 * The /my-plan page's answer: the plan held today (as the plan check reads it: the latest-ending one, grace
 * included), a renewal waiting to start, the members and plants used against it, and every subscription
 * with the invoice of the payment that bought it.
 */
export async function subscriptionOverview(
  db: Queryable,
  industryId: number,
  now: Date,
): Promise<SubscriptionOverview> {
  const today = indianDate(now);
  const rows = await db
    .select({
      id: subscriptions.id,
      planId: plans.id,
      name: plans.name,
      noOfMembers: plans.noOfMembers,
      noOfPlants: plans.noOfPlants,
      startsOn: subscriptions.startsOn,
      endsOn: subscriptions.endsOn,
      replacedOn: subscriptions.replacedOn,
      holds: sql<boolean>`${holdsPlanOn(subscriptions, today)}`.mapWith(Boolean),
      paymentId: subscriptionPayments.id,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(subscriptionPayments, eq(subscriptionPayments.subscriptionId, subscriptions.id))
    .where(eq(subscriptions.industryId, industryId))
    .orderBy(desc(subscriptions.startsOn), desc(subscriptions.id));
  const held = rows.filter((r) => r.holds).sort((a, b) => b.endsOn.localeCompare(a.endsOn))[0];
  const [upcoming] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.industryId, industryId),
        gt(subscriptions.startsOn, today),
        isNull(subscriptions.replacedOn),
      ),
    )
    .orderBy(asc(subscriptions.startsOn))
    .limit(1);
  const next = rows.find((r) => r.id === upcoming?.id);
  const invoices = await invoicesOfPayments(
    db,
    industryId,
    rows.flatMap((r) => (r.paymentId === null ? [] : [r.paymentId])),
  );
  const heldPlan = (r: (typeof rows)[number]) => ({
    subscriptionId: r.id,
    planId: r.planId,
    name: r.name,
    noOfMembers: r.noOfMembers,
    noOfPlants: r.noOfPlants,
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    graceUntil: r.endsOn < today ? graceUntil(r.endsOn) : null,
  });
  return {
    current: held ? heldPlan(held) : null,
    next: next ? heldPlan(next) : null,
    usage: {
      members: (await memberSeats(db, industryId, now)).used,
      plants: await activePlantCount(db, industryId),
    },
    history: rows.map((r) => ({
      id: r.id,
      planName: r.name,
      startsOn: r.startsOn,
      endsOn: r.endsOn,
      replacedOn: r.replacedOn,
      invoice: r.paymentId === null ? null : (invoices.get(r.paymentId) ?? null),
    })),
  };
}
