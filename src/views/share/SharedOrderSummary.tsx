import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedOrder } from '../../domain/schemas/tracking';
import { lifecycleLabel } from '../../i18n/lifecycleLabel';
import { useFormat } from '../../i18n/useFormat';
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

/**
 * What a consignee needs at a glance: which truck, from where to where, when it should arrive and how far it
 * still has to go (the trip's own ETA, renewed by every fix the page hears), and how fresh the news is.
 */
export function SharedOrderSummary({ order }: { order: SharedOrder }) {
  const { t } = useTranslation();
  const format = useFormat();
  // Ticks every 15 s so "last update" ages between fixes too.
  const now = useNow(15_000);
  const fixAt = order.vehicle?.lastFix?.at ?? null;
  const etaAt = order.vehicle?.etaAt ?? null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="share-summary">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <Title order={2} size="h3">
          {t('share.order', { number: order.orderNumber })}
        </Title>
        <Badge variant="light">{lifecycleLabel(t, order.status)}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Fact label={t('share.vehicle')}>
          {order.vehicleNumber ?? t('share.notAssigned')} · {order.transporterName}
        </Fact>
        <Fact label={t('share.route')}>
          {order.origin.name} → {order.destination.name}
        </Fact>
        <Fact label={t('share.eta')} testId="share-eta">
          {etaAt ? (
            <time dateTime={etaAt}>{t('share.istTime', { time: format.clock(etaAt) })}</time>
          ) : (
            t('share.etaUnknown')
          )}
        </Fact>
        <Fact label={t('share.distanceLeft')} testId="share-distance-left">
          {order.vehicle && etaAt
            ? t('share.kmTo', {
                km: format.number(Math.round(order.vehicle.distanceLeftKm)),
                place: order.destination.name,
              })
            : t('share.etaUnknown')}
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
