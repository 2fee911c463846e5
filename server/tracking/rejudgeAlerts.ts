import { and, eq, inArray } from 'drizzle-orm';
import { TRACKED_STATUSES } from '../../src/domain/trackingEvents';
import { orders } from '../db/schema/orders';
import { trackingLatest } from '../db/schema/trackingState';
import type { TrackingChange } from '../events/domainEvents';
import { refreshAndPublish } from './alertRefresh';
import type { TrackingServices } from './trackingServices';

/**
 * Judges every vehicle on the road of an industry again with its current thresholds, so a saved change
 * shows on the boards at once: the sweep only looks at quiet or standing vehicles without the alert yet,
 * and would neither clear an alert a raised threshold ends nor raise off-route or late before the next fix.
 */
export async function rejudgeIndustryAlerts(
  services: TrackingServices,
  industryId: number,
  now: Date,
): Promise<TrackingChange[]> {
  const { db, contexts, settings } = services;
  const onTheRoad = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.industryId, industryId), inArray(orders.status, [...TRACKED_STATUSES])));
  const rows = await db
    .select()
    .from(trackingLatest)
    .where(and(eq(trackingLatest.industryId, industryId), inArray(trackingLatest.orderId, onTheRoad)));
  if (rows.length === 0) return [];
  const thresholds = await settings.of(industryId);
  const known = await contexts.load(
    industryId,
    rows.map((r) => r.orderId),
  );
  return refreshAndPublish(services, industryId, rows, known, thresholds, now);
}
