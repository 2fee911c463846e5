import { Alert, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { invoicesApi } from '../../api/invoices';
import { useApi } from '../../app/useApi';
import { useFlash } from '../../app/useFlash';
import { lineAmount } from '../../domain/freightInvoice';
import { isInterState, placeOfSupplyText } from '../../domain/gtaGst';
import { indianToday } from '../../domain/indianTime';
import { paiseToRupees } from '../../domain/money';
import { nextInstalmentPaise, paymentSchedule } from '../../domain/paymentSchedule';
import type { InvoiceDetail } from '../../domain/schemas/payments';
import { useFormat } from '../../i18n/useFormat';
import { type InvoiceEvent, invoiceLifecycle } from '../../machines/invoiceMachine';
import { linkTo } from '../../routes/links';
import { errorText } from '../components/errorText';
import { formatDate } from '../components/formatDate';
import { ReasonConfirmModal } from '../components/ReasonConfirmModal';
import { PdfButton } from '../transfer/PdfButton';
import { flagText } from './flagText';
import { PaymentForm } from './PaymentForm';

const CANDIDATES: InvoiceEvent[] = [
  { type: 'invoice.approve' },
  { type: 'invoice.dispute', reason: 'x' },
  { type: 'invoice.revise' },
  { type: 'invoice.schedule' },
  { type: 'payment.record', amountPaise: 1 },
  { type: 'invoice.close' },
];

/** One invoice, opened in the list: its lines and GST, the audit's flags, its payments and the steps it accepts. */
export function InvoicePanel({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const api = useApi(invoicesApi);
  const flash = useFlash();
  const queries = useQueryClient();
  const [disputing, setDisputing] = useState(false);
  const [scheduleOn, setScheduleOn] = useState(indianToday);
  const invoice = useQuery({
    queryKey: ['invoices', 'one', id],
    queryFn: ({ signal }) => api.get(id, signal),
  });
  const done = (message: string) => () => {
    flash(message);
    void queries.invalidateQueries({ queryKey: ['invoices'] });
  };
  const step = useMutation({
    mutationFn: (run: () => Promise<InvoiceDetail>) => run(),
    onError: (error) => flash(errorText(i18n, error), 'error'),
  });

  if (invoice.isPending) return <Loader size="sm" aria-label={t('payments.detail.loading')} />;
  if (invoice.isError)
    return (
      <Alert color="red" title={t('payments.detail.loadFailed')}>
        {errorText(i18n, invoice.error)}
      </Alert>
    );
  const inv = invoice.data;
  const allowed = invoiceLifecycle.allowedEvents(inv.status, inv, CANDIDATES);
  const outstanding = inv.payablePaise - inv.paidPaise;
  const schedule = paymentSchedule(inv.payablePaise, inv.advancePercent);
  const run = (call: () => Promise<InvoiceDetail>, message: string) =>
    step.mutate(call, { onSuccess: done(message) });

  return (
    <Stack gap="sm" data-testid={`invoice-panel-${id}`}>
      <Group justify="space-between">
        <Title order={4}>{t('payments.detail.lines')}</Title>
        <PdfButton path={`/api/invoices/${id}/pdf`} document={inv.number} />
      </Group>
      <Table.ScrollContainer minWidth={420}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payments.detail.kind')}</Table.Th>
              <Table.Th ta="right">{t('payments.detail.quantity')}</Table.Th>
              <Table.Th ta="right">{t('payments.detail.rate')}</Table.Th>
              <Table.Th ta="right">{t('payments.detail.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inv.lines.map((line, i) => (
              // Lines have no id of their own: their order is the invoice's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder
              <Table.Tr key={i}>
                <Table.Td>{t(`payments.kinds.${line.kind}`)}</Table.Td>
                <Table.Td ta="right">{format.number(line.quantity)}</Table.Td>
                <Table.Td ta="right">{format.inr(line.ratePaise)}</Table.Td>
                <Table.Td ta="right">{format.inr(lineAmount(line))}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td colSpan={3}>{t('payments.detail.taxable')}</Table.Td>
              <Table.Td ta="right">{format.inr(inv.amountPaise)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td colSpan={3}>
                {t('payments.detail.tax', {
                  rate: inv.ratePercent,
                  mode: t(`payments.modes.${inv.chargeMode}`),
                })}
                {' — '}
                {isInterState({
                  supplierStateCode: inv.supplierStateCode,
                  recipientStateCode: inv.placeOfSupply,
                })
                  ? `${t('payments.detail.igst')} ${format.inr(inv.igstPaise)}`
                  : `${t('payments.detail.cgst')} ${format.inr(inv.cgstPaise)} + ${t('payments.detail.sgst')} ${format.inr(inv.sgstPaise)}`}
              </Table.Td>
              <Table.Td ta="right">{format.inr(inv.taxPaise)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td colSpan={3} fw={600}>
                {t('payments.detail.payable')}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {format.inr(inv.payablePaise)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" data-testid="invoice-place-of-supply">
        {t('payments.detail.placeOfSupply', {
          place: placeOfSupplyText(inv.placeOfSupply),
          reverse: t(inv.chargeMode === 'reverse' ? 'payments.detail.yes' : 'payments.detail.no'),
        })}
      </Text>
      {inv.irn ? (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {t('payments.detail.irn')}: {inv.irn}
        </Text>
      ) : null}
      {inv.auditFlags.length > 0 ? (
        <Alert color="orange" title={t('payments.flagged')} data-testid="audit-flags">
          <Stack gap={4}>
            {inv.auditFlags.map((flag) => (
              <Text size="sm" key={flag.code}>
                {flagText(t, format, flag)}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('payments.detail.noFlags')}
        </Text>
      )}
      {inv.disputeReason ? (
        <Text size="sm">{t('payments.detail.disputed', { reason: inv.disputeReason })}</Text>
      ) : null}
      <Text size="sm" data-testid="invoice-schedule-terms">
        {schedule.advancePaise > 0
          ? t('payments.schedule.advance', {
              percent: inv.advancePercent,
              advance: format.inr(schedule.advancePaise),
              balance: format.inr(schedule.balancePaise),
              date: formatDate(inv.dueOn),
            })
          : t('payments.schedule.whole', {
              amount: format.inr(inv.payablePaise),
              date: formatDate(inv.dueOn),
            })}
      </Text>
      {inv.scheduledOn ? (
        <Text size="sm">{t('payments.detail.scheduledOn', { date: formatDate(inv.scheduledOn) })}</Text>
      ) : null}
      <Group gap="xs">
        {allowed.includes('invoice.approve') ? (
          <Button
            onClick={() => run(() => api.approve(id), t('payments.actions.approved'))}
            loading={step.isPending}
            data-testid="invoice-approve"
          >
            {t('payments.actions.approve')}
          </Button>
        ) : null}
        {allowed.includes('invoice.dispute') ? (
          <Button
            color="red"
            variant="light"
            onClick={() => setDisputing(true)}
            data-testid="invoice-dispute"
          >
            {t('payments.actions.dispute')}
          </Button>
        ) : null}
        {allowed.includes('invoice.revise') ? (
          <Button
            component={Link}
            href={linkTo('invoice-edit', { id })}
            variant="light"
            data-testid="invoice-revise"
          >
            {t('payments.revise')}
          </Button>
        ) : null}
        {allowed.includes('invoice.schedule') ? (
          <Group gap="xs" align="flex-end">
            <TextInput
              type="date"
              label={t('payments.actions.scheduleOn')}
              value={scheduleOn}
              onChange={(e) => setScheduleOn(e.currentTarget.value)}
            />
            <Button
              onClick={() => run(() => api.schedule(id, scheduleOn), t('payments.actions.scheduled'))}
              loading={step.isPending}
              data-testid="invoice-schedule"
            >
              {t('payments.actions.schedule')}
            </Button>
          </Group>
        ) : null}
        {allowed.includes('invoice.close') ? (
          <Button
            variant="default"
            onClick={() => run(() => api.close(id), t('payments.actions.closed'))}
            data-testid="invoice-close"
          >
            {t('payments.actions.close')}
          </Button>
        ) : null}
      </Group>
      {allowed.includes('payment.record') ? (
        <Stack gap={4}>
          <Text size="sm">{t('payments.payment.outstanding', { amount: format.inr(outstanding) })}</Text>
          {/* A new form for each outstanding amount: it offers the advance still owed, else the rest. */}
          <PaymentForm
            key={outstanding}
            outstandingInr={paiseToRupees(
              nextInstalmentPaise(inv.payablePaise, inv.paidPaise, inv.advancePercent),
            )}
            today={indianToday()}
            save={(payment) => api.pay(id, payment).then(done(t('payments.actions.paid')))}
          />
        </Stack>
      ) : null}
      <Title order={4}>{t('payments.detail.receipts')}</Title>
      {inv.receipts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payments.detail.noReceipts')}
        </Text>
      ) : (
        <Stack gap={2} data-testid="receipts">
          {inv.receipts.map((r) => (
            <Group key={r.id} gap="xs" justify="space-between">
              <Text size="sm">
                {r.number} · {formatDate(r.paidOn)} · {t(`payments.paymentModes.${r.mode}`)} {r.reference} ·{' '}
                {format.inr(r.amountPaise)}
              </Text>
              <PdfButton path={`/api/receipts/${r.id}/pdf`} document={r.number} />
            </Group>
          ))}
        </Stack>
      )}
      <ReasonConfirmModal
        opened={disputing}
        onClose={() => setDisputing(false)}
        confirmLabel={t('payments.actions.dispute')}
        consequence={t('payments.detail.disputeConsequence')}
        onConfirm={(reason) => api.dispute(id, reason).then(done(t('payments.actions.disputed')))}
      />
    </Stack>
  );
}
