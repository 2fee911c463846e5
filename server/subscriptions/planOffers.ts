import { asc, eq, isNull } from 'drizzle-orm';
import { invoiceTotals } from '../../src/domain/gst';
import type { InvoiceLine, PlanOffer } from '../../src/domain/schemas/subscription';
import { SUBSCRIPTION_SAC } from '../../src/domain/subscriptionTerms';
import type { Queryable } from '../db/database';
import { plans } from '../db/schema/tenancy';

/** A price before GST, its GST at the buyer's place of supply (`buysInterState`) and what is paid. */
export const priced = (pricePaise: number, interState: boolean) => {
  const { taxPaise, totalPaise } = invoiceTotals([{ taxablePaise: pricePaise }], interState);
  return { pricePaise, gstPaise: taxPaise, totalPaise };
};

type PlanRow = typeof plans.$inferSelect;

const offerOf = (plan: PlanRow, interState: boolean): PlanOffer => ({
  id: plan.id,
  name: plan.name,
  noOfMembers: plan.noOfMembers,
  noOfPlants: plan.noOfPlants,
  durationDays: plan.durationDays,
  ...priced(plan.pricePaise, interState),
});

/**
 * The plans on sale, cheapest first, priced for a buyer's place of supply: product catalogue, shared by every
 * industry. A retired plan is not among them, though the subscriptions to it run on.
 */
export async function planOffers(db: Queryable, interState: boolean): Promise<PlanOffer[]> {
  const onSale = await db
    .select()
    .from(plans)
    .where(isNull(plans.retiredAt))
    .orderBy(asc(plans.pricePaise), asc(plans.id));
  return onSale.map((plan) => offerOf(plan, interState));
}

/** A plan whether on sale or retired: what a subscription or a payment names. */
export async function findPlan(db: Queryable, planId: number): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  return plan;
}

/** The joining fee's line at its price before GST (joiningFee.ts#joiningFeePaise). */
export const joiningFeeLine = (pricePaise: number): InvoiceLine => ({
  kind: 'joiningFee',
  planName: null,
  durationDays: null,
  description: 'Joining fee (one time)',
  sacCode: SUBSCRIPTION_SAC,
  taxablePaise: pricePaise,
});

export const planLine = (plan: PlanRow): InvoiceLine => ({
  kind: 'plan',
  planName: plan.name,
  durationDays: plan.durationDays,
  description: `${plan.name} plan, ${plan.durationDays} days (${plan.noOfMembers} members, ${plan.noOfPlants} plants)`,
  sacCode: SUBSCRIPTION_SAC,
  taxablePaise: plan.pricePaise,
});
