import {
  ContainerDetail,
  type ContainerListQuery,
  ContainerPage,
  OrderContainer,
} from '../domain/schemas/containers';
import type { HttpClient } from './httpClient';

export type ContainerListParams = Partial<ContainerListQuery> & Pick<ContainerListQuery, 'direction'>;

/** Shipping containers: a direction's list, one container's milestones, an order's containers. */
export const containersApi = (http: HttpClient) => ({
  list: (params: ContainerListParams, signal?: AbortSignal) =>
    http.get('/api/containers', { schema: ContainerPage, query: params, signal }),
  detail: (id: number, signal?: AbortSignal) =>
    http.get(`/api/containers/${id}`, { schema: ContainerDetail, signal }),
  setFreeDays: (id: number, freeDays: number) =>
    http.put(`/api/containers/${id}/free-days`, { schema: ContainerDetail, body: { freeDays } }),
  setOfOrder: (orderId: number, containerNumbers: readonly string[]) =>
    http.put(`/api/orders/${orderId}/containers`, {
      schema: OrderContainer.array(),
      body: { containerNumbers },
    }),
});
