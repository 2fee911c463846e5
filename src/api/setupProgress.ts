import { queryOptions } from '@tanstack/react-query';
import { SetupProgress } from '../domain/schemas/setupProgress';
import type { HttpClient } from './httpClient';

/** A new company's first steps (plants, transporters, clients, products), for the dashboard's checklist. */
export const setupApi = (http: HttpClient) => ({
  progress: (signal?: AbortSignal) => http.get('/api/dashboard/setup', { schema: SetupProgress, signal }),
});

export type SetupApi = ReturnType<typeof setupApi>;

/**
 * Fetched each time the dashboard opens, which is where a person comes back to after adding a plant; not under
 * the dashboard's key, since the live news that refreshes the tiles (orders, bids) never changes a step.
 */
export const setupProgressQuery = (api: SetupApi, token: string) =>
  queryOptions({
    queryKey: ['setup-progress', token],
    queryFn: ({ signal }) => api.progress(signal),
  });
