import { INGEST_KEY_SCOPES, type IngestKeyScope } from '../../src/domain/ingestKeyScopes';
import { newSecret, sha256 } from '../auth/secrets';
import type { Queryable } from '../db/database';
import { ingestApiKeys } from '../db/schema/tracking';

/**
 * A new ingest API key for an industry's feeds (`x-api-key` or `?key=`, checked by apiKeys.ts), allowed the
 * feeds of its scopes (every feed unless told). Only its SHA-256 is stored, so the key is returned to be shown
 * once and cannot be read back later.
 */
export async function issueIngestKey(
  tx: Queryable,
  industryId: number,
  label: string,
  scopes: readonly IngestKeyScope[] = INGEST_KEY_SCOPES,
): Promise<{ id: number; key: string }> {
  const key = `fd_${newSecret()}`;
  const [row] = await tx
    .insert(ingestApiKeys)
    .values({ industryId, label, keyHash: sha256(key), scopes: [...scopes] })
    .returning({ id: ingestApiKeys.id });
  return { id: row!.id, key };
}
