import { newSecret, sha256 } from '../auth/secrets';
import type { Queryable } from '../db/database';
import { ingestApiKeys } from '../db/schema/tracking';

/**
 * A new ingest API key for an industry's feeds (`x-api-key`, checked by apiKeys.ts). Only its SHA-256 is
 * stored, so the key is returned to be shown once and cannot be read back later.
 */
export async function issueIngestKey(tx: Queryable, industryId: number, label: string): Promise<string> {
  const key = `fd_${newSecret()}`;
  await tx.insert(ingestApiKeys).values({ industryId, label, keyHash: sha256(key) });
  return key;
}
