import { linksOf, milestoneOf } from '../../src/domain/dcsaMilestone';
import { DcsaEvent } from '../../src/domain/schemas/dcsaEvents';
import type { Database } from '../db/database';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';
import { type IngestOutcome, noValidEvent } from '../tracking/ingestPipeline';
import { rejectOne, validateItems } from '../tracking/validateItems';
import { type MilestoneIn, writeMilestones } from './milestoneWriter';

/** Why an event found no container of the industry, said on the field that should have named one. */
const UNLINKED: Record<DcsaEvent['eventType'], [field: string, message: string]> = {
  EQUIPMENT: ['equipmentReference', 'No order of yours carries a container with this number'],
  TRANSPORT: [
    'transportCall.vessel.vesselIMONumber',
    'No container of yours is aboard this vessel or named in the references',
  ],
  SHIPMENT: ['documentID', 'No container of yours travels on this document or is named in the references'],
};

/**
 * DCSA Track & Trace events into container milestones, by the ingest rules of the other feeds: each event
 * validated alone (an actual event may not be dated ahead of the clock; planned and estimated ones are the
 * future), one transaction through the outbox, refused events listed (207), a batch of only bad ones a 400,
 * repeated eventIDs counted as duplicates. Containers are found inside the transaction, so an event whose
 * container is unknown is refused with the rest of the batch stored.
 */
export async function ingestContainerEvents(
  deps: { db: Database; events: EventBus; maxFutureSkewMs: number },
  industryId: number,
  events: readonly unknown[],
  now: Date,
): Promise<IngestOutcome> {
  // DCSA names its idempotency key eventID; the reply names it eventId as every feed's does.
  const { good, rejected } = validateItems(DcsaEvent, events, { field: 'eventDateTime', notAfter: Infinity });
  for (const r of rejected) r.eventId ??= eventIdOf(events[r.index]);
  const items: MilestoneIn[] = [];
  for (const { index, item } of good) {
    if (
      item.eventClassifierCode === 'ACT' &&
      Date.parse(item.eventDateTime) > now.getTime() + deps.maxFutureSkewMs
    ) {
      rejected.push(
        rejectOne(index, item.eventID, 'eventDateTime', 'An actual event cannot be dated ahead of the clock'),
      );
      continue;
    }
    items.push({ index, milestone: milestoneOf(item), links: linksOf(item) });
  }
  if (rejected.length === events.length) throw noValidEvent(rejected);
  const written = await withOutbox(deps.db, deps.events, async (tx, outbox) => {
    const result = await writeMilestones(tx, industryId, items, now);
    for (const { index, milestone } of result.unlinked) {
      const [field, message] = UNLINKED[milestone.eventType];
      rejected.push(rejectOne(index, milestone.sourceEventId, field, message));
    }
    // Nothing was stored, so the transaction has nothing to undo.
    if (rejected.length === events.length) throw noValidEvent(rejected);
    outbox.add(...result.changes);
    return result;
  });
  rejected.sort((a, b) => a.index - b.index);
  return {
    status: rejected.length > 0 ? 207 : 200,
    reply: { accepted: written.accepted, duplicates: written.duplicates, rejected },
  };
}

function eventIdOf(raw: unknown): string | undefined {
  if (typeof raw === 'object' && raw !== null && 'eventID' in raw && typeof raw.eventID === 'string')
    return raw.eventID;
  return undefined;
}
