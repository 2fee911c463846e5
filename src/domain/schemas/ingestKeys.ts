import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { INGEST_KEY_SCOPES } from '../ingestKeyScopes';
import { text } from './storable';

export const IngestKeyScope = z.enum(INGEST_KEY_SCOPES);

/** An industry's ingest key as Settings lists it; the key itself is never shown again after it is made. */
export const IngestKey = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(IngestKeyScope),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type IngestKey = z.infer<typeof IngestKey>;

export const IngestKeyList = z.object({ items: z.array(IngestKey) });
export type IngestKeyList = z.infer<typeof IngestKeyList>;

export const IngestKeyInput = z.object({
  name: text(60).trim().min(1, says('validation.schema.ingestKeys.enterName')),
  scopes: z
    .array(IngestKeyScope)
    .min(1, says('validation.schema.ingestKeys.chooseScope'))
    .transform((scopes) => INGEST_KEY_SCOPES.filter((s) => scopes.includes(s))),
});
export type IngestKeyInput = z.input<typeof IngestKeyInput>;

/** A key just made: the only answer that carries the key itself. */
export const IssuedIngestKey = z.object({ key: z.string(), ingestKey: IngestKey });
export type IssuedIngestKey = z.infer<typeof IssuedIngestKey>;
