import { z } from 'zod';
import { OfferedRequest, TransporterBidReply } from '../domain/schemas/bids';
import type { AssignVehicleInput } from '../domain/schemas/orders';
import { TransporterOrder } from '../domain/schemas/transporterOrders';
import type { HttpClient } from './httpClient';

/**
 * The transporter API as its portal calls it: the requests offered to the company, its own bids on them, and
 * the orders it won.
 */
export const transporterPortalApi = (http: HttpClient) => ({
  openRequests: (signal?: AbortSignal) =>
    http.get('/api/transporter/requests', { schema: z.array(OfferedRequest), signal }),
  placeBid: (requestId: number, amountInr: number) =>
    http.post(`/api/transporter/requests/${requestId}/bids`, {
      schema: TransporterBidReply,
      body: { amountInr },
    }),
  reviseBid: (requestId: number, bidId: number, amountInr: number) =>
    http.patch(`/api/transporter/requests/${requestId}/bids/${bidId}`, {
      schema: TransporterBidReply,
      body: { amountInr },
    }),
  withdrawBid: (requestId: number, bidId: number) =>
    http.delete(`/api/transporter/requests/${requestId}/bids/${bidId}`, { schema: TransporterBidReply }),
  orders: (signal?: AbortSignal) =>
    http.get('/api/transporter/orders', { schema: z.array(TransporterOrder), signal }),
  assignVehicle: (orderId: number, body: z.input<typeof AssignVehicleInput>) =>
    http.post(`/api/transporter/orders/${orderId}/vehicle`, { schema: TransporterOrder, body }),
});
