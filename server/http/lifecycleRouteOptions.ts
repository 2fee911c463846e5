import type { Database } from '../db/database';
import type { EventBus } from '../events/eventBus';

/** What the request, bid, order and gate route plugins need: the database and the event bus. */
export interface LifecycleRouteOptions {
  db: Database;
  events: EventBus;
}
