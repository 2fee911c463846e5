import type { Database, Queryable } from '../db/database';
import type { DomainEvent } from './domainEvents';
import type { EventBus } from './eventBus';

/** Events gathered inside a transaction, so a rolled-back award never announces orders that do not exist. */
export class Outbox {
  private readonly pending: DomainEvent[] = [];

  add(...events: readonly DomainEvent[]): void {
    this.pending.push(...events);
  }

  drain(): DomainEvent[] {
    return this.pending.splice(0);
  }
}

/**
 * The one way to publish: runs `work` in a transaction with an outbox and publishes what it gathered once
 * the commit succeeded. Ingest, the sweeps, requests, bids, orders, notifications and sign-outs all use it.
 */
export async function withOutbox<T>(
  db: Database,
  bus: EventBus,
  work: (tx: Queryable, outbox: Outbox) => Promise<T>,
): Promise<T> {
  const outbox = new Outbox();
  const result = await db.transaction((tx) => work(tx, outbox));
  bus.publish(outbox.drain());
  return result;
}
