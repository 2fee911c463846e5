import { asc, eq, inArray } from 'drizzle-orm';
import { containerStatusOf, freeTimeOf } from '../../src/domain/containerProgress';
import type { Queryable } from '../db/database';
import { containerEvents, containers } from '../db/schema/containers';

const date = (iso: string | null) => (iso ? new Date(iso) : null);

/**
 * Folds each container's milestones into its row again (status, the last actual milestone, the free time at
 * the port of discharge), after new milestones or a changed allowance of free days. Inside the caller's
 * transaction; a container's handful of milestones is read whole, so the fold is the pure one the tests check.
 */
export async function refreshContainers(tx: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const [rows, events] = await Promise.all([
    tx
      .select({ id: containers.id, freeDays: containers.freeDays })
      .from(containers)
      .where(inArray(containers.id, [...ids])),
    tx
      .select({
        containerId: containerEvents.containerId,
        eventType: containerEvents.eventType,
        code: containerEvents.code,
        classifier: containerEvents.classifier,
        at: containerEvents.at,
        locationCode: containerEvents.locationCode,
        locationName: containerEvents.locationName,
      })
      .from(containerEvents)
      .where(inArray(containerEvents.containerId, [...ids]))
      .orderBy(asc(containerEvents.at), asc(containerEvents.id)),
  ]);
  for (const row of rows) {
    const own = events.filter((e) => e.containerId === row.id).map((e) => ({ ...e, at: e.at.toISOString() }));
    const last = own.filter((e) => e.classifier === 'ACT').at(-1);
    const time = freeTimeOf(own, row.freeDays);
    await tx
      .update(containers)
      .set({
        status: containerStatusOf(own),
        lastEventCode: last?.code ?? null,
        lastEventAt: date(last?.at ?? null),
        lastLocationCode: last?.locationCode ?? null,
        lastLocationName: last?.locationName ?? null,
        dischargedAt: date(time.dischargedAt),
        gatedOutAt: date(time.gatedOutAt),
        freeUntil: date(time.freeUntil),
      })
      .where(eq(containers.id, row.id));
  }
}
