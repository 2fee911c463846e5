import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { OrderDetail } from '../../domain/schemas/orders';

/** After an action the server answers with the order as it now is: show it, and let the lists refetch. */
export function useOrderUpdate(): (next: OrderDetail) => void {
  const queryClient = useQueryClient();
  // One function while the client is one: memoised dialogs take it and stay as they are.
  return useCallback(
    (next) => {
      queryClient.setQueryData(['orders', 'detail', next.id], next);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'offline'] });
      void queryClient.invalidateQueries({ queryKey: ['gate'] });
    },
    [queryClient],
  );
}
