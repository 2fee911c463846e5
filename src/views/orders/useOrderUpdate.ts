import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '../../domain/schemas/orders';

/** After an action the server answers with the order as it now is: show it, and let the lists refetch. */
export function useOrderUpdate(): (next: OrderDetail) => void {
  const queryClient = useQueryClient();
  return (next) => {
    queryClient.setQueryData(['orders', 'detail', next.id], next);
    void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['orders', 'offline'] });
    void queryClient.invalidateQueries({ queryKey: ['gate'] });
  };
}
