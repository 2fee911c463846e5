import { PaymentTerm, PaymentTermInput, PaymentTermListQuery } from '../../../src/domain/schemas/payments';
import { paymentTermStore } from '../../masters/paymentTermStore';
import { masterRoutes } from './masterRoutes';

/**
 * Payment terms (Settings → industry-payment-settings): read with bid-list and changed with add-edit-delete, as
 * the specification's route table gives the payment settings.
 */
export const paymentTermRoutes = masterRoutes({
  path: '/api/payment-terms',
  tag: 'payment-terms',
  noun: 'These payment terms',
  permissions: { list: 'bid-list', add: 'add-edit-delete', edit: 'add-edit-delete' },
  schemas: { row: PaymentTerm, input: PaymentTermInput, query: PaymentTermListQuery },
  store: paymentTermStore,
});
