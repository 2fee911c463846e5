import { and, desc, eq, isNull } from 'drizzle-orm';
import type { IngestKeyScope } from '../../src/domain/ingestKeyScopes';
import type { IngestKey } from '../../src/domain/schemas/ingestKeys';
import type { Queryable } from '../db/database';
import { ingestApiKeys } from '../db/schema/tracking';
import { issueIngestKey } from './issueIngestKey';

const columns = {
  id: ingestApiKeys.id,
  name: ingestApiKeys.label,
  scopes: ingestApiKeys.scopes,
  createdAt: ingestApiKeys.createdAt,
  lastUsedAt: ingestApiKeys.lastUsedAt,
  revokedAt: ingestApiKeys.revokedAt,
};

interface Row {
  id: number;
  name: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const toKey = (row: Row): IngestKey => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as IngestKeyScope[],
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const ofIndustry = (industryId: number, id: number) =>
  and(eq(ingestApiKeys.id, id), eq(ingestApiKeys.industryId, industryId));

/** The industry's ingest keys, live ones first, newest first; their hashes never leave the table. */
export async function listIngestKeys(db: Queryable, industryId: number): Promise<IngestKey[]> {
  const rows = await db
    .select(columns)
    .from(ingestApiKeys)
    .where(eq(ingestApiKeys.industryId, industryId))
    .orderBy(desc(isNull(ingestApiKeys.revokedAt)), desc(ingestApiKeys.id));
  return rows.map(toKey);
}

/** A new key with its scopes: the key itself, to be shown once, and its row as the list shows it. */
export async function createIngestKey(
  db: Queryable,
  industryId: number,
  input: { name: string; scopes: readonly IngestKeyScope[] },
): Promise<{ key: string; ingestKey: IngestKey }> {
  const { id, key } = await issueIngestKey(db, industryId, input.name, input.scopes);
  const [row] = await db.select(columns).from(ingestApiKeys).where(eq(ingestApiKeys.id, id));
  return { key, ingestKey: toKey(row!) };
}

/**
 * Revokes one of the industry's keys (a key revoked already keeps its first revocation time). Undefined when
 * the industry has no such key.
 */
export async function revokeIngestKey(
  db: Queryable,
  industryId: number,
  id: number,
  now: Date,
): Promise<IngestKey | undefined> {
  await db
    .update(ingestApiKeys)
    .set({ revokedAt: now })
    .where(and(ofIndustry(industryId, id), isNull(ingestApiKeys.revokedAt)));
  const [row] = await db.select(columns).from(ingestApiKeys).where(ofIndustry(industryId, id));
  return row ? toKey(row) : undefined;
}
