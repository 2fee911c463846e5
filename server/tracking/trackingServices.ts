import type { Database } from '../db/database';
import { AlertSettings } from './alertSettings';
import { IngestKeys } from './apiKeys';
import { OrderContextCache } from './orderContext';
import { createTrackingBus, type TrackingBus } from './trackingBus';

/** The long-lived pieces tracking routes, the alert sweep and the fan-out share within one server. */
export interface TrackingServices {
  db: Database;
  bus: TrackingBus;
  contexts: OrderContextCache;
  settings: AlertSettings;
  keys: IngestKeys;
}

export function createTrackingServices(db: Database): TrackingServices {
  return {
    db,
    bus: createTrackingBus(),
    contexts: new OrderContextCache(db),
    settings: new AlertSettings(db),
    keys: new IngestKeys(db),
  };
}
