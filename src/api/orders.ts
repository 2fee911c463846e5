import type { z } from 'zod';
import {
  type AssignVehicleInput,
  type OfflineOrderInput,
  type OfflineOrderListQuery,
  OrderDetail,
  type OrderListQuery,
  OrderPage,
  type OrderStepInput,
} from '../domain/schemas/orders';
import type { HttpClient } from './httpClient';

export type OrderListParams = Partial<OrderListQuery> & Pick<OrderListQuery, 'direction'>;
export type OfflineOrderListParams = Partial<z.infer<typeof OfflineOrderListQuery>> &
  Pick<OrderListQuery, 'direction'>;

/** Every action answers with the order as it now is, so a screen can show it without a second call. */
export const ordersApi = (http: HttpClient) => ({
  list: (params: OrderListParams, signal?: AbortSignal) =>
    http.get('/api/orders', { schema: OrderPage, query: params, signal }),
  listOffline: (params: OfflineOrderListParams, signal?: AbortSignal) =>
    http.get('/api/offline-orders', { schema: OrderPage, query: params, signal }),
  detail: (id: number, signal?: AbortSignal) =>
    http.get(`/api/orders/${id}`, { schema: OrderDetail, signal }),
  offlineDetail: (id: number, signal?: AbortSignal) =>
    http.get(`/api/offline-orders/${id}`, { schema: OrderDetail, signal }),
  createOffline: (body: z.input<typeof OfflineOrderInput>) =>
    http.post('/api/offline-orders', { schema: OrderDetail, body }),
  /** Refused with 409 once the order has gone past the point where its terms may change. */
  updateOffline: (id: number, body: z.input<typeof OfflineOrderInput>) =>
    http.put(`/api/offline-orders/${id}`, { schema: OrderDetail, body }),
  assignVehicle: (id: number, body: z.input<typeof AssignVehicleInput>) =>
    http.post(`/api/orders/${id}/vehicle`, { schema: OrderDetail, body }),
  cancel: (id: number, reason: string) =>
    http.post(`/api/orders/${id}/cancel`, { schema: OrderDetail, body: { reason } }),
  reject: (id: number, reason: string) =>
    http.post(`/api/orders/${id}/reject`, { schema: OrderDetail, body: { reason } }),
  step: (id: number, body: z.input<typeof OrderStepInput>) =>
    http.post(`/api/orders/${id}/step`, { schema: OrderDetail, body }),
});

export type OrdersApi = ReturnType<typeof ordersApi>;
