import { PaymentTerm, PaymentTermInput, PaymentTermListQuery } from '../../../src/domain/schemas/payments';
import { indianTime, recordStatus } from '../../exports/exportCells';
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
  export: {
    columns: [
      { key: 'name', value: (p) => p.name },
      { key: 'transporter', value: (p, t) => p.transporter?.name ?? t('settings.paymentTerms.default') },
      { key: 'creditDays', value: (p) => p.days },
      { key: 'advancePercent', value: (p) => p.advancePercent },
      { key: 'status', value: (p, t) => recordStatus(t, p.status) },
      { key: 'createdAt', value: (p) => indianTime(p.createdAt) },
    ],
  },
});
