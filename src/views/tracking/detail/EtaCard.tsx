import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VehicleState } from '../../../domain/schemas/tracking';
import { formatDuration } from '../../../i18n/formatDuration';
import { lifecycleLabel } from '../../../i18n/lifecycleLabel';
import { useFormat } from '../../../i18n/useFormat';
import { useNow } from '../useNow';
import { fixAge } from '../vehicleCells';

/** Where the truck is against its plan: ETA, delay against the SLA, km left, last fix and open alerts. */
export function EtaCard({ vehicle }: { vehicle: VehicleState | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const now = useNow();
  if (!vehicle)
    return (
      <Card withBorder radius="md" data-testid="eta-card">
        <Text fw={600} mb="xs">
          {t('tracking.detail.eta.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('tracking.detail.eta.offRoad')}
        </Text>
      </Card>
    );
  const late = vehicle.delayMinutes > 0;
  const age = fixAge(t, vehicle.lastFix?.at, now);
  return (
    <Card withBorder radius="md" data-testid="eta-card">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('tracking.detail.eta.title')}</Text>
        <Badge variant="light" color="gray">
          {lifecycleLabel(t, vehicle.status)}
        </Badge>
      </Group>
      <Stack gap={6}>
        <Text size="xl" fw={700}>
          {format.clock(vehicle.etaAt)}
        </Text>
        <Text size="sm" c={late ? 'red' : 'teal'}>
          {late
            ? t('tracking.detail.eta.lateAgainstSla', { duration: formatDuration(t, vehicle.delayMinutes) })
            : t('tracking.board.onTime')}
        </Text>
        <Progress value={vehicle.progress * 100} aria-label={t('tracking.detail.eta.progress')} size="sm" />
        <Text size="sm">
          {t('tracking.detail.eta.distanceLeft', {
            km: format.number(Math.round(vehicle.distanceLeftKm)),
            place: vehicle.destination.name,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {vehicle.placeName
            ? t('tracking.detail.eta.lastFixNear', { age, place: vehicle.placeName })
            : t('tracking.detail.eta.lastFix', { age })}
        </Text>
        {vehicle.alerts.length > 0 ? (
          <Group gap={4}>
            {vehicle.alerts.map((alert) => (
              <Badge key={alert} color="red" variant="light" size="sm">
                {t(`domain.alerts.${alert}`)}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
