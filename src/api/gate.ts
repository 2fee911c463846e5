import type { z } from 'zod';
import { ExpectedVehicles, type GatePassInput } from '../domain/schemas/gate';
import { OrderDetail } from '../domain/schemas/orders';
import type { Direction } from '../domain/statuses';
import type { HttpClient } from './httpClient';

export type GateSide = 'in' | 'out';

export const gateApi = (http: HttpClient) => ({
  expected: (params: { direction: Direction; plant?: number; date?: string }, signal?: AbortSignal) =>
    http.get('/api/gate/expected', { schema: ExpectedVehicles, query: params, signal }),
  pass: (orderId: number, side: GateSide, body: z.input<typeof GatePassInput>) =>
    http.post(`/api/gate/orders/${orderId}/${side}`, { schema: OrderDetail, body }),
});

export type GateApi = ReturnType<typeof gateApi>;
