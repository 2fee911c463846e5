import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { DASHBOARD_QUERY_KEY } from '../../api/insight';
import { useAppState } from '../../app/AppStateContext';
import { useIndustryNews } from '../../streams/useIndustryNews';

/**
 * News gathered this long before the figures are asked for again: a yard moving a dozen trucks at once costs
 * one refetch, not a dozen, and a fetch under way is never cancelled by the next truck's news.
 */
const GATHER_MS = 1_500;

/**
 * Keeps the dashboard's figures current: an order changing status moves the trucks by status, the arrivals and
 * the on-time trend; a bid placed or withdrawn changes the bids waiting for award; a reconnect may have missed
 * any of them.
 */
export function useLiveDashboard(): void {
  const { session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const refresh = useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }, { cancelRefetch: false });
    }, GATHER_MS);
  }, [queryClient]);
  useIndustryNews(token, ['order.status', 'bid.placed', 'bid.withdrawn'], refresh);
}
