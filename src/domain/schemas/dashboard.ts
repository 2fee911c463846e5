import { z } from 'zod';
import { ORDER_STATUSES } from '../statuses';
import { idParam } from './storable';

const count = z.number().int().nonnegative();

/** Orders per status; every status is present (0 when none) so the shell can render fixed tiles. */
export const OrderStatusCounts = z.record(z.enum(ORDER_STATUSES), count);

/** GET /api/dashboard/summary: what the dashboard shell shows, scoped to the user's industry and plants. */
export const DashboardSummary = z.object({
  orders: z.object({ inbound: OrderStatusCounts, outbound: OrderStatusCounts }),
  /** Requests whose bidding window is running. */
  openRequests: z.object({ inbound: count, outbound: count }),
  plants: z.object({ active: count, inactive: count }),
  transporters: z.object({ active: count, blocked: count }),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

export const DashboardQuery = z.object({
  /** Narrows the order and request counts to one plant. */
  plant: idParam.optional(),
});
