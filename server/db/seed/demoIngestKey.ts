import { sha256 } from '../../auth/secrets';
import type { Queryable } from '../database';
import { ingestApiKeys } from '../schema/tracking';

/**
 * The demo industry's ingest API key. It is public on purpose (printed at start, used by the simulator):
 * a demo database holds nothing secret. Real feeds get keys of their own, stored as SHA-256 only.
 */
export const DEMO_INGEST_KEY = 'fd-demo-ingest-key-vindhya-cements';

/** Adds the demo key unless it is there (databases seeded before the key existed get it at start). */
export async function ensureDemoIngestKey(db: Queryable, industryId: number): Promise<void> {
  await db
    .insert(ingestApiKeys)
    .values({ industryId, label: 'Demo fleet simulator', keyHash: sha256(DEMO_INGEST_KEY) })
    .onConflictDoNothing();
}
