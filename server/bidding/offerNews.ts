import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { requestTransporters } from '../db/schema/requests';
import { industries } from '../db/schema/tenancy';
import type { Outbox } from '../events/outbox';

async function invitedTransporters(tx: Queryable, requestId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: requestTransporters.transporterId })
    .from(requestTransporters)
    .where(eq(requestTransporters.requestId, requestId));
  return rows.map((r) => r.id);
}

/**
 * Tells every company invited to the request that what it may see of it changed; each reads its own view
 * again, so the news itself carries no bid.
 */
export async function announceOfferChange(tx: Queryable, outbox: Outbox, requestId: number): Promise<void> {
  const transporterIds = await invitedTransporters(tx, requestId);
  if (transporterIds.length > 0)
    outbox.add({ type: 'offer.changed', transporterIds, payload: { requestId } });
}

/** Tells the bidders of an awarded request, each in its own room, whether its bid won or lost. */
export async function announceAward(
  tx: Queryable,
  outbox: Outbox,
  request: { id: number; number: string; industryId: number },
  outcome: { winners: readonly number[]; losers: readonly number[] },
): Promise<void> {
  const [industry] = await tx
    .select({ name: industries.name })
    .from(industries)
    .where(eq(industries.id, request.industryId));
  const about = { requestId: request.id, number: request.number, industry: industry?.name ?? '' };
  const winners = [...new Set(outcome.winners)];
  // A company with one bid accepted and another rejected won: it is told that alone.
  const losers = [...new Set(outcome.losers)].filter((id) => !winners.includes(id));
  if (winners.length > 0)
    outbox.add({ type: 'offer.decided', transporterIds: winners, payload: { ...about, outcome: 'won' } });
  if (losers.length > 0)
    outbox.add({ type: 'offer.decided', transporterIds: losers, payload: { ...about, outcome: 'lost' } });
  await announceOfferChange(tx, outbox, request.id);
}
