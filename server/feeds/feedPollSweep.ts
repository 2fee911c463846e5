import type { FastifyBaseLogger } from 'fastify';
import type { SecretKey } from '../auth/secretBox';
import type { Clock, Sweep } from '../clock';
import type { Database } from '../db/database';
import { startPeriodicSweep } from '../periodicSweep';
import type { IngestPipeline } from '../tracking/ingestPipeline';
import type { FeedClientFactory } from './feedClients';
import { claimDueFeedConnections, type FeedConnectionRow, recordFeedPoll } from './feedConnectionStore';
import { type FeedPollResult, pollFeed } from './pollFeed';

/** How often due connections are looked for; each connection's own interval is minutes. */
export const FEED_SWEEP_MS = 30_000;
/** Connections one node takes per pass; the rest wait for the next pass or another node. */
const CLAIM_LIMIT = 20;

export interface FeedPollerDeps {
  db: Database;
  ingest: IngestPipeline;
  clients: FeedClientFactory;
  credentialsKey: SecretKey | undefined;
  log: FastifyBaseLogger;
}

/**
 * Polls one connection now and keeps its outcome. A failure of Freightdesk's own (not the provider's) is
 * logged and kept as `unavailable`, so the settings tab shows it and the next poll tries again.
 */
export async function pollAndRecord(deps: FeedPollerDeps, row: FeedConnectionRow, now: Date) {
  let result: FeedPollResult;
  try {
    result = await pollFeed(deps, row, now);
  } catch (err) {
    deps.log.error({ err, feedConnection: row.id }, 'feed poll failed');
    result = {
      outcome: 'unavailable',
      error: 'Freightdesk could not store this poll; it will try again',
      counts: { asked: 0, accepted: 0, duplicates: 0, rejected: 0, skipped: 0 },
    };
  }
  if (result.outcome !== 'ok' && result.outcome !== 'rejected')
    deps.log.warn(
      { feedConnection: row.id, kind: row.kind, outcome: result.outcome, reason: result.reason },
      result.error ?? 'feed poll failed',
    );
  return recordFeedPoll(deps.db, row.id, result, now);
}

/** One pass: claim what is due and poll it, one connection after another. */
export async function sweepFeeds(deps: FeedPollerDeps, now: Date): Promise<number> {
  const claimed = await claimDueFeedConnections(deps.db, now, CLAIM_LIMIT);
  for (const row of claimed) await pollAndRecord(deps, row, now);
  return claimed.length;
}

export const startFeedPollSweep = (clock: Clock, deps: FeedPollerDeps): Sweep =>
  startPeriodicSweep(clock, 'feed poll sweep', FEED_SWEEP_MS, () => sweepFeeds(deps, clock.now()), deps.log);
