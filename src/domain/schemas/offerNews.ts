import { z } from 'zod';

/**
 * A request offered to a transporter company changed: a bid moved the field or the window, it was published,
 * awarded or cancelled. It carries no figure of anyone's bid: the company reads again what the request's bid
 * visibility lets it see (GET /api/transporter/requests).
 */
export const OfferChangedEvent = z.object({ requestId: z.number().int() });

export const OFFER_OUTCOMES = ['won', 'lost'] as const;
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number];

/** The shipper awarded a request the company bid on: its bid won (orders follow) or lost. */
export const OfferDecidedEvent = z.object({
  requestId: z.number().int(),
  number: z.string(),
  industry: z.string(),
  outcome: z.enum(OFFER_OUTCOMES),
});
