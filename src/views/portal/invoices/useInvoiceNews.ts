import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useAppState } from '../../../app/AppStateContext';
import { useIndustryNews } from '../../../streams/useIndustryNews';
import { MY_INVOICES_KEY } from './myInvoicesQuery';

/**
 * Keeps the company's invoices current from its own room: a shipper's step on any of them (approved, disputed
 * with its reason, scheduled, a payment) or a correction reads them again, as a reconnect's resync does. The
 * news carries no figure, so the list and what each shipper owes are read whole, as the server has them.
 */
export function useInvoiceNews(): void {
  const { session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const queryClient = useQueryClient();
  useIndustryNews(token, ['invoice.changed'], () => {
    void queryClient.invalidateQueries({ queryKey: MY_INVOICES_KEY });
  });
}
