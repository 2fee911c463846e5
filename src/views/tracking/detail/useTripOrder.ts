import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { ordersApi } from '../../../api/orders';
import { useAppState } from '../../../app/AppStateContext';
import { useApi } from '../../../app/useApi';
import { useIndustryNews } from '../../../streams/useIndustryNews';

/**
 * The order behind a trip (its vehicle assignment: driver, phone, tracking method), under the order detail
 * page's own query key, so either page reuses what the other fetched. Tracking needs the same permission as
 * the order lists (server/tracking/orderAccess.ts), so whoever sees the trip may read its order. A status
 * change of the order, or a reconnect, fetches it again: a vehicle may be assigned anew.
 */
export function useTripOrder(orderId: number) {
  const { session } = useAppState();
  const api = useApi(ordersApi);
  const token = useSelector(session, (s) => s.context.token);
  const queryClient = useQueryClient();
  const queryKey = ['orders', 'detail', orderId];
  useIndustryNews(token, ['order.status'], (news) => {
    if (news.type === 'resync' || news.payload.orderId === orderId)
      void queryClient.invalidateQueries({ queryKey });
  });
  return useQuery({ queryKey, queryFn: ({ signal }) => api.detail(orderId, signal) });
}
