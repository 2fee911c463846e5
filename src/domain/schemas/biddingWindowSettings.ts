import { z } from 'zod';
import { int32, real } from './storable';

const DAY_MINUTES = 1440;

/** Minutes to a tenth (six seconds), so a short drill of the close fits in a minute. */
const minutes = (min: number, max: number) => real(min, max).multipleOf(0.1);

/**
 * An industry's bidding window settings as a user may set them. A spot indent takes bids for at most a day;
 * an extension longer than an hour no longer answers a late bid, it reschedules the indent; ten extensions
 * are already more than two hours of overtime at the default.
 */
export const BiddingWindowValues = z.object({
  spotWindowMinutes: minutes(0.2, DAY_MINUTES),
  extensionMinutes: minutes(0.1, 60),
  maxExtensions: int32(0, 10),
});
export type BiddingWindowValues = z.output<typeof BiddingWindowValues>;

// Stored values are answered as they are: a row written before these bounds existed must still be readable.
const StoredValues = z.object({
  spotWindowMinutes: z.number(),
  extensionMinutes: z.number(),
  maxExtensions: z.number(),
});

/** What GET, PUT and DELETE /api/settings/bidding-window answer. */
export const BiddingWindowSettings = z.object({
  values: StoredValues,
  /** The product's defaults, which apply when the industry has saved none (and after a reset). */
  defaults: StoredValues,
  isDefault: z.boolean(),
  /** When the industry last saved its own values; null while the defaults apply. */
  updatedAt: z.string().nullable(),
});
export type BiddingWindowSettings = z.output<typeof BiddingWindowSettings>;
