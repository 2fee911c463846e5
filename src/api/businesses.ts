import { Business, type BusinessInput, type BusinessListQuery } from '../domain/schemas/business';
import type { HttpClient } from './httpClient';
import { masterApi } from './masterApi';

/** Businesses: the six routes of every master. */
export const businessesApi = (http: HttpClient) =>
  masterApi<Business, BusinessInput, BusinessListQuery>(http, '/api/businesses', Business);
