import type { Database } from '../db/database';
import type { IndustryPublisher } from '../realtime/industryPublisher';

/** What the request, bid, order and gate route plugins need: the database and the socket publisher. */
export interface LifecycleRouteOptions {
  db: Database;
  publisher: IndustryPublisher;
}
