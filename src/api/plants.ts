import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type PlantListQuery, PlantPage } from '../domain/schemas/plant';
import type { HttpClient } from './httpClient';

/** What the list accepts; the server fills the defaults of whatever is left out. */
export type PlantListParams = Partial<PlantListQuery>;

export const plantsApi = (http: HttpClient) => ({
  list: (params: PlantListParams, signal?: AbortSignal) =>
    http.get('/api/plants', { schema: PlantPage, query: params, signal }),
});

export type PlantsApi = ReturnType<typeof plantsApi>;

/** Plants for pickers (header selector, list filters): the active ones, one page of the largest size. */
export const plantChoicesQuery = (api: PlantsApi, token: string) =>
  queryOptions({
    queryKey: ['plants', 'choices', token],
    queryFn: ({ signal }) => api.list({ page: 1, pageSize: 100, sort: 'name', status: 'active' }, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
