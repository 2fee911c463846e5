import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { EventBus } from '../events/eventBus';
import { type Outbox, withOutbox } from '../events/outbox';
import type { AlertThresholds } from './alertThresholds';
import type { OrderContext } from './orderContext';
import { type FixIn, type WriteResult, writeFixes } from './positionWriter';

/** What one validated ingest request asks to store. */
export type IngestWrite =
  /** Position fixes (GPS, SIM): these from concurrent requests are written together. */
  | { fixes: readonly FixIn[]; contexts: ReadonlyMap<number, OrderContext>; thresholds: AlertThresholds }
  /** Anything else (tolls, e-way bills), in a transaction of its own. */
  | { write: (tx: Queryable, outbox: Outbox) => Promise<WriteResult> };

/** Fixes one transaction takes at most, so that one commit (and its wait) stays short. */
const MAX_GROUP_FIXES = 10_000;

interface Waiting {
  work: IngestWrite;
  resolve(result: WriteResult): void;
  reject(error: unknown): void;
}

const sizeOf = (work: IngestWrite) => ('fixes' in work ? work.fixes.length : 1);

/**
 * Group commit of an industry's ingest: one transaction at a time per industry, and the fixes of every
 * request that arrived while it ran go together into the next one (one insert, one locked read, one upsert,
 * one sequence number), each request answered once the transaction holding its fixes has committed. When
 * requests come one at a time nothing waits; under load the transactions grow instead of queueing up on the
 * industry's sequence row, which every one of them locks until it commits (sequence.ts).
 *
 * Each request gets its own counts: a fix is accepted for the first request that carried it, if it was new.
 */
export function createIngestWriteQueue(db: Database, bus: EventBus, clock: Pick<Clock, 'now'>) {
  /** Industries with a transaction under way, and the requests waiting for the next one. */
  const queues = new Map<number, Waiting[]>();

  function next(industryId: number) {
    const waiting = queues.get(industryId)!;
    if (waiting.length === 0) {
      queues.delete(industryId);
      return;
    }
    let take = 1;
    if ('fixes' in waiting[0]!.work) {
      let fixes = sizeOf(waiting[0]!.work);
      while (take < waiting.length && 'fixes' in waiting[take]!.work) {
        fixes += sizeOf(waiting[take]!.work);
        if (fixes > MAX_GROUP_FIXES) break;
        take += 1;
      }
    }
    const group = waiting.splice(0, take);
    commit(industryId, group)
      .then(
        (results) => {
          for (const [i, w] of group.entries()) w.resolve(results[i]!);
        },
        (error: unknown) => {
          for (const w of group) w.reject(error);
        },
      )
      .finally(() => next(industryId));
  }

  function commit(industryId: number, group: readonly Waiting[]): Promise<WriteResult[]> {
    return withOutbox(db, bus, async (tx, outbox) => {
      const [first] = group;
      if (!('fixes' in first!.work)) {
        const result = await first!.work.write(tx, outbox);
        outbox.add(...result.changes);
        return [result];
      }
      const works = group.map((w) => w.work as Extract<IngestWrite, { fixes: unknown }>);
      const contexts = new Map<number, OrderContext>();
      for (const work of works) for (const [id, context] of work.contexts) contexts.set(id, context);
      const written = await writeFixes(
        tx,
        outbox,
        industryId,
        works.flatMap((w) => w.fixes),
        contexts,
        works.at(-1)!.thresholds,
        clock.now(),
      );
      outbox.add(...written.changes);
      // A fix stored is counted for the request whose object it was: the first to carry it.
      return works.map((work) => {
        let accepted = 0;
        for (const fix of work.fixes) if (written.fresh.has(fix)) accepted += 1;
        return { accepted, duplicates: work.fixes.length - accepted, changes: [] };
      });
    });
  }

  /** Stores one request's events; resolves once they are committed (and published). */
  return (industryId: number, work: IngestWrite): Promise<WriteResult> =>
    new Promise((resolve, reject) => {
      const entry = { work, resolve, reject };
      const waiting = queues.get(industryId);
      if (waiting) return void waiting.push(entry);
      queues.set(industryId, [entry]);
      next(industryId);
    });
}
