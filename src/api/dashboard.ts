import { queryOptions } from '@tanstack/react-query';
import { DashboardSummary } from '../domain/schemas/dashboard';
import type { HttpClient } from './httpClient';

export const dashboardApi = (http: HttpClient) => ({
  summary: (plant: number | null, signal?: AbortSignal) =>
    http.get('/api/dashboard/summary', { schema: DashboardSummary, query: { plant }, signal }),
});

export type DashboardApi = ReturnType<typeof dashboardApi>;

export const dashboardSummaryQuery = (api: DashboardApi, token: string, plant: number | null) =>
  queryOptions({
    queryKey: ['dashboard', 'summary', token, plant],
    queryFn: ({ signal }) => api.summary(plant, signal),
  });
