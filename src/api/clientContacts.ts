import type { Page } from '../domain/schemas/list';
import { type PartyContactListQuery, PartyContactPage, type PartyContactRow } from '../domain/schemas/party';
import type { HttpClient } from './httpClient';

type QueryValue = string | number | boolean | null | undefined;

/** `/client-contact`'s list: every contact of every client, one page at a time. */
export const clientContactsApi = (http: HttpClient) => ({
  list: (params: Partial<PartyContactListQuery>, signal?: AbortSignal): Promise<Page<PartyContactRow>> =>
    http.get('/api/client-contacts', {
      schema: PartyContactPage,
      query: params as Readonly<Record<string, QueryValue>>,
      signal,
    }),
});
