import { and, asc, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rupeesToPaise } from '../../src/domain/money';
import type { Queryable } from '../db/database';
import { joiningFee, plans, subscriptions } from '../db/schema/tenancy';
import { fieldError } from '../errors/httpError';
import { indianDate } from '../indianDate';
import { holdsPlanOn } from '../tenancy/plans';
import { joiningFeePaise } from './joiningFee';

/**
 * The operators' side of the plans and the joining fee (`npm run admin -- plans`): the whole catalogue with who
 * holds each plan, and its changes. The industries' side is planOffers.ts (what is on sale) and checkout.ts.
 */

/** At most ₹1 crore before GST: a bound on a typing slip (an extra zero or two), far above any plan's price. */
const MAX_PRICE_PAISE = 1_00_00_000_00;

/** Rupees as an operator types them: `24999`, `24,999.50`, `₹24,999`; at most two decimals, more than zero. */
export const Rupees = z
  .string()
  .transform((text) => text.replace(/[₹,\s]/g, ''))
  .refine((text) => /^\d+(\.\d{1,2})?$/.test(text), 'Give rupees as a number with at most two decimals')
  .transform((text) => rupeesToPaise(Number(text)))
  .refine((paise) => paise > 0, 'A price is more than ₹0')
  .refine((paise) => paise <= MAX_PRICE_PAISE, 'A price is at most ₹1,00,00,000 before GST');

const wholeNumber = (what: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `Give the ${what} as a whole number`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `The ${what} is between 1 and ${max.toLocaleString('en-IN')}`);

/** A plan's terms as the operator gives them (all text, from the command line), checked and converted. */
export const PlanTerms = z.object({
  name: z
    .string()
    .transform((text) => text.trim().replace(/\s+/g, ' '))
    .refine((text) => text.length >= 1 && text.length <= 60, 'A plan name has 1 to 60 characters'),
  noOfMembers: wholeNumber('number of members', 1_00_000),
  noOfPlants: wholeNumber('number of plants', 1_00_000),
  durationDays: wholeNumber('number of days', 3_660),
  pricePaise: Rupees,
});
export type PlanTerms = z.output<typeof PlanTerms>;
export type PlanTermsInput = z.input<typeof PlanTerms>;

export interface CataloguePlan {
  id: number;
  name: string;
  noOfMembers: number;
  noOfPlants: number;
  durationDays: number;
  pricePaise: number;
  retiredAt: Date | null;
  /** Industries whose subscription to it lets them in today (its grace included). */
  holders: number;
}

/** Every plan, on sale first then retired, each cheapest first, with how many industries hold it today. */
export async function planCatalogue(db: Queryable, now: Date): Promise<CataloguePlan[]> {
  const holders = db
    .select({
      planId: subscriptions.planId,
      industries: count(sql`distinct ${subscriptions.industryId}`).as('n'),
    })
    .from(subscriptions)
    .where(holdsPlanOn(subscriptions, indianDate(now)))
    .groupBy(subscriptions.planId)
    .as('holders');
  const rows = await db
    .select({
      id: plans.id,
      name: plans.name,
      noOfMembers: plans.noOfMembers,
      noOfPlants: plans.noOfPlants,
      durationDays: plans.durationDays,
      pricePaise: plans.pricePaise,
      retiredAt: plans.retiredAt,
      holders: sql<number>`coalesce(${holders.industries}, 0)`.mapWith(Number),
    })
    .from(plans)
    .leftJoin(holders, eq(holders.planId, plans.id))
    .orderBy(isNotNull(plans.retiredAt), asc(plans.pricePaise), asc(plans.id));
  return rows;
}

/** The plan an operator names by its id or its exact name (case aside). */
export async function findCataloguePlan(
  db: Queryable,
  now: Date,
  idOrName: string,
): Promise<CataloguePlan | undefined> {
  const wanted = idOrName.trim();
  const all = await planCatalogue(db, now);
  return /^\d+$/.test(wanted)
    ? all.find((plan) => plan.id === Number(wanted))
    : all.find((plan) => plan.name.toLowerCase() === wanted.toLowerCase());
}

async function refuseTakenName(tx: Queryable, name: string, except?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(and(sql`lower(${plans.name}) = lower(${name})`, ...(except ? [ne(plans.id, except)] : [])));
  if (taken) throw fieldError('name', `Plan #${taken.id} is already called "${name}"`);
}

/** A new plan, on sale at once. */
export async function createPlan(tx: Queryable, terms: PlanTerms): Promise<number> {
  await refuseTakenName(tx, terms.name);
  const [row] = await tx.insert(plans).values(terms).returning({ id: plans.id });
  return row!.id;
}

/**
 * Changes some of a plan's terms. Industries holding it get its new members and plants at once; what they paid
 * and its invoice stay as they were, and a new price applies from the next purchase.
 */
export async function updatePlan(tx: Queryable, id: number, changes: Partial<PlanTerms>): Promise<void> {
  if (changes.name !== undefined) await refuseTakenName(tx, changes.name, id);
  await tx.update(plans).set(changes).where(eq(plans.id, id));
}

/**
 * Takes a plan off sale: no industry buys or renews it from now on, and the subscriptions to it run to their end.
 * Answers false when it was retired already (it keeps its first retirement time).
 */
export async function retirePlan(tx: Queryable, id: number, now: Date): Promise<boolean> {
  const retired = await tx
    .update(plans)
    .set({ retiredAt: now })
    .where(and(eq(plans.id, id), isNull(plans.retiredAt)))
    .returning({ id: plans.id });
  return retired.length > 0;
}

/** The joining fee before GST, and when an operator set it (null: the fee the product ships with). */
export async function joiningFeeTerms(db: Queryable): Promise<{ pricePaise: number; setAt: Date | null }> {
  const [set] = await db.select({ setAt: joiningFee.updatedAt }).from(joiningFee);
  return { pricePaise: await joiningFeePaise(db), setAt: set?.setAt ?? null };
}

/** Sets the joining fee before GST for the industries that have not paid it yet; those that have keep their invoice. */
export async function setJoiningFee(tx: Queryable, pricePaise: number, now: Date): Promise<void> {
  await tx
    .insert(joiningFee)
    .values({ id: 1, pricePaise, updatedAt: now })
    .onConflictDoUpdate({ target: joiningFee.id, set: { pricePaise, updatedAt: now } });
}
