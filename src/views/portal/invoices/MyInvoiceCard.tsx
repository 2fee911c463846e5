import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { TransporterInvoice } from '../../../domain/schemas/transporterInvoices';
import { useFormat } from '../../../i18n/useFormat';
import { invoiceLifecycle } from '../../../machines/invoiceMachine';
import { linkTo } from '../../../routes/links';
import { formatDate } from '../../components/formatDate';
import { LifecycleBadge } from '../../components/LifecycleBadge';
import { PortalCard } from '../PortalCard';
import { PortalFact } from '../PortalFact';

/**
 * One invoice of the company: whom it bills and for which order, where the shipper has it (the status, the
 * reason of a dispute, the day a payment is scheduled for), and each payment that came in against it. A
 * disputed one leads to its correction.
 */
export function MyInvoiceCard({ invoice }: { invoice: TransporterInvoice }) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = `invoice-${invoice.id}`;
  return (
    <PortalCard
      headingId={headingId}
      industry={invoice.industry.name}
      industryTestId="invoice-industry"
      title={invoice.number}
      subtitle={t('portal.invoices.order', { number: invoice.order.number, plant: invoice.plant.name })}
      badge={<LifecycleBadge status={invoice.status} />}
      attributes={{ 'data-testid': 'my-invoice', 'data-invoice': invoice.number }}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        <PortalFact label={t('payments.entry.issuedOn')}>{formatDate(invoice.issuedOn)}</PortalFact>
        <PortalFact label={t('payments.columns.dueOn')}>{formatDate(invoice.dueOn)}</PortalFact>
        <PortalFact label={t('payments.columns.payable')}>{format.inr(invoice.payablePaise)}</PortalFact>
        <PortalFact label={t('payments.columns.paid')} testId="invoice-paid">
          {format.inr(invoice.paidPaise)}
        </PortalFact>
      </SimpleGrid>
      {invoice.disputeReason ? (
        <Alert color="orange" variant="light" p="xs" data-testid="invoice-dispute-reason">
          <Text size="sm">{t('payments.detail.disputed', { reason: invoice.disputeReason })}</Text>
        </Alert>
      ) : null}
      {invoiceLifecycle.can(invoice.status, invoice, { type: 'invoice.revise' }) ? (
        <Button
          component={Link}
          href={linkTo('transporter-invoice-edit', { id: invoice.id })}
          size="md"
          aria-describedby={headingId}
          data-testid="invoice-correct"
        >
          {t('portal.invoices.correct')}
        </Button>
      ) : null}
      {invoice.scheduledOn ? (
        <Text size="sm" data-testid="invoice-scheduled">
          {t('portal.invoices.scheduledOn', { date: formatDate(invoice.scheduledOn) })}
        </Text>
      ) : null}
      {invoice.receipts.length > 0 ? (
        <Stack gap={2} data-testid="invoice-receipts">
          <Text size="sm" fw={600}>
            {t('payments.detail.receipts')}
          </Text>
          {invoice.receipts.map((r) => (
            <Group key={r.id} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.number} · {formatDate(r.paidOn)} · {t(`payments.paymentModes.${r.mode}`)} {r.reference}
              </Text>
              <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                {format.inr(r.amountPaise)}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
    </PortalCard>
  );
}
