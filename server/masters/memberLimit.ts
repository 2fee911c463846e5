import { and, count, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { users } from '../db/schema/access';
import { refused } from '../errors/httpError';
import { currentPlans } from '../tenancy/plans';

/**
 * The industry's members as its plan counts them, and the plan's limit. Every active user of the industry is a
 * member, the owner included: the plan sells the seats of the people who sign in for the industry, and the
 * owner signs in like anyone else. Invited members who have not yet set their password count too (their seat
 * is taken the moment they are invited); deactivated ones do not. The plan is the current one ending last, as
 * the browser's plan check reads it (src/machines/planCheckMachine.ts).
 */
export async function memberSeats(
  db: Queryable,
  industryId: number,
  now: Date,
): Promise<{ used: number; limit: number | null }> {
  const [plan] = await currentPlans(db, industryId, now);
  const [active] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.industryId, industryId), eq(users.status, 'active')));
  return { used: active?.n ?? 0, limit: plan ? plan.noOfMembers : null };
}

/**
 * Refuses (409) a write that leaves the industry with more active members than its plan allows; called after
 * the write, inside its transaction, so the refused write is rolled back. Lowering the count is always allowed,
 * even while over the limit (after a downgrade), so an industry can always get back under it.
 */
export async function requireMemberSeat(tx: Queryable, industryId: number, now: Date): Promise<void> {
  const { used, limit } = await memberSeats(tx, industryId, now);
  // Without a current plan the auth hook refuses every write before it gets here.
  if (limit !== null && used > limit) throw refused({ refusal: { code: 'memberLimit', limit } });
}
