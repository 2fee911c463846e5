import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { transporterPortalApi } from '../../../api/transporterPortal';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { invoiceLifecycle } from '../../../machines/invoiceMachine';
import { positiveIdParam } from '../../../routes/idParam';
import { linkTo } from '../../../routes/links';
import { LifecycleBadge } from '../../components/LifecycleBadge';
import { PageHeader } from '../../components/PageHeader';
import { InvoiceForm } from '../../payments/entry/InvoiceForm';
import { invoiceValuesOf } from '../../payments/entry/invoiceFormValues';
import { PortalLoadFailed, PortalLoading, PortalStop } from '../PortalLoadState';
import { myInvoiceKey } from './myInvoicesQuery';

/**
 * /transporter/invoices/:id/correct: the company corrects an invoice the shipper disputed, with the shipper's
 * reason above the form it raised the invoice with, filled in as it was sent, against the order's draft (the
 * shipper's terms and GST rates of today). An invoice the shipper no longer disputes says so instead.
 */
export function CorrectInvoicePage({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const portal = useApi(transporterPortalApi);
  const invoiceId = positiveIdParam(params.id);
  const invoice = useQuery({
    queryKey: myInvoiceKey(invoiceId ?? 0),
    queryFn: ({ signal }) => portal.invoice(invoiceId!, signal),
    enabled: invoiceId !== null,
  });
  const orderId = invoice.data?.order.id ?? null;
  const draft = useQuery({
    queryKey: ['portal', 'invoice-draft', orderId],
    queryFn: ({ signal }) => portal.invoiceDraft(orderId!, signal),
    enabled: orderId !== null,
  });

  const frame = (children: ReactNode) => (
    <>
      <PageHeader
        title={invoice.data ? `${title} ${invoice.data.number}` : title}
        description={
          invoice.data
            ? t('portal.invoice.forOrder', {
                order: invoice.data.order.number,
                industry: invoice.data.industry.name,
                plant: invoice.data.plant.name,
              })
            : undefined
        }
      />
      {children}
    </>
  );
  const backToInvoices = (
    <Button component={Link} href={linkTo('transporter-invoices')} variant="default" size="md">
      {t('portal.nav.invoices')}
    </Button>
  );
  const stop = (message: ReactNode, testId: string) =>
    frame(<PortalStop message={message} testId={testId} next={backToInvoices} />);

  if (invoiceId === null) return stop(t('payments.entry.noSuchRecord'), 'entry-not-found');
  const failed = invoice.isError ? invoice : draft.isError ? draft : null;
  if (failed?.error)
    return frame(
      <PortalLoadFailed
        title={t('payments.entry.loadFailed')}
        error={failed.error}
        retry={() => void failed.refetch()}
      />,
    );
  if (!invoice.data || !draft.data) return frame(<PortalLoading label={t('portal.invoices.loading')} />);
  const found = invoice.data;
  if (!invoiceLifecycle.can(found.status, found, { type: 'invoice.revise' }))
    return stop(
      <>
        {t('payments.entry.notDisputed', { number: found.number })} <LifecycleBadge status={found.status} />
      </>,
      'entry-not-disputed',
    );
  return frame(
    <Stack gap="md">
      <Alert color="orange" variant="light" data-testid="entry-dispute-reason">
        <Stack gap={4}>
          <Text size="sm">{t('portal.invoice.correcting', { number: found.number })}</Text>
          {found.disputeReason ? (
            <Text size="sm" fw={600}>
              {t('payments.detail.disputed', { reason: found.disputeReason })}
            </Text>
          ) : null}
        </Stack>
      </Alert>
      <InvoiceForm
        draft={draft.data}
        initialValues={invoiceValuesOf(found)}
        invoice={found}
        author="transporter"
      />
    </Stack>,
  );
}
