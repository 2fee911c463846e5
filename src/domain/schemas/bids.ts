import { z } from 'zod';
import { BID_STATUSES, DIRECTIONS, REQUEST_KINDS, REQUEST_STATUSES } from '../statuses';
import { Paise, rupeesAsPaise } from './money';
import { id, int32 } from './storable';

export const BidInput = z.object({
  amountInr: rupeesAsPaise('validation.schema.rupees.labels.bid'),
  /** Vehicles the transporter can place; defaults to all the request asks for. */
  vehicleCount: int32(1, 100).optional(),
});
export type BidInput = z.output<typeof BidInput>;

export const BidReviseInput = z.object({ amountInr: rupeesAsPaise('validation.schema.rupees.labels.bid') });
export type BidReviseInput = z.output<typeof BidReviseInput>;

/** One bid as the shipper sees it: ranked (L1 lowest), with savings against the ceiling and the lane. */
export const RankedBid = z.object({
  id: z.number().int(),
  /** 1 for L1; null for a withdrawn or rejected bid. */
  rank: z.number().int().nullable(),
  rankLabel: z.string().nullable(),
  transporter: z.object({ id: z.number().int(), name: z.string() }),
  amountPaise: Paise,
  vehicleCount: z.number().int(),
  status: z.enum(BID_STATUSES),
  revision: z.number().int(),
  placedAt: z.string(),
  updatedAt: z.string(),
  savingVsCeilingPaise: Paise,
  savingVsCeilingPercent: z.number(),
  /** Against the last price paid per vehicle on this lane; null when the lane has no history. */
  savingVsLastPaidPaise: Paise.nullable(),
});
export type RankedBid = z.infer<typeof RankedBid>;

export const RequestBids = z.object({
  requestId: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  ceilingPaise: Paise,
  lastPaidPaise: Paise.nullable(),
  biddingEndsAt: z.string(),
  vehicleCount: z.number().int(),
  bids: z.array(RankedBid),
});
export type RequestBids = z.infer<typeof RequestBids>;

/** Whole (one entry with every vehicle) or split across bids. */
export const AwardInput = z.object({
  awards: z
    .array(z.object({ bidId: id, vehicles: int32(1, 100) }))
    .min(1, 'Choose at least one bid')
    .refine((list) => new Set(list.map((a) => a.bidId)).size === list.length, 'Each bid may appear once'),
});
export type AwardInput = z.infer<typeof AwardInput>;

export const AwardResult = z.object({
  requestId: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  orderIds: z.array(z.number().int()),
  /** The created orders with their numbers, for the award's confirmation. */
  orders: z.array(z.object({ id: z.number().int(), number: z.string() })),
  rejectedBidIds: z.array(z.number().int()),
});

/** An open request as a transporter sees it; material details are null when the industry hides them. */
export const OfferedRequest = z.object({
  id: z.number().int(),
  number: z.string(),
  industry: z.string(),
  direction: z.enum(DIRECTIONS),
  kind: z.enum(REQUEST_KINDS),
  pickupCity: z.string(),
  dropOffCities: z.array(z.string()),
  pickupAt: z.string(),
  biddingStartsAt: z.string(),
  biddingEndsAt: z.string(),
  /** The latest the window can close, however late bids keep landing. */
  biddingHardCloseAt: z.string(),
  ceilingPaise: Paise,
  vehicleType: z.string(),
  vehicleCount: z.number().int(),
  weightKg: z.number(),
  product: z.string().nullable(),
  package: z.string().nullable(),
  quantity: z.number().nullable(),
  myBid: z
    .object({
      id: z.number().int(),
      amountPaise: Paise,
      status: z.enum(BID_STATUSES),
      revision: z.number().int(),
    })
    .nullable(),
  /** The bidder's rank, when the request shows ranks (its bid visibility), once they have a standing bid. */
  myRank: z.number().int().nullable(),
  /** The L1 amount, when the request shows the L1 price, once they have a standing bid. */
  lowestBidPaise: Paise.nullable(),
});
export type OfferedRequest = z.infer<typeof OfferedRequest>;

export const TransporterBidReply = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  amountPaise: Paise,
  vehicleCount: z.number().int(),
  status: z.enum(BID_STATUSES),
  revision: z.number().int(),
  biddingEndsAt: z.string(),
  /** The latest the window can close, however late bids keep landing. */
  biddingHardCloseAt: z.string(),
  /** As on the offered request: by the request's bid visibility. */
  myRank: z.number().int().nullable(),
  lowestBidPaise: Paise.nullable(),
});
export type TransporterBidReply = z.infer<typeof TransporterBidReply>;
