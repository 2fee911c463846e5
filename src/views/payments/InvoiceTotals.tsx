import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lakhCrore } from '../../domain/amountInWords';
import { LIST_COUNT_CAP } from '../../domain/constants';
import type { InvoicePage } from '../../domain/schemas/payments';
import { useFormat } from '../../i18n/useFormat';

const BUCKETS = ['notDue', 'days0to30', 'days31to60', 'days61to90', 'over90'] as const;

/**
 * The filtered invoices' totals and their outstanding amount by days past due: dashes while they load, and, for
 * a search that finds more invoices than the list counts (`summary` null), a word to narrow it instead.
 */
export function InvoiceTotals({ summary }: { summary: InvoicePage['summary'] | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (summary === null) {
    return (
      <section aria-label={t('payments.totals.label')}>
        <Paper withBorder p="xs" mb="md" role="status" data-testid="totals-capped">
          <Text size="sm">{t('payments.totals.capped', { cap: format.number(LIST_COUNT_CAP) })}</Text>
        </Paper>
      </section>
    );
  }
  const figures = [
    ['payable', summary?.payablePaise],
    ['paid', summary?.paidPaise],
    ['outstanding', summary?.outstandingPaise],
    ...BUCKETS.map((b) => [b, summary?.ageing[b]] as const),
  ] as const;
  return (
    <section aria-label={t('payments.totals.label')}>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="xs" mb="md">
        {figures.map(([key, paise]) => (
          <Paper key={key} withBorder p="xs" data-testid={`total-${key}`}>
            <Text size="xs" c="dimmed">
              {t(`payments.totals.${key}`)}
            </Text>
            <Text fw={600} title={paise === undefined ? undefined : format.inr(paise)}>
              {paise === undefined ? '—' : lakhCrore(t, format, paise)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
