import { queryOptions } from '@tanstack/react-query';
import { SetupProgress } from '../domain/schemas/setupProgress';
import type { HttpClient } from './httpClient';
import { DASHBOARD_QUERY_KEY } from './insight';

/** A new company's first steps (plants, transporters, clients, products), for the dashboard's checklist. */
export const setupApi = (http: HttpClient) => ({
  progress: (signal?: AbortSignal) => http.get('/api/dashboard/setup', { schema: SetupProgress, signal }),
});

export type SetupApi = ReturnType<typeof setupApi>;

/** Under the dashboard's key, so that the live news that refreshes the tiles refreshes the steps too. */
export const setupProgressQuery = (api: SetupApi, token: string) =>
  queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, 'setup', token],
    queryFn: ({ signal }) => api.progress(signal),
  });
