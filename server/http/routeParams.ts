import { z } from 'zod';
import { idParam, text } from '../../src/domain/schemas/storable';

/** The path parameters routes share: one definition each, so every `:id` is validated alike. */
const shareToken = text(100).min(10);

/** `/…/:id` (a request, order, plant, notification…). */
export const IdParams = z.object({ id: idParam });
/** `/…/:id/bids/:bidId`. */
export const BidParams = IdParams.extend({ bidId: idParam });
/** `/…/orders/:id/pod/:fileId`. */
export const PodFileParams = IdParams.extend({ fileId: idParam });
/** `/api/share/:token`: a public tracking link's token (10 to 100 characters). */
export const ShareTokenParams = z.object({ token: shareToken });
/**
 * `/api/documents/:token`: a printed document's signed link (server/documents/documentLinks.ts). Any text up
 * to its length is let through, so a mangled link is answered as an unknown one (404), not as a bad request.
 */
export const DocumentTokenParams = z.object({ token: z.string().max(100) });
/** `/…/orders/:id/share/:token`. */
export const OrderShareParams = IdParams.extend({ token: shareToken });
