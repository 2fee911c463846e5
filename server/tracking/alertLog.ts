import { and, eq, isNull, or } from 'drizzle-orm';
import type { AlertKind } from '../../src/domain/schemas/tracking';
import type { Queryable } from '../db/database';
import { trackingAlerts } from '../db/schema/trackingState';

export interface AlertChange {
  orderId: number;
  raised: readonly AlertKind[];
  cleared: readonly AlertKind[];
  at: Date;
}

/** Writes raised alerts (one insert) and closes cleared ones (one update) for a whole batch. */
export async function logAlertChanges(tx: Queryable, industryId: number, changes: readonly AlertChange[]) {
  const raised = changes.flatMap((c) =>
    c.raised.map((kind) => ({ industryId, orderId: c.orderId, kind, raisedAt: c.at })),
  );
  if (raised.length > 0) await tx.insert(trackingAlerts).values(raised);
  const cleared = changes.flatMap((c) => c.cleared.map((kind) => ({ orderId: c.orderId, kind, at: c.at })));
  if (cleared.length === 0) return;
  await tx
    .update(trackingAlerts)
    .set({ clearedAt: cleared[0]!.at })
    .where(
      and(
        eq(trackingAlerts.industryId, industryId),
        isNull(trackingAlerts.clearedAt),
        or(
          ...cleared.map((c) => and(eq(trackingAlerts.orderId, c.orderId), eq(trackingAlerts.kind, c.kind))),
        ),
      ),
    );
}
