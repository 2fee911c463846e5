import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { paymentTermsApi } from '../../../api/paymentTerms';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { PAYMENT_TERM_SORTS, type PaymentTerm } from '../../../domain/schemas/payments';
import { linkTo } from '../../../routes/links';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { formatDate } from '../../components/formatDate';
import { StatusBadge } from '../../components/StatusBadge';
import { MasterListPage } from '../../masters/MasterListPage';

const columns = (t: TFunction): readonly DataTableColumn<PaymentTerm>[] => [
  { key: 'name', header: t('settings.paymentTerms.columns.name'), sortable: true, render: (p) => p.name },
  {
    key: 'transporter',
    header: t('settings.paymentTerms.columns.transporter'),
    render: (p) => p.transporter?.name ?? t('settings.paymentTerms.default'),
  },
  {
    key: 'days',
    header: t('settings.paymentTerms.columns.days'),
    sortable: true,
    align: 'right',
    width: 120,
    render: (p) => t('settings.paymentTerms.days', { count: p.days }),
  },
  {
    key: 'advancePercent',
    header: t('settings.paymentTerms.columns.advance'),
    align: 'right',
    width: 100,
    render: (p) => `${p.advancePercent} %`,
  },
  {
    key: 'status',
    header: t('settings.paymentTerms.columns.status'),
    width: 110,
    render: (p) => <StatusBadge status={p.status} />,
  },
  {
    key: 'createdAt',
    header: t('settings.paymentTerms.columns.created'),
    sortable: true,
    width: 120,
    render: (p) => formatDate(p.createdAt),
  },
];

/** Settings › industry-payment-settings: read with bid-list, changed with add-edit-delete. */
export function PaymentTermList({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(paymentTermsApi);
  return (
    <MasterListPage<PaymentTerm>
      title={title}
      description={t('settings.paymentTerms.description')}
      resource="payment-terms"
      api={api}
      columns={columns}
      sorts={PAYMENT_TERM_SORTS}
      initialSort={{ key: 'name', order: 'asc' }}
      searchPlaceholder={t('settings.paymentTerms.search')}
      exportList="/api/payment-terms"
      editPermission="add-edit-delete"
      nameOf={(p) => p.name}
      links={{
        add: linkTo('payment-settings-new'),
        edit: (p) => linkTo('payment-settings-edit', { id: p.id }),
      }}
    />
  );
}
