import type { QueryClient } from '@tanstack/react-query';
import type { OfferedRequest, TransporterBidReply } from '../../../domain/schemas/bids';

/** The company's open requests, one cache entry for the list, the bid forms and the live news. */
export const OPEN_REQUESTS_KEY = ['portal', 'open-requests'] as const;

/**
 * Puts the bid the API just answered into its request at once, so the card shows it before the list is read
 * again: the amount, the status and what the request's visibility lets the company see.
 */
export const applyBidReply = (client: QueryClient, reply: TransporterBidReply): void => {
  client.setQueryData<OfferedRequest[]>(OPEN_REQUESTS_KEY, (list) =>
    list?.map((offer) =>
      offer.id === reply.requestId
        ? {
            ...offer,
            biddingEndsAt: reply.biddingEndsAt,
            biddingHardCloseAt: reply.biddingHardCloseAt,
            myBid: {
              id: reply.id,
              amountPaise: reply.amountPaise,
              status: reply.status,
              revision: reply.revision,
            },
            myRank: reply.myRank,
            lowestBidPaise: reply.lowestBidPaise,
          }
        : offer,
    ),
  );
};

/** A bid still in the field: placed or lowered, neither withdrawn nor decided. */
export const standingBid = (offer: OfferedRequest): OfferedRequest['myBid'] =>
  offer.myBid && (offer.myBid.status === 'placed' || offer.myBid.status === 'revised') ? offer.myBid : null;
