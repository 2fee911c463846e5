import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedOrder } from '../../domain/schemas/tracking';
import { useFormat } from '../../i18n/useFormat';
import { lifecycleLabel } from '../components/lifecycleLabel';
import { useNow } from '../tracking/useNow';
import { fixAge } from '../tracking/vehicleCells';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** What a consignee needs at a glance: which truck, from where to where, and how fresh the news is. */
export function SharedOrderSummary({ order }: { order: SharedOrder }) {
  const { t } = useTranslation();
  const format = useFormat();
  // Ticks every 15 s so "last update" ages between fixes too.
  const now = useNow(15_000);
  const fixAt = order.vehicle?.lastFix?.at ?? null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="share-summary">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <Title order={2} size="h3">
          {t('share.order', { number: order.orderNumber })}
        </Title>
        <Badge variant="light">{lifecycleLabel(t, order.status)}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Fact label={t('share.vehicle')}>
          {order.vehicleNumber ?? t('share.notAssigned')} · {order.transporterName}
        </Fact>
        <Fact label={t('share.route')}>
          {order.origin.name} → {order.destination.name}
        </Fact>
        <Fact label={t('share.lastUpdate')} testId="share-last-update">
          {fixAt ? (
            <time dateTime={fixAt}>
              {fixAge(t, fixAt, now)} ({format.clock(fixAt)})
            </time>
          ) : (
            fixAge(t, fixAt, now)
          )}
        </Fact>
        <Fact label={t('share.validUntil')}>
          {t('share.istTime', { time: format.clock(order.expiresAt) })}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}
