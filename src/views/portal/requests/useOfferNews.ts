import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useAppState } from '../../../app/AppStateContext';
import type { IndustryEventPayload } from '../../../domain/schemas/industryEvents';
import { useIndustryNews } from '../../../streams/useIndustryNews';
import { OPEN_REQUESTS_KEY } from './openRequestsQuery';

export type OfferDecision = IndustryEventPayload<'offer.decided'>;

/**
 * Keeps the open requests current from the company's own room: any change to an offered request (a bid, a
 * moved window, a publish, an award) reads the list again. Awards heard while the screen is open are kept,
 * newest first, until dismissed: the request itself leaves the list as it is awarded.
 */
export function useOfferNews(): { decisions: OfferDecision[]; dismiss: (requestId: number) => void } {
  const { session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const queryClient = useQueryClient();
  const [decisions, setDecisions] = useState<OfferDecision[]>([]);
  useIndustryNews(token, ['offer.changed', 'offer.decided'], (news) => {
    void queryClient.invalidateQueries({ queryKey: OPEN_REQUESTS_KEY });
    if (news.type !== 'offer.decided') return;
    const decision = news.payload;
    setDecisions((list) => [decision, ...list.filter((d) => d.requestId !== decision.requestId)]);
  });
  const dismiss = (requestId: number) =>
    setDecisions((list) => list.filter((d) => d.requestId !== requestId));
  return { decisions, dismiss };
}
