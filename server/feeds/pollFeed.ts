import type { FeedCredentials, FeedPollCounts } from '../../src/domain/schemas/feedConnections';
import type { IngestSource } from '../../src/domain/schemas/ingest';
import type { FeedKind, FeedOutcome } from '../../src/domain/statuses';
import type { SecretKey } from '../auth/secretBox';
import type { Queryable } from '../db/database';
import { HttpError } from '../errors/httpError';
import type { IngestPipeline } from '../tracking/ingestPipeline';
import type { FeedClientFactory } from './feedClients';
import { openFeedCredentials } from './feedCredentials';
import { FeedError } from './feedHttp';
import { ewayBillTargets, fastagTargets, simTargets } from './feedTargets';
import { ewayBillEvents } from './nicEwayBill';
import { simFix } from './simLocation';
import { tollReads } from './ulipFastag';

export interface FeedPollDeps {
  db: Queryable;
  ingest: IngestPipeline;
  clients: FeedClientFactory;
  /** Opens the connections' stored credentials (feedCredentials.ts). */
  credentialsKey: SecretKey | undefined;
}

/** The connection as a poll needs it. */
export interface PolledConnection {
  industryId: number;
  kind: FeedKind;
  baseUrl: string;
  /** Sealed, as stored. */
  credentials: string;
}

export interface FeedPollResult {
  outcome: FeedOutcome;
  /** Why the provider did not answer, or what ingest refused; null when all went well. */
  error: string | null;
  /** What lies behind a provider that was not reached, for the log only (never shown: outboundRequest.ts). */
  reason?: string;
  counts: FeedPollCounts;
}

/** What a provider was asked and what it answered, before ingest. */
interface Gathered {
  asked: number;
  skipped: number;
  events: unknown[];
  failure: FeedError | null;
}

/** Asks about each target in turn; a provider failure stops the questions and keeps what was answered. */
async function gather<T>(
  targets: readonly T[],
  ask: (target: T) => Promise<{ events: unknown[]; skipped: number }>,
) {
  const gathered: Gathered = { asked: 0, skipped: 0, events: [], failure: null };
  for (const target of targets) {
    gathered.asked += 1;
    try {
      const answer = await ask(target);
      gathered.events.push(...answer.events);
      gathered.skipped += answer.skipped;
    } catch (err) {
      if (!(err instanceof FeedError)) throw err;
      gathered.failure = err;
      break;
    }
  }
  return gathered;
}

const SOURCE: Record<FeedKind, IngestSource> = { ewaybill: 'ewaybill', fastag: 'fastag', sim: 'sim' };

/** The provider's questions for what the industry has in flight, each answer mapped to canonical events. */
function gatherFor(deps: FeedPollDeps, connection: PolledConnection, now: Date): Promise<Gathered> {
  const { db, clients } = deps;
  const { industryId, baseUrl } = connection;
  let credentials: Record<string, string>;
  try {
    credentials = openFeedCredentials(deps.credentialsKey, connection);
  } catch (err) {
    if (!(err instanceof FeedError)) throw err;
    return Promise.resolve({ asked: 0, skipped: 0, events: [], failure: err });
  }
  switch (connection.kind) {
    case 'ewaybill': {
      const client = clients('ewaybill', baseUrl, credentials as FeedCredentials['ewaybill']);
      return ewayBillTargets(db, industryId).then((targets) =>
        gather(targets, async ({ ewbNo, orderId }) => {
          const details = await client.details(ewbNo);
          if (!details) return { events: [], skipped: 1 };
          const mapped = ewayBillEvents(details, now, orderId);
          return { events: mapped.events, skipped: mapped.skipped ? 1 : 0 };
        }),
      );
    }
    case 'fastag': {
      const client = clients('fastag', baseUrl, credentials as FeedCredentials['fastag']);
      return fastagTargets(db, industryId).then((targets) =>
        gather(targets, async ({ vehicleNumber, orderId, since }) => {
          const mapped = tollReads(await client.transactions(vehicleNumber), vehicleNumber, {
            since,
            orderId,
          });
          return { events: mapped.reads, skipped: mapped.skipped };
        }),
      );
    }
    case 'sim': {
      const client = clients('sim', baseUrl, credentials as FeedCredentials['sim']);
      return simTargets(db, industryId).then((targets) =>
        gather(targets, async ({ mobile, orderId }) => {
          const location = await client.locate(mobile);
          const fix = location ? simFix(location, orderId) : null;
          return fix ? { events: [fix], skipped: 0 } : { events: [], skipped: 1 };
        }),
      );
    }
  }
}

/**
 * One poll of one connection: ask the provider about what is in flight, hand the answers to the ingest
 * pipeline as any feed's events, and say how it went. A provider failure (401, 429, 5xx, a timeout, an answer
 * that is not JSON) is the outcome, never an exception: what was answered before it is still stored.
 */
export async function pollFeed(
  deps: FeedPollDeps,
  connection: PolledConnection,
  now: Date,
): Promise<FeedPollResult> {
  const gathered = await gatherFor(deps, connection, now);
  const counts: FeedPollCounts = {
    asked: gathered.asked,
    accepted: 0,
    duplicates: 0,
    rejected: 0,
    skipped: gathered.skipped,
  };
  let refusal: string | null = null;
  if (gathered.events.length > 0) {
    try {
      const { reply } = await deps.ingest(connection.industryId, SOURCE[connection.kind], gathered.events);
      counts.accepted = reply.accepted;
      counts.duplicates = reply.duplicates;
      counts.rejected = reply.rejected.length;
      const first = reply.rejected[0];
      if (first) refusal = Object.values(first.fields)[0] ?? null;
    } catch (err) {
      // Every event refused (a 400 of the pipeline) is an outcome of the poll, not a failure of the sweep.
      if (!(err instanceof HttpError) || err.statusCode !== 400) throw err;
      counts.rejected = gathered.events.length;
      refusal = Object.values(err.fields ?? {})[0] ?? err.message;
    }
  }
  const { failure } = gathered;
  if (failure)
    return {
      outcome: failure.outcome,
      error: failure.message,
      ...(failure.reason ? { reason: failure.reason } : {}),
      counts,
    };
  return { outcome: counts.rejected > 0 ? 'rejected' : 'ok', error: refusal, counts };
}
