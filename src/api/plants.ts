import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  Plant,
  type PlantInput,
  type PlantListQuery,
  PlantSla,
  type PlantSlaInput,
} from '../domain/schemas/plant';
import type { HttpClient } from './httpClient';
import { masterApi } from './masterApi';

/** What the list accepts; the server fills the defaults of whatever is left out. */
export type PlantListParams = Partial<PlantListQuery>;

/** The plant master's six routes, and its service level agreement. */
export const plantsApi = (http: HttpClient) => ({
  ...masterApi<Plant, PlantInput, PlantListQuery>(http, '/api/plants', Plant),
  sla: (id: number, signal?: AbortSignal) => http.get(`/api/plants/${id}/sla`, { schema: PlantSla, signal }),
  saveSla: (id: number, input: PlantSlaInput) =>
    http.put(`/api/plants/${id}/sla`, { schema: PlantSla, body: input }),
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
