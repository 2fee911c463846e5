import { z } from 'zod';
import { id, instant } from './storable';

/**
 * What a client asks of live tracking. Apart from the contract in tracking.ts, which the Vite config loads
 * natively to precompile its parsers, because these are built on the storable primitives and their messages.
 */

/** Client → server `tracking.watch` / `tracking.unwatch` with an ack (`WatchAck`): join or leave `order:<id>`. */
export const WatchOrder = z.object({ orderId: id });
export type WatchOrder = z.infer<typeof WatchOrder>;

/** from/to are instants; both optional (the whole trip). */
export const TimeRangeQuery = z.object({
  from: instant().optional(),
  to: instant().optional(),
});
export type TimeRangeQuery = z.infer<typeof TimeRangeQuery>;
