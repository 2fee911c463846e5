import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { EventBus } from '../events/eventBus';
import { AlertSettings } from './alertSettings';
import { IngestKeys } from './apiKeys';
import { OrderContextCache } from './orderContext';

/** The long-lived pieces tracking routes, the alert sweep and the socket rooms share within one server. */
export interface TrackingServices {
  db: Database;
  events: EventBus;
  clock: Clock;
  contexts: OrderContextCache;
  settings: AlertSettings;
  keys: IngestKeys;
}

export function createTrackingServices(db: Database, events: EventBus, clock: Clock): TrackingServices {
  const contexts = new OrderContextCache(db, clock);
  // An order that changed status is read afresh by its next fix: its state must not put the old status back
  // on the boards after the change reached them (boardStatus.ts). The bus is this node's: another node's
  // cache catches up within its minute.
  events.published$.subscribe((published) => {
    for (const event of published) if (event.type === 'order.status') contexts.forget(event.payload.orderId);
  });
  return {
    db,
    events,
    clock,
    contexts,
    settings: new AlertSettings(db, clock),
    keys: new IngestKeys(db, clock),
  };
}
