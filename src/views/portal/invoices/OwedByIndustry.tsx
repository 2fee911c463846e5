import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IndustryOwed } from '../../../domain/schemas/transporterInvoices';
import { useFormat } from '../../../i18n/useFormat';

/**
 * What each shipper still owes the company, over all its invoices to it: the outstanding first (what a fleet
 * owner chases), then how much of it is overdue or disputed, and what has come in so far.
 */
export function OwedByIndustry({ owed }: { owed: readonly IndustryOwed[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section aria-labelledby="owed-by-industry">
      <Title order={2} size="h4" id="owed-by-industry" mb="xs">
        {t('portal.invoices.owed')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="owed-by-industry">
        {owed.map((o) => (
          <Card
            key={o.industry.id}
            withBorder
            radius="md"
            padding="sm"
            data-testid="owed-industry"
            data-industry={o.industry.name}
          >
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
                <Text size="sm" fw={600} lineClamp={1}>
                  {o.industry.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {t('portal.invoices.invoiceCount', { count: o.invoices })}
                </Text>
              </Group>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
                <Text size="sm" c="dimmed">
                  {t('payments.totals.outstanding')}
                </Text>
                <Text size="lg" fw={700} data-testid="owed-outstanding">
                  {format.inr(o.outstandingPaise)}
                </Text>
              </Group>
              {o.overduePaise > 0 ? (
                <Text size="sm" c="red.9" data-testid="owed-overdue">
                  {t('portal.invoices.overdue')}: {format.inr(o.overduePaise)}
                </Text>
              ) : null}
              {o.disputedPaise > 0 ? (
                // Orange text on white falls short of 4.5:1: the word says it, in the text colour.
                <Text size="sm" fw={600} data-testid="owed-disputed">
                  {t('domain.status.disputed')}: {format.inr(o.disputedPaise)}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {t('portal.invoices.paidOf', {
                  paid: format.inr(o.paidPaise),
                  payable: format.inr(o.payablePaise),
                })}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
