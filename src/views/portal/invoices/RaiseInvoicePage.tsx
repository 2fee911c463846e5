import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { transporterPortalApi } from '../../../api/transporterPortal';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { indianToday } from '../../../domain/indianTime';
import { positiveIdParam } from '../../../routes/idParam';
import { linkTo } from '../../../routes/links';
import { LifecycleBadge } from '../../components/LifecycleBadge';
import { PageHeader } from '../../components/PageHeader';
import { InvoiceForm } from '../../payments/entry/InvoiceForm';
import { newInvoiceValues } from '../../payments/entry/invoiceFormValues';
import { PortalLoadFailed, PortalLoading, PortalStop } from '../PortalLoadState';

/**
 * /transporter/orders/:id/invoice: the company raises its invoice for a delivered order it carried, in the
 * shipper's own invoice form worded for it, against the shipper's terms (the draft). An order already
 * invoiced, not yet delivered, or not the company's says so instead.
 */
export function RaiseInvoicePage({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const portal = useApi(transporterPortalApi);
  const orderId = positiveIdParam(params.id);
  const draft = useQuery({
    queryKey: ['portal', 'invoice-draft', orderId],
    queryFn: ({ signal }) => portal.invoiceDraft(orderId!, signal),
    enabled: orderId !== null,
  });

  const frame = (children: ReactNode) => (
    <>
      <PageHeader
        title={title}
        description={
          draft.data
            ? t('portal.invoice.forOrder', {
                order: draft.data.order.number,
                industry: draft.data.industry.name,
                plant: draft.data.order.plant.name,
              })
            : undefined
        }
      />
      {children}
    </>
  );
  const goTo = (route: 'transporter-orders' | 'transporter-invoices', label: string) => (
    <Button component={Link} href={linkTo(route)} variant="default" size="md">
      {label}
    </Button>
  );
  const stop = (
    message: ReactNode,
    testId: string,
    next = goTo('transporter-orders', t('portal.nav.orders')),
  ) => frame(<PortalStop message={message} testId={testId} next={next} />);

  if (orderId === null) return stop(t('payments.entry.noSuchRecord'), 'entry-not-found');
  if (draft.isPending) return frame(<PortalLoading label={t('portal.orders.loading')} />);
  if (draft.isError)
    return frame(
      <PortalLoadFailed
        title={t('payments.entry.loadFailed')}
        error={draft.error}
        retry={() => void draft.refetch()}
      />,
    );
  const order = draft.data.order;
  if (draft.data.invoiceId !== null)
    return stop(
      t('payments.entry.alreadyInvoiced', { order: order.number }),
      'entry-already-invoiced',
      goTo('transporter-invoices', t('portal.nav.invoices')),
    );
  if (order.status !== 'delivered')
    return stop(
      <>
        {t('payments.entry.notDelivered', { order: order.number })} <LifecycleBadge status={order.status} />
      </>,
      'entry-not-delivered',
    );
  return frame(
    <InvoiceForm
      draft={draft.data}
      initialValues={newInvoiceValues(draft.data, indianToday())}
      author="transporter"
    />,
  );
}
