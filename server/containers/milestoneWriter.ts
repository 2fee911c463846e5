import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Milestone, MilestoneLinks } from '../../src/domain/dcsaMilestone';
import type { Queryable } from '../db/database';
import { containerEvents, containers } from '../db/schema/containers';
import type { TrackingChange } from '../events/domainEvents';
import { firstOfEach } from '../tracking/firstOfEach';
import { refreshContainers } from './containerRefresh';
import { freeDaysFactsOf, judgeFreeDays } from './freeDaysAlerts';

export interface MilestoneIn {
  /** Position in the request's events. */
  index: number;
  milestone: Milestone;
  links: MilestoneLinks;
}

/**
 * The industry's containers each event concerns. A number names the newest container of that number (a box
 * is reused for later orders); a vessel's arrival or departure concerns the containers aboard it (their last
 * actual LOAD or DISC is a LOAD onto it, or, before any, a planned LOAD onto it); a shipment event concerns the
 * containers whose milestones named its document. Read inside the write's transaction, so a LOAD earlier in
 * the same batch already counts.
 */
async function containersOf(tx: Queryable, industryId: number, links: MilestoneLinks): Promise<number[]> {
  const ids = new Set<number>();
  if (links.containerNumbers.length > 0) {
    const rows = await tx
      .select({ id: containers.id, number: containers.number })
      .from(containers)
      .where(and(eq(containers.industryId, industryId), inArray(containers.number, links.containerNumbers)))
      .orderBy(desc(containers.id));
    for (const number of links.containerNumbers) {
      const newest = rows.find((r) => r.number === number);
      if (newest) ids.add(newest.id);
    }
  }
  if (links.vesselImo) for (const id of await aboard(tx, industryId, links.vesselImo)) ids.add(id);
  if (links.documentId) {
    const rows = await tx
      .selectDistinctOn([containerEvents.containerId], { id: containerEvents.containerId })
      .from(containerEvents)
      .where(
        and(
          eq(containerEvents.industryId, industryId),
          sql`${containerEvents.documentRefs} @> array[${links.documentId}]::text[]`,
        ),
      );
    for (const row of rows) ids.add(row.id);
  }
  return [...ids];
}

async function aboard(tx: Queryable, industryId: number, vesselImo: string): Promise<number[]> {
  const moves = await tx
    .select({
      containerId: containerEvents.containerId,
      code: containerEvents.code,
      classifier: containerEvents.classifier,
      vesselImo: containerEvents.vesselImo,
    })
    .from(containerEvents)
    .where(
      and(
        inArray(
          containerEvents.containerId,
          tx
            .selectDistinctOn([containerEvents.containerId], { id: containerEvents.containerId })
            .from(containerEvents)
            .where(and(eq(containerEvents.industryId, industryId), eq(containerEvents.vesselImo, vesselImo))),
        ),
        inArray(containerEvents.code, ['LOAD', 'DISC']),
      ),
    )
    .orderBy(containerEvents.at, containerEvents.id);
  const last = new Map<number, { actual?: (typeof moves)[number]; planned?: (typeof moves)[number] }>();
  for (const move of moves) {
    const seen = last.get(move.containerId) ?? {};
    if (move.classifier === 'ACT') seen.actual = move;
    else if (move.code === 'LOAD') seen.planned = move;
    last.set(move.containerId, seen);
  }
  return [...last].flatMap(([id, { actual, planned }]) => {
    const move = actual ?? planned;
    return move?.code === 'LOAD' && move.vesselImo === vesselImo ? [id] : [];
  });
}

export interface MilestoneWrite {
  accepted: number;
  duplicates: number;
  /** Items no container of the industry is linked to, by position. */
  unlinked: MilestoneIn[];
  changes: TrackingChange[];
}

/**
 * Stores a batch of milestones inside the caller's transaction, each once per container it concerns (the
 * first of a repeated eventID wins, in one batch as across batches), folds the touched containers anew and
 * judges their free days. Equipment events go first, so the vessel and documents they name link the
 * transport and shipment events of the same batch.
 */
export async function writeMilestones(
  tx: Queryable,
  industryId: number,
  items: readonly MilestoneIn[],
  now: Date,
): Promise<MilestoneWrite> {
  const unique = [...firstOfEach(items, (i) => i.milestone.sourceEventId).values()];
  const ordered = [
    ...unique.filter((i) => i.milestone.eventType === 'EQUIPMENT'),
    ...unique.filter((i) => i.milestone.eventType !== 'EQUIPMENT'),
  ];
  const unlinked: MilestoneIn[] = [];
  let accepted = 0;
  const touched = new Set<number>();
  for (const item of ordered) {
    const ids = await containersOf(tx, industryId, item.links);
    if (ids.length === 0) {
      unlinked.push(item);
      continue;
    }
    const { milestone } = item;
    const stored = await tx
      .insert(containerEvents)
      .values(ids.map((containerId) => ({ industryId, containerId, ...milestone })))
      .onConflictDoNothing()
      .returning({ containerId: containerEvents.containerId });
    if (stored.length > 0) accepted += 1;
    for (const row of stored) touched.add(row.containerId);
  }
  await refreshContainers(tx, [...touched]);
  const changes =
    touched.size === 0
      ? []
      : await judgeFreeDays(tx, industryId, await freeDaysFactsOf(tx, [...touched]), now);
  return {
    accepted,
    duplicates: items.length - accepted - unlinked.length,
    unlinked,
    changes,
  };
}
