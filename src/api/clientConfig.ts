import { queryOptions } from '@tanstack/react-query';
import { ClientConfig } from '../domain/schemas/clientConfig';
import type { HttpClient } from './httpClient';

export const clientConfigApi = (http: HttpClient) => ({
  get: (signal?: AbortSignal) =>
    http.get('/api/client-config', { schema: ClientConfig, authenticated: false, signal }),
});

export type ClientConfigApi = ReturnType<typeof clientConfigApi>;

/** Deployment settings do not change while the page is open. */
export const clientConfigQuery = (api: ClientConfigApi) =>
  queryOptions({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => api.get(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
