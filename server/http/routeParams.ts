import { z } from 'zod';

/** The path parameters routes share: one definition each, so every `:id` is validated alike. */
const positiveId = z.coerce.number().int().positive();
const shareToken = z.string().min(10).max(100);

/** `/…/:id` (a request, order, plant, notification…). */
export const IdParams = z.object({ id: positiveId });
/** `/…/:id/bids/:bidId`. */
export const BidParams = IdParams.extend({ bidId: positiveId });
/** `/api/share/:token`: a public tracking link's token (10 to 100 characters). */
export const ShareTokenParams = z.object({ token: shareToken });
/** `/…/orders/:id/share/:token`. */
export const OrderShareParams = IdParams.extend({ token: shareToken });
