import type { Server } from 'socket.io';
import type { z } from 'zod';
import type {
  BidPlacedEvent,
  NotificationNewEvent,
  OrderStatusEvent,
} from '../../src/domain/schemas/notifications';
import type { Database, Queryable } from '../db/database';
import { industryRoom, userRoom } from './socketServer';

/** The reliable (non-volatile) events of requests, bids, orders and notifications, by name. */
export interface IndustryEvents {
  'bid.placed': z.infer<typeof BidPlacedEvent>;
  'bid.withdrawn': z.infer<typeof BidPlacedEvent>;
  'order.status': z.infer<typeof OrderStatusEvent>;
  'notification.new': z.infer<typeof NotificationNewEvent>;
}

export interface IndustryPublisher {
  publish<K extends keyof IndustryEvents>(industryId: number, event: K, payload: IndustryEvents[K]): void;
  /** To these users only (their own rooms), for what is addressed to people rather than to the industry. */
  publishToUsers<K extends keyof IndustryEvents>(
    userIds: readonly number[],
    event: K,
    payload: IndustryEvents[K],
  ): void;
}

/**
 * Routes register before socket.io exists (it attaches to the listening server last), so the publisher is
 * handed out first and attached once `io` is up; emits before that have no listener to miss.
 */
export function createIndustryPublisher(): IndustryPublisher & { attach(io: Server): void } {
  let io: Server | null = null;
  return {
    attach(server) {
      io = server;
    },
    publish(industryId, event, payload) {
      io?.to(industryRoom(industryId)).emit(event, payload);
    },
    publishToUsers(userIds, event, payload) {
      if (userIds.length > 0) io?.to(userIds.map(userRoom)).emit(event, payload);
    },
  };
}

/**
 * Events gathered inside a transaction and published only after it commits, so a rolled-back award never
 * announces orders that do not exist.
 */
export class Outbox {
  private readonly pending: (() => void)[] = [];
  constructor(private readonly publisher: IndustryPublisher) {}

  add<K extends keyof IndustryEvents>(industryId: number, event: K, payload: IndustryEvents[K]): void {
    this.pending.push(() => this.publisher.publish(industryId, event, payload));
  }

  addForUsers<K extends keyof IndustryEvents>(
    userIds: readonly number[],
    event: K,
    payload: IndustryEvents[K],
  ): void {
    this.pending.push(() => this.publisher.publishToUsers(userIds, event, payload));
  }

  flush(): void {
    for (const send of this.pending.splice(0)) send();
  }
}

/** Runs `work` in a transaction with an outbox, publishing what it gathered once the commit succeeded. */
export async function withOutbox<T>(
  db: Database,
  publisher: IndustryPublisher,
  work: (tx: Queryable, outbox: Outbox) => Promise<T>,
): Promise<T> {
  const outbox = new Outbox(publisher);
  const result = await db.transaction((tx) => work(tx, outbox));
  outbox.flush();
  return result;
}
