import type { z } from 'zod';
import { AwardResult, RequestBids } from '../domain/schemas/bids';
import {
  RequestDetail,
  type RequestInput,
  type RequestListQuery,
  RequestPage,
  RequestReplica,
  type SpotRequestInput,
} from '../domain/schemas/requests';
import type { HttpClient } from './httpClient';

/** What the list accepts; the server fills the defaults of whatever is left out. */
export type RequestListParams = Partial<RequestListQuery> & Pick<RequestListQuery, 'direction'>;

export const requestsApi = (http: HttpClient) => ({
  list: (params: RequestListParams, signal?: AbortSignal) =>
    http.get('/api/requests', { schema: RequestPage, query: params, signal }),
  detail: (id: number, signal?: AbortSignal) =>
    http.get(`/api/requests/${id}`, { schema: RequestDetail, signal }),
  bids: (id: number, signal?: AbortSignal) =>
    http.get(`/api/requests/${id}/bids`, { schema: RequestBids, signal }),
  create: (body: z.input<typeof RequestInput>) => http.post('/api/requests', { schema: RequestDetail, body }),
  createSpot: (body: z.input<typeof SpotRequestInput>) =>
    http.post('/api/requests/spot', { schema: RequestDetail, body }),
  update: (id: number, body: z.input<typeof RequestInput>) =>
    http.put(`/api/requests/${id}`, { schema: RequestDetail, body }),
  replica: (id: number, signal?: AbortSignal) =>
    http.get(`/api/requests/${id}/replica`, { schema: RequestReplica, signal }),
  publish: (id: number) => http.post(`/api/requests/${id}/publish`, { schema: RequestDetail }),
  cancel: (id: number, reason: string) =>
    http.post(`/api/requests/${id}/cancel`, { schema: RequestDetail, body: { reason } }),
  award: (id: number, awards: readonly { bidId: number; vehicles: number }[]) =>
    http.post(`/api/requests/${id}/award`, { schema: AwardResult, body: { awards } }),
});

export type RequestsApi = ReturnType<typeof requestsApi>;
