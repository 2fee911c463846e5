import { z } from 'zod';
import {
  FeedConnection,
  type FeedConnectionCreate,
  FeedConnectionList,
  type FeedConnectionUpdate,
} from '../domain/schemas/feedConnections';
import type { HttpClient } from './httpClient';

const PATH = '/api/settings/feeds';

/** Settings → Feeds: the industry's provider connections; each change answers the connection as now stored. */
export const feedConnectionsApi = (http: HttpClient) => ({
  list: (signal?: AbortSignal) => http.get(PATH, { schema: FeedConnectionList, signal }),
  create: (input: FeedConnectionCreate) => http.post(PATH, { schema: FeedConnection, body: input }),
  update: (id: number, input: FeedConnectionUpdate) =>
    http.put(`${PATH}/${id}`, { schema: FeedConnection, body: input }),
  /** One poll now; the answer carries its outcome. */
  check: (id: number) => http.post(`${PATH}/${id}/check`, { schema: FeedConnection }),
  remove: (id: number) => http.delete(`${PATH}/${id}`, { schema: z.unknown() }),
});
