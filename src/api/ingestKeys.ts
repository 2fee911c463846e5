import { IngestKey, type IngestKeyInput, IngestKeyList, IssuedIngestKey } from '../domain/schemas/ingestKeys';
import type { HttpClient } from './httpClient';

const PATH = '/api/settings/ingest-keys';

/** The industry's ingest keys: listed without the keys themselves, made (the one answer with the key), revoked. */
export const ingestKeysApi = (http: HttpClient) => ({
  list: (signal?: AbortSignal) => http.get(PATH, { schema: IngestKeyList, signal }),
  create: (body: IngestKeyInput) => http.post(PATH, { schema: IssuedIngestKey, body }),
  revoke: (id: number) => http.post(`${PATH}/${id}/revoke`, { schema: IngestKey }),
});

export type IngestKeysApi = ReturnType<typeof ingestKeysApi>;
