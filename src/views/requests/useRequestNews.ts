import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useAppState } from '../../app/AppStateContext';
import type { RequestDetail } from '../../domain/schemas/requests';
import type { IndustryNews } from '../../streams/industryNews';
import { useIndustryNews } from '../../streams/useIndustryNews';

type RequestNews = IndustryNews<'bid.placed' | 'bid.withdrawn' | 'notification.new' | 'order.status'>;

/**
 * Keeps one request's screens live: a bid placed or withdrawn, its window closing (told as a notification about
 * it), one of its orders moving on (an awarded request is fulfilled once none is on the way) and a reconnect
 * each refetch what the screens show of it: its status, actions and bids. `onNews` sees the news about this
 * request first, for what a screen adds to the refetch (the bids page flags the new bids).
 */
export function useRequestNews(
  id: number,
  onNews?: (news: RequestNews, refreshed: Promise<unknown>) => void,
): void {
  const { session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const queryClient = useQueryClient();

  useIndustryNews(token, ['bid.placed', 'bid.withdrawn', 'notification.new', 'order.status'], (news) => {
    // An order's news names no request: only an awarded request, whose orders are on the way, may follow it.
    const awarded = () =>
      queryClient.getQueryData<RequestDetail>(['requests', 'detail', id])?.status === 'awarded';
    const about =
      news.type === 'resync' ||
      (news.type === 'order.status'
        ? awarded()
        : news.type === 'notification.new'
          ? news.payload.kind === 'request' && news.payload.refId === id
          : news.payload.requestId === id);
    if (!about) return;
    const refreshed = Promise.all([
      queryClient.invalidateQueries({ queryKey: ['requests', 'bids', id] }),
      queryClient.invalidateQueries({ queryKey: ['requests', 'detail', id] }),
    ]);
    onNews?.(news, refreshed);
  });
}
