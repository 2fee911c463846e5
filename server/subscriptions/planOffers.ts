import { asc, eq } from 'drizzle-orm';
import { gstOn } from '../../src/domain/gst';
import type { InvoiceLine, PlanOffer } from '../../src/domain/schemas/subscription';
import { JOINING_FEE_PAISE, SUBSCRIPTION_SAC } from '../../src/domain/subscriptionTerms';
import type { Queryable } from '../db/database';
import { plans } from '../db/schema/tenancy';

/** A price before GST, its GST and what is paid. */
export const priced = (pricePaise: number) => {
  const gstPaise = gstOn(pricePaise);
  return { pricePaise, gstPaise, totalPaise: pricePaise + gstPaise };
};

type PlanRow = typeof plans.$inferSelect;

const offerOf = (plan: PlanRow): PlanOffer => ({
  id: plan.id,
  name: plan.name,
  noOfMembers: plan.noOfMembers,
  noOfPlants: plan.noOfPlants,
  durationDays: plan.durationDays,
  ...priced(plan.pricePaise),
});

/** The plans on sale, cheapest first. Plans are product catalogue, shared by every industry. */
export async function planOffers(db: Queryable): Promise<PlanOffer[]> {
  return (await db.select().from(plans).orderBy(asc(plans.pricePaise), asc(plans.id))).map(offerOf);
}

export async function findPlan(db: Queryable, planId: number): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  return plan;
}

export const joiningFeeLine = (): InvoiceLine => ({
  kind: 'joiningFee',
  planName: null,
  durationDays: null,
  description: 'Joining fee (one time)',
  sacCode: SUBSCRIPTION_SAC,
  taxablePaise: JOINING_FEE_PAISE,
});

export const planLine = (plan: PlanRow): InvoiceLine => ({
  kind: 'plan',
  planName: plan.name,
  durationDays: plan.durationDays,
  description: `${plan.name} plan, ${plan.durationDays} days (${plan.noOfMembers} members, ${plan.noOfPlants} plants)`,
  sacCode: SUBSCRIPTION_SAC,
  taxablePaise: plan.pricePaise,
});
