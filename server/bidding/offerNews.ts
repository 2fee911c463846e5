import { eq } from 'drizzle-orm';
import type { Direction } from '../../src/domain/statuses';
import type { Queryable } from '../db/database';
import { requestTransporters } from '../db/schema/requests';
import { industries } from '../db/schema/tenancy';
import type { Outbox } from '../events/outbox';
import { notify } from '../notifications/notify';

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

/**
 * Tells the bidders of an awarded request whether its bid won or lost: live in each company's own room, and
 * to each of its people by push and e-mail as they chose (notifications/notify.ts), after the commit.
 */
export async function announceAward(
  tx: Queryable,
  outbox: Outbox,
  request: { id: number; number: string; industryId: number; direction: Direction },
  outcome: { winners: readonly number[]; losers: readonly number[] },
  at: Date,
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
  const told = [
    ...winners.map((transporterId) => ({ transporterId, type: 'awardWon' as const })),
    ...losers.map((transporterId) => ({ transporterId, type: 'bidLost' as const })),
  ];
  for (const { transporterId, type } of told)
    await notify(tx, outbox, {
      industryId: request.industryId,
      transporterId,
      kind: 'request',
      notice: { type, number: request.number, industry: about.industry },
      refId: request.id,
      direction: request.direction,
      actorUserId: null,
      at,
    });
  await announceOfferChange(tx, outbox, request.id);
}
