import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { gstStateName } from '../../src/domain/gstStates';
import { graceUntil } from '../../src/domain/subscriptionTerms';
import { USER_TYPE } from '../../src/domain/userTypes';
import type { Queryable } from '../db/database';
import { users } from '../db/schema/access';
import { subscriptionPayments } from '../db/schema/subscriptionBilling';
import { industries, plans, subscriptions } from '../db/schema/tenancy';
import { ingestApiKeys } from '../db/schema/tracking';
import { indianDate } from '../indianDate';
import { holdsPlanOn } from './plans';

/** Where an industry stands with its plan today (India): what the auth hook lets it do follows from it. */
export type PlanStanding =
  | { status: 'plan'; plan: string; endsOn: string; retired: boolean }
  | { status: 'grace'; plan: string; endsOn: string; graceUntil: string; retired: boolean }
  | { status: 'none' };

/** One industry as the operators see it (`npm run admin -- industries`). */
export interface IndustryOverview {
  id: number;
  name: string;
  gstin: string | null;
  /** The state its GSTIN names. */
  state: string | null;
  createdAt: Date;
  owner: { name: string; email: string; emailConfirmed: boolean } | null;
  activeUsers: number;
  standing: PlanStanding;
  joiningFeePaid: boolean;
  liveIngestKeys: number;
}

/** Every industry, oldest first: its owner, its people, its plan today, its joining fee and its feed keys. */
export async function industryOverview(db: Queryable, now: Date): Promise<IndustryOverview[]> {
  const today = indianDate(now);
  const rows = await db.select().from(industries).orderBy(asc(industries.id));
  const owners = await db
    .selectDistinctOn([users.industryId], {
      industryId: users.industryId,
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.userType, USER_TYPE.owner))
    .orderBy(users.industryId, asc(users.id));
  const people = await db
    .select({ industryId: users.industryId, n: count() })
    .from(users)
    .where(eq(users.status, 'active'))
    .groupBy(users.industryId);
  // The plan letting each industry in today: the one ending last, as currentPlans (plans.ts) orders them.
  const held = await db
    .selectDistinctOn([subscriptions.industryId], {
      industryId: subscriptions.industryId,
      plan: plans.name,
      endsOn: subscriptions.endsOn,
      retiredAt: plans.retiredAt,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(holdsPlanOn(subscriptions, today))
    .orderBy(subscriptions.industryId, desc(subscriptions.endsOn));
  const feesPaid = await db
    .selectDistinctOn([subscriptionPayments.industryId], { industryId: subscriptionPayments.industryId })
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.includesJoiningFee, true), eq(subscriptionPayments.status, 'paid')));
  const keys = await db
    .select({ industryId: ingestApiKeys.industryId, n: count() })
    .from(ingestApiKeys)
    .where(isNull(ingestApiKeys.revokedAt))
    .groupBy(ingestApiKeys.industryId);

  const ownerOf = new Map(owners.map((o) => [o.industryId, o]));
  const peopleOf = new Map(people.map((p) => [p.industryId, p.n]));
  const heldBy = new Map(held.map((h) => [h.industryId, h]));
  const paid = new Set(feesPaid.map((f) => f.industryId));
  const keysOf = new Map(keys.map((k) => [k.industryId, k.n]));
  return rows.map((industry) => {
    const owner = ownerOf.get(industry.id);
    const plan = heldBy.get(industry.id);
    const standing: PlanStanding = !plan
      ? { status: 'none' }
      : plan.endsOn >= today
        ? { status: 'plan', plan: plan.plan, endsOn: plan.endsOn, retired: plan.retiredAt !== null }
        : {
            status: 'grace',
            plan: plan.plan,
            endsOn: plan.endsOn,
            graceUntil: graceUntil(plan.endsOn),
            retired: plan.retiredAt !== null,
          };
    return {
      id: industry.id,
      name: industry.name,
      gstin: industry.gstin,
      state: industry.stateCode ? (gstStateName(industry.stateCode) ?? null) : null,
      createdAt: industry.createdAt,
      owner: owner
        ? { name: owner.name, email: owner.email, emailConfirmed: owner.emailVerifiedAt !== null }
        : null,
      activeUsers: peopleOf.get(industry.id) ?? 0,
      standing,
      joiningFeePaid: paid.has(industry.id),
      liveIngestKeys: keysOf.get(industry.id) ?? 0,
    };
  });
}

/** An industry's name by its id; undefined when there is no such industry. */
export async function industryName(db: Queryable, industryId: number): Promise<string | undefined> {
  const [industry] = await db
    .select({ name: industries.name })
    .from(industries)
    .where(eq(industries.id, industryId));
  return industry?.name;
}
