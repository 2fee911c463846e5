import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { SubscriptionInvoice } from '../../domain/schemas/subscription';
import { DetailField } from '../components/DetailField';
import { Dialog } from '../components/Dialog';
import { PdfButton } from '../transfer/PdfButton';
import { InvoiceLines } from './InvoiceLines';

/**
 * Opens a subscription's tax invoice (number, date, seller and buyer with their GSTINs, lines and tax split),
 * with its PDF beside it.
 */
export function InvoiceButton({ invoice }: { invoice: SubscriptionInvoice }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const party = (label: string, p: SubscriptionInvoice['buyer']) => (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{p.name}</Text>
      {p.address ? <Text size="sm">{p.address}</Text> : null}
      <Text size="sm">
        {t('plan.invoice.gstin')}: {p.gstin ?? '—'} · {t('plan.invoice.state')}: {p.stateCode ?? '—'}
      </Text>
    </Stack>
  );
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button variant="subtle" size="compact-sm" onClick={open}>
          {t('plan.invoice.view', { number: invoice.number })}
        </Button>
        <PdfButton path={`/api/subscription/invoices/${invoice.id}/pdf`} document={invoice.number} />
      </Group>
      <Dialog
        opened={opened}
        onClose={close}
        title={t('plan.invoice.title', { number: invoice.number })}
        size="lg"
      >
        <Stack data-testid="invoice">
          <Group>
            <DetailField label={t('plan.invoice.issuedOn')}>{invoice.issuedOn}</DetailField>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {party(t('plan.invoice.seller'), invoice.seller)}
            {party(t('plan.invoice.buyer'), invoice.buyer)}
          </SimpleGrid>
          <InvoiceLines
            lines={invoice.lines}
            taxablePaise={invoice.taxablePaise}
            tax={invoice}
            totalPaise={invoice.totalPaise}
          />
        </Stack>
      </Dialog>
    </>
  );
}
