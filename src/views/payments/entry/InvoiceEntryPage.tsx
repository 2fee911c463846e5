import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { invoicesApi } from '../../../api/invoices';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { indianToday } from '../../../domain/indianTime';
import { invoiceLifecycle } from '../../../machines/invoiceMachine';
import { positiveIdParam } from '../../../routes/idParam';
import { linkTo } from '../../../routes/links';
import { LifecycleBadge } from '../../components/LifecycleBadge';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../tracking/QueryErrorAlert';
import { InvoiceForm } from './InvoiceForm';
import { invoiceValuesOf, newInvoiceValues } from './invoiceFormValues';
import { OrderPicker } from './OrderPicker';

/**
 * /payment-summary/new/:orderId? and /payment-summary/edit/:id: a transporter's invoice entered for a delivered
 * order (picked here when the address names none) or a disputed one corrected. Loads what the form computes
 * with first, and says plainly when the order or the invoice cannot take the step.
 */
export function InvoiceEntryPage({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(invoicesApi);
  const editing = params.id !== undefined;
  const invoiceId = positiveIdParam(params.id);
  const invoice = useQuery({
    queryKey: ['invoices', 'one', invoiceId],
    queryFn: ({ signal }) => api.get(invoiceId!, signal),
    enabled: invoiceId !== null,
  });
  const orderId = editing ? (invoice.data?.order.id ?? null) : positiveIdParam(params.orderId);
  const draft = useQuery({
    queryKey: ['invoices', 'draft', orderId],
    queryFn: ({ signal }) => api.draft(orderId!, signal),
    enabled: orderId !== null,
  });

  const frame = (children: ReactNode, subject?: string) => (
    <>
      <PageHeader
        title={subject ? `${title} ${subject}` : title}
        description={
          draft.data
            ? t('payments.entry.forOrder', {
                order: draft.data.order.number,
                transporter: draft.data.order.transporter.name,
                plant: draft.data.order.plant.name,
              })
            : t('payments.entry.description')
        }
      />
      {children}
    </>
  );
  const back = (
    <Button component={Link} href={linkTo('payment-summary')} variant="default" size="xs">
      {t('payments.entry.backToInvoices')}
    </Button>
  );
  const stop = (message: ReactNode, testId: string) =>
    frame(
      <Alert color="yellow" variant="light" data-testid={testId}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          {back}
        </Stack>
      </Alert>,
    );

  if (!editing && params.orderId === undefined) return frame(<OrderPicker />);
  if ((editing && invoiceId === null) || (!editing && orderId === null))
    return stop(t('payments.entry.noSuchRecord'), 'entry-not-found');
  const failed = invoice.isError ? invoice : draft.isError ? draft : null;
  if (failed?.error)
    return frame(
      <QueryErrorAlert
        title={t('payments.entry.loadFailed')}
        error={failed.error}
        retry={() => void failed.refetch()}
      />,
    );
  if (!draft.data || (editing && !invoice.data)) return frame(<Loader data-testid="loading" />);

  const today = indianToday();
  const order = draft.data.order;
  if (invoice.data) {
    if (!invoiceLifecycle.can(invoice.data.status, invoice.data, { type: 'invoice.revise' }))
      return stop(
        <>
          {t('payments.entry.notDisputed', { number: invoice.data.number })}{' '}
          <LifecycleBadge status={invoice.data.status} />
        </>,
        'entry-not-disputed',
      );
    return frame(
      <>
        {invoice.data.disputeReason ? (
          <Alert color="orange" variant="light" mb="md" data-testid="entry-dispute-reason">
            {t('payments.detail.disputed', { reason: invoice.data.disputeReason })}
          </Alert>
        ) : null}
        <InvoiceForm
          draft={draft.data}
          initialValues={invoiceValuesOf(invoice.data)}
          invoice={invoice.data}
        />
      </>,
      invoice.data.number,
    );
  }
  if (draft.data.invoiceId !== null)
    return stop(
      <>
        {t('payments.entry.alreadyInvoiced', { order: order.number })}{' '}
        <Anchor component={Link} href={linkTo('payment-summary')}>
          {t('payments.entry.backToInvoices')}
        </Anchor>
      </>,
      'entry-already-invoiced',
    );
  if (order.status !== 'delivered')
    return stop(
      <>
        {t('payments.entry.notDelivered', { order: order.number })} <LifecycleBadge status={order.status} />
      </>,
      'entry-not-delivered',
    );
  return frame(<InvoiceForm draft={draft.data} initialValues={newInvoiceValues(draft.data, today)} />);
}
