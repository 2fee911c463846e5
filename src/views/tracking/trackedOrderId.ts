import type { RouteParams } from '../../routes/routeMatch';

const positiveInt = (value: string | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The order a tracking screen is about. The tracking routes carry it as `:id`; the order routes
 * (`/order/inbound/track/:id/:orderId`) carry the order as `:orderId` beside the request's `:id`.
 */
export const trackedOrderId = (params: RouteParams): number | null =>
  positiveInt(params.orderId) ?? positiveInt(params.id);
