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
  return {
    db,
    events,
    clock,
    contexts: new OrderContextCache(db, clock),
    settings: new AlertSettings(db, clock),
    keys: new IngestKeys(db, clock),
  };
}
