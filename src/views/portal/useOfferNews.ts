import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useAppState } from '../../app/AppStateContext';
import type { IndustryEventPayload } from '../../domain/schemas/industryEvents';
import { useIndustryNews } from '../../streams/useIndustryNews';
import { MY_ORDERS_KEY } from './orders/myOrdersQuery';
import { OPEN_REQUESTS_KEY } from './requests/openRequestsQuery';

export type OfferDecision = IndustryEventPayload<'offer.decided'>;

/**
 * Keeps the portal current from the company's own room: any change to an offered request (a bid, a moved
 * window, a publish, an award) reads the open requests again, and an award or an order's step the orders. Awards heard while the
 * portal is open are kept, newest first, until dismissed: the request itself leaves the list as it is awarded.
 */
export function useOfferNews(): { decisions: OfferDecision[]; dismiss: (requestId: number) => void } {
  const { session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const queryClient = useQueryClient();
  const [decisions, setDecisions] = useState<OfferDecision[]>([]);
  useIndustryNews(token, ['offer.changed', 'offer.decided', 'order.status'], (news) => {
    // A step on one of its orders (the gate's, the driver's, the shipper's) changes the orders' cards.
    if (news.type === 'order.status') return void queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
    void queryClient.invalidateQueries({ queryKey: OPEN_REQUESTS_KEY });
    if (news.type !== 'offer.decided') return;
    // A win makes orders; a reconnect's resync reads them again too.
    void queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
    const decision = news.payload;
    setDecisions((list) => [decision, ...list.filter((d) => d.requestId !== decision.requestId)]);
  });
  const dismiss = (requestId: number) =>
    setDecisions((list) => list.filter((d) => d.requestId !== requestId));
  return { decisions, dismiss };
}
