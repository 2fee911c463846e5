import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  DashboardTile,
  type DashboardTileId,
  DashboardTiles,
  type InsightFilters,
  Report,
  type ReportKind,
  ReportSubscription,
  type ReportSubscriptionInput,
} from '../domain/schemas/insight';
import type { HttpClient } from './httpClient';

const NoContent = z.undefined();
const Subscriptions = z.array(ReportSubscription);

/** The dashboard's tiles, a tile's full view and the reports, each for the filters on screen. */
export const insightApi = (http: HttpClient) => ({
  tiles: (filters: InsightFilters, signal?: AbortSignal) =>
    http.get('/api/dashboard/tiles', { schema: DashboardTiles, query: filters, signal }),
  tile: (id: DashboardTileId, filters: InsightFilters, signal?: AbortSignal) =>
    http.get(`/api/dashboard/tiles/${id}`, { schema: DashboardTile, query: filters, signal }),
  report: (kind: ReportKind, filters: InsightFilters, signal?: AbortSignal) =>
    http.get(`/api/reports/${kind}`, { schema: Report, query: filters, signal }),
  subscriptions: (signal?: AbortSignal) =>
    http.get('/api/reports/subscriptions', { schema: Subscriptions, signal }),
  subscribe: (body: z.infer<typeof ReportSubscriptionInput>) =>
    http.post('/api/reports/subscriptions', { schema: ReportSubscription, body }),
  unsubscribe: (id: number) => http.delete(`/api/reports/subscriptions/${id}`, { schema: NoContent }),
});

export type InsightApi = ReturnType<typeof insightApi>;

/** Where a tile's or a report's file comes from (`<path>/export?format=…`, with the same filters). */
export const tilePath = (id: DashboardTileId) => `/api/dashboard/tiles/${id}` as const;
export const reportPath = (kind: ReportKind) => `/api/reports/${kind}` as const;

/** The query keys' roots, so live news can refetch every figure at once. */
export const DASHBOARD_QUERY_KEY = ['insight', 'dashboard'] as const;

// A new filter shows the figures of the previous one, dimmed, until its own arrive: no flash of skeletons.
export const dashboardTilesQuery = (api: InsightApi, token: string, filters: InsightFilters) =>
  queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, 'tiles', token, filters],
    queryFn: ({ signal }) => api.tiles(filters, signal),
    placeholderData: keepPreviousData,
  });

export const dashboardTileQuery = (
  api: InsightApi,
  token: string,
  id: DashboardTileId,
  filters: InsightFilters,
) =>
  queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, 'tile', token, id, filters],
    queryFn: ({ signal }) => api.tile(id, filters, signal),
    placeholderData: keepPreviousData,
  });

export const reportQuery = (api: InsightApi, token: string, kind: ReportKind, filters: InsightFilters) =>
  queryOptions({
    queryKey: ['insight', 'report', token, kind, filters],
    queryFn: ({ signal }) => api.report(kind, filters, signal),
    placeholderData: keepPreviousData,
  });

export const reportSubscriptionsQuery = (api: InsightApi, token: string) =>
  queryOptions({
    queryKey: ['insight', 'subscriptions', token],
    queryFn: ({ signal }) => api.subscriptions(signal),
  });
