import { and, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type FreeTime, freeDaysRunOut } from '../../src/domain/containerProgress';
import type { Clock, Sweep } from '../clock';
import type { Database, Queryable } from '../db/database';
import { containers } from '../db/schema/containers';
import { orders } from '../db/schema/orders';
import type { TrackingChange } from '../events/domainEvents';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';
import { startPeriodicSweep } from '../periodicSweep';
import { logAlertChanges } from '../tracking/alertLog';
import { alertMessage } from '../tracking/deriveAlerts';
import { nextSeq } from '../tracking/sequence';

const KIND = 'container_free_days';

/** What the free-days judgement reads of a container. */
export interface FreeDaysFacts {
  id: number;
  orderId: number;
  number: string;
  freeUntil: Date | null;
  gatedOutAt: Date | null;
  dischargedAt: Date | null;
  freeDaysAlertAt: Date | null;
}

const freeTime = (c: FreeDaysFacts): FreeTime => ({
  dischargedAt: c.dischargedAt?.toISOString() ?? null,
  gatedOutAt: c.gatedOutAt?.toISOString() ?? null,
  freeUntil: c.freeUntil?.toISOString() ?? null,
});

/**
 * Raises `container_free_days` on the order of each container whose free days ran out while it is still at the
 * port, and clears it once none of the order's containers holds it (gated out, or a later discharge started a
 * new count). Raised alerts go the way every tracking alert goes: the order's alert log, `alert.raised` to its
 * watchers, and the notifications digest (server/notifications/alertNotices.ts). Inside the caller's transaction.
 */
export async function judgeFreeDays(
  tx: Queryable,
  industryId: number,
  facts: readonly FreeDaysFacts[],
  now: Date,
): Promise<TrackingChange[]> {
  const raise = facts.filter((c) => c.freeDaysAlertAt === null && freeDaysRunOut(freeTime(c), now));
  const drop = facts.filter((c) => c.freeDaysAlertAt !== null && !freeDaysRunOut(freeTime(c), now));
  if (raise.length === 0 && drop.length === 0) return [];
  // An order raises the alert once, for its first container that runs out, and keeps it while any holds it.
  const heldBefore = async (orderIds: readonly number[]) =>
    orderIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await tx
              .selectDistinctOn([containers.orderId], { orderId: containers.orderId })
              .from(containers)
              .where(and(inArray(containers.orderId, [...orderIds]), isNotNull(containers.freeDaysAlertAt)))
          ).map((r) => r.orderId),
        );
  const alreadyHeld = await heldBefore(raise.map((c) => c.orderId));
  const setAlertAt = (rows: readonly FreeDaysFacts[], at: Date | null) =>
    rows.length === 0
      ? undefined
      : tx
          .update(containers)
          .set({ freeDaysAlertAt: at })
          .where(
            inArray(
              containers.id,
              rows.map((c) => c.id),
            ),
          );
  await setAlertAt(raise, now);
  await setAlertAt(drop, null);
  const dropOrders = [...new Set(drop.map((c) => c.orderId))];
  const stillHeld = await heldBefore(dropOrders);
  const cleared = dropOrders.filter((id) => !stillHeld.has(id));
  const raisedByOrder = new Map<number, FreeDaysFacts>();
  for (const c of raise)
    if (!alreadyHeld.has(c.orderId) && !raisedByOrder.has(c.orderId)) raisedByOrder.set(c.orderId, c);
  await logAlertChanges(tx, industryId, [
    ...[...raisedByOrder.keys()].map((orderId) => ({
      orderId,
      raised: [KIND] as const,
      cleared: [],
      at: now,
    })),
    ...cleared.map((orderId) => ({ orderId, raised: [], cleared: [KIND] as const, at: now })),
  ]);
  if (raisedByOrder.size === 0) return [];
  const seq = await nextSeq(tx, industryId);
  const heads = await tx
    .select({ id: orders.id, number: orders.number, plantId: orders.plantId, direction: orders.direction })
    .from(orders)
    .where(inArray(orders.id, [...raisedByOrder.keys()]));
  return heads.map((order) => {
    const container = raisedByOrder.get(order.id)!;
    return {
      type: 'alert',
      industryId,
      plantId: order.plantId,
      direction: order.direction,
      event: {
        seq,
        orderId: order.id,
        orderNumber: order.number,
        // The alert names what it is about: the container, where a truck alert names the vehicle.
        vehicleNumber: container.number,
        kind: KIND,
        at: now.toISOString(),
        message: alertMessage(KIND, container.number),
      },
    } satisfies TrackingChange;
  });
}

const factColumns = {
  id: containers.id,
  industryId: containers.industryId,
  orderId: containers.orderId,
  number: containers.number,
  freeUntil: containers.freeUntil,
  gatedOutAt: containers.gatedOutAt,
  dischargedAt: containers.dischargedAt,
  freeDaysAlertAt: containers.freeDaysAlertAt,
};

/**
 * One pass of the free-days sweep: containers whose free time ended without a gate-out and whose alert is not
 * raised yet (the partial index of `containers`), one transaction per industry, published after each.
 */
export async function sweepFreeDays(db: Database, events: EventBus, now: Date): Promise<TrackingChange[]> {
  const due = await db
    .select(factColumns)
    .from(containers)
    .where(
      and(lte(containers.freeUntil, now), isNull(containers.gatedOutAt), isNull(containers.freeDaysAlertAt)),
    );
  const byIndustry = new Map<number, FreeDaysFacts[]>();
  for (const row of due) byIndustry.set(row.industryId, [...(byIndustry.get(row.industryId) ?? []), row]);
  const changes: TrackingChange[] = [];
  for (const [industryId, rows] of byIndustry)
    changes.push(
      ...(await withOutbox(db, events, async (tx, outbox) => {
        const raised = await judgeFreeDays(tx, industryId, rows, now);
        outbox.add(...raised);
        return raised;
      })),
    );
  return changes;
}

/** The facts of some containers, read inside a transaction after their milestones changed. */
export const freeDaysFactsOf = (tx: Queryable, ids: readonly number[]) =>
  tx
    .select(factColumns)
    .from(containers)
    .where(inArray(containers.id, [...ids]));

/** Free days end at any minute; a minute late is early enough for an alert counted in days. */
const FREE_DAYS_SWEEP_MS = 60_000;

/** Runs sweepFreeDays every minute until stopped, beside the tracking alert sweep. */
export const startFreeDaysSweep = (
  clock: Clock,
  db: Database,
  events: EventBus,
  log: FastifyBaseLogger,
): Sweep =>
  startPeriodicSweep(
    clock,
    'free-days sweep',
    FREE_DAYS_SWEEP_MS,
    () => sweepFreeDays(db, events, clock.now()),
    log,
  );
