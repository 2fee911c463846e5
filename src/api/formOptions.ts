import { queryOptions } from '@tanstack/react-query';
import { CityOptions, type CitySearchParams, FormOptions, StateOptions } from '../domain/schemas/formOptions';
import type { HttpClient } from './httpClient';

export const formOptionsApi = (http: HttpClient) => ({
  all: (signal?: AbortSignal) => http.get('/api/form-options', { schema: FormOptions, signal }),
  cities: (query: CitySearchParams, signal?: AbortSignal) =>
    http.get('/api/cities', { schema: CityOptions, query, signal }),
  states: (signal?: AbortSignal) => http.get('/api/form-options/states', { schema: StateOptions, signal }),
});

export type FormOptionsApi = ReturnType<typeof formOptionsApi>;

/** The forms' choices change rarely (master data): cached for the session's token a few minutes. */
export const formOptionsQuery = (api: FormOptionsApi, token: string) =>
  queryOptions({
    queryKey: ['form-options', token],
    queryFn: ({ signal }) => api.all(signal),
    staleTime: 5 * 60_000,
  });
