import {
  TransporterLink,
  type TransporterLinkInput,
  type TransporterLinkStatus,
  type TransporterLinkUpdate,
  type TransporterListQuery,
  TransporterMatches,
  TransporterPerformance,
} from '../domain/schemas/transporter';
import type { HttpClient } from './httpClient';
import { masterApi } from './masterApi';

const PATH = '/api/industry-transporters';

/**
 * My transporters: the master's routes (no delete: a link is blocked, never removed, since bids and orders
 * keep naming the company), the lookup an add starts from, and a transporter's figures.
 */
export const transportersApi = (http: HttpClient) => {
  const { remove: _, ...routes } = masterApi<
    TransporterLink,
    TransporterLinkInput,
    TransporterListQuery,
    TransporterLinkStatus,
    TransporterLinkUpdate
  >(http, PATH, TransporterLink);
  return {
    ...routes,
    lookup: (key: string, signal?: AbortSignal) =>
      http.get(`${PATH}/lookup`, { schema: TransporterMatches, query: { key }, signal }),
    performance: (id: number, signal?: AbortSignal) =>
      http.get(`${PATH}/${id}/performance`, { schema: TransporterPerformance, signal }),
  };
};
