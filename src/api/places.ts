import type { z } from 'zod';
import type { ListQuery } from '../domain/schemas/list';
import {
  City,
  type CityInput,
  type CityListQuery,
  Country,
  type CountryInput,
  type CountryListQuery,
  PlaceOptions,
  State,
  type StateInput,
  type StateListQuery,
} from '../domain/schemas/places';
import type { HttpClient } from './httpClient';
import { masterApi } from './masterApi';

/** A place's master routes, less the status call: places have no Active / Deactive. */
const placeApi = <Row, Input, Query extends ListQuery>(
  http: HttpClient,
  path: `/api/${string}`,
  row: z.ZodType<Row>,
) => {
  const { setStatus: _none, ...routes } = masterApi<Row, Input, Query>(http, path, row);
  return routes;
};

/** Countries, states and cities (server/http/masters/placeRoutes.ts), and every country and state for pickers. */
export const placesApi = (http: HttpClient) => ({
  countries: placeApi<Country, CountryInput, CountryListQuery>(http, '/api/places/countries', Country),
  states: placeApi<State, StateInput, StateListQuery>(http, '/api/places/states', State),
  cities: placeApi<City, CityInput, CityListQuery>(http, '/api/places/cities', City),
  options: (signal?: AbortSignal) => http.get('/api/places/options', { schema: PlaceOptions, signal }),
});

export type PlacesApi = ReturnType<typeof placesApi>;
