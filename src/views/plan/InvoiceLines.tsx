import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceLine } from '../../domain/schemas/subscription';
import { useFormat } from '../../i18n/useFormat';
import { invoiceLineText } from './invoiceLineText';

interface InvoiceLinesProps {
  lines: readonly InvoiceLine[];
  taxablePaise: number;
  /** The invoice's split; a checkout, before the invoice, shows GST as one amount. */
  tax: { cgstPaise: number; sgstPaise: number; igstPaise: number } | { gstPaise: number };
  totalPaise: number;
}

/** The lines, the taxable amount, the GST and the total, as a checkout and an invoice both show them. */
export function InvoiceLines({ lines, taxablePaise, tax, totalPaise }: InvoiceLinesProps) {
  const { t } = useTranslation();
  const { inr } = useFormat();
  const taxRows: [string, number][] =
    'gstPaise' in tax
      ? [[t('plan.lines.gst'), tax.gstPaise]]
      : tax.igstPaise > 0
        ? [[t('plan.lines.igst'), tax.igstPaise]]
        : [
            [t('plan.lines.cgst'), tax.cgstPaise],
            [t('plan.lines.sgst'), tax.sgstPaise],
          ];
  return (
    <Table data-testid="invoice-lines" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('plan.lines.item')}</Table.Th>
          <Table.Th>{t('plan.lines.sac')}</Table.Th>
          <Table.Th ta="right">{t('plan.lines.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={`${line.kind}-${line.planName ?? ''}`}>
            <Table.Td>{invoiceLineText(t, line)}</Table.Td>
            <Table.Td>{line.sacCode}</Table.Td>
            <Table.Td ta="right">{inr(line.taxablePaise)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td colSpan={2}>{t('plan.lines.taxable')}</Table.Td>
          <Table.Td ta="right">{inr(taxablePaise)}</Table.Td>
        </Table.Tr>
        {taxRows.map(([label, paise]) => (
          <Table.Tr key={label}>
            <Table.Td colSpan={2}>{label}</Table.Td>
            <Table.Td ta="right">{inr(paise)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td colSpan={2}>
            <Text fw={700}>{t('plan.lines.total')}</Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text fw={700} data-testid="invoice-total">
              {inr(totalPaise)}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
