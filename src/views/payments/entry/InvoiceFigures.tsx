import { Alert, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../domain/calendarDay';
import { auditInvoice } from '../../../domain/freightAudit';
import { freightInvoiceTotals } from '../../../domain/freightInvoice';
import { paymentSchedule } from '../../../domain/paymentSchedule';
import type { InvoiceDraft } from '../../../domain/schemas/payments';
import { useFormat } from '../../../i18n/useFormat';
import { formatDate } from '../../components/formatDate';
import { flagText } from '../flagText';
import { INVOICE_AUTHORS, type InvoiceAuthor } from './invoiceAuthor';
import { countableLines, type InvoiceFormValues } from './invoiceFormValues';

const dateOrNull = (iso: string | null) => (iso ? new Date(iso) : null);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The invoice's figures as the server will compute them, by the same domain code and the terms it will apply:
 * the GST split by the two parties' states at the industry's rate of the charge mode, what the transporter is
 * owed, when (the payment terms' advance and due date), and the audit's flags against the order.
 */
export function InvoiceFigures({
  values,
  draft,
  author,
}: {
  values: InvoiceFormValues;
  draft: InvoiceDraft;
  author: InvoiceAuthor;
}) {
  const { t } = useTranslation();
  const { wording } = INVOICE_AUTHORS[author];
  const format = useFormat();
  const lines = countableLines(values.lines);
  const totals = freightInvoiceTotals(lines, {
    chargeMode: values.chargeMode,
    rates: draft.rates,
    supplierStateCode: draft.supplierStateCode,
    recipientStateCode: draft.recipientStateCode,
  });
  const flags = auditInvoice(lines, {
    awardedPaise: draft.order.freightPaise,
    gateInAt: dateOrNull(draft.order.gateInAt),
    gateOutAt: dateOrNull(draft.order.gateOutAt),
  });
  const term = draft.paymentTerm;
  const dueOn = DAY.test(values.issuedOn) ? addDays(values.issuedOn, term?.days ?? 0) : null;
  const schedule = paymentSchedule(totals.payablePaise, term?.advancePercent ?? 0);
  const split = totals.interState
    ? `${t('payments.detail.igst')} ${format.inr(totals.igstPaise)}`
    : `${t('payments.detail.cgst')} ${format.inr(totals.cgstPaise)} + ${t('payments.detail.sgst')} ${format.inr(totals.sgstPaise)}`;
  const row = (label: string, paise: number, testId: string, strong = false) => (
    <Table.Tr>
      <Table.Td fw={strong ? 600 : undefined}>{label}</Table.Td>
      <Table.Td ta="right" fw={strong ? 600 : undefined} data-testid={testId}>
        {format.inr(paise)}
      </Table.Td>
    </Table.Tr>
  );

  return (
    <Stack gap="sm" aria-live="polite">
      <Table>
        <Table.Tbody>
          {row(t('payments.detail.taxable'), totals.taxablePaise, 'figure-taxable')}
          {row(
            `${t('payments.detail.tax', { rate: totals.ratePercent, mode: t(`payments.modes.${values.chargeMode}`) })} — ${split}`,
            totals.taxPaise,
            'figure-tax',
          )}
          {row(t('payments.entry.invoiceValue'), totals.totalPaise, 'figure-total')}
          {row(t(wording.payable), totals.payablePaise, 'figure-payable', true)}
        </Table.Tbody>
      </Table>
      {totals.reverseChargePaise > 0 ? (
        <Text size="sm" c="dimmed">
          {t(wording.reverseChargeNote, { amount: format.inr(totals.reverseChargePaise) })}
        </Text>
      ) : null}
      {dueOn ? (
        <Text size="sm" data-testid="figure-schedule">
          {schedule.advancePaise > 0
            ? t('payments.entry.scheduleWithAdvance', {
                percent: term!.advancePercent,
                advance: format.inr(schedule.advancePaise),
                balance: format.inr(schedule.balancePaise),
                date: formatDate(dueOn),
                terms: term!.name,
              })
            : term
              ? t('payments.entry.dueOn', { date: formatDate(dueOn), terms: term.name, days: term.days })
              : t(wording.dueOnTheDay)}
        </Text>
      ) : null}
      {flags.length > 0 ? (
        <Alert color="orange" variant="light" title={t('payments.flagged')} data-testid="entry-flags">
          <Stack gap={4}>
            {flags.map((flag) => (
              <Text size="sm" key={flag.code}>
                {flagText(t, format, flag)}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
