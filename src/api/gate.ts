import type { z } from 'zod';
import { ExpectedVehicles, type GateExpectedQuery, type GatePassInput } from '../domain/schemas/gate';
import { OrderDetail } from '../domain/schemas/orders';
import type { HttpClient } from './httpClient';

export type GateSide = 'in' | 'out';

/** The expected-vehicles query as sent: the schema's output, so numbers are numbers before the query string. */
export type GateExpectedParams = Partial<z.output<typeof GateExpectedQuery>> &
  Pick<z.output<typeof GateExpectedQuery>, 'direction'>;

export const gateApi = (http: HttpClient) => ({
  expected: (params: GateExpectedParams, signal?: AbortSignal) =>
    http.get('/api/gate/expected', { schema: ExpectedVehicles, query: params, signal }),
  pass: (orderId: number, side: GateSide, body: z.input<typeof GatePassInput>) =>
    http.post(`/api/gate/orders/${orderId}/${side}`, { schema: OrderDetail, body }),
});

export type GateApi = ReturnType<typeof gateApi>;
