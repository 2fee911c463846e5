import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { OrderContainer } from '../../src/domain/schemas/containers';
import type { Queryable } from '../db/database';
import { containers } from '../db/schema/containers';
import { logAlertChanges } from '../tracking/alertLog';

/** The containers an order carries, as its page lists them. */
export const containersOfOrder = (db: Queryable, orderId: number): Promise<OrderContainer[]> =>
  db
    .select({ id: containers.id, number: containers.number, status: containers.status })
    .from(containers)
    .where(eq(containers.orderId, orderId))
    .orderBy(asc(containers.number));

/**
 * Makes the order carry exactly `numbers` (normalised ISO 6346): new ones are added, the ones left out are
 * removed with their milestones, the ones kept keep theirs. Runs inside the caller's transaction.
 */
export async function replaceOrderContainers(
  tx: Queryable,
  industryId: number,
  orderId: number,
  numbers: readonly string[],
  now: Date,
): Promise<void> {
  const removed = await tx
    .delete(containers)
    .where(
      and(
        eq(containers.orderId, orderId),
        ...(numbers.length > 0 ? [notInArray(containers.number, [...numbers])] : []),
      ),
    )
    .returning({ freeDaysAlertAt: containers.freeDaysAlertAt });
  // A removed container takes its free-days alert with it, unless a kept one still holds the order's.
  if (removed.some((c) => c.freeDaysAlertAt !== null)) {
    const [held] = await tx
      .select({ id: containers.id })
      .from(containers)
      .where(and(eq(containers.orderId, orderId), isNotNull(containers.freeDaysAlertAt)))
      .limit(1);
    if (!held)
      await logAlertChanges(tx, industryId, [
        { orderId, raised: [], cleared: ['container_free_days'], at: now },
      ]);
  }
  if (numbers.length === 0) return;
  await tx
    .insert(containers)
    .values(numbers.map((number) => ({ industryId, orderId, number })))
    .onConflictDoNothing();
}
