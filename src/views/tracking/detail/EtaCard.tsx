import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { ALERT_LABELS } from '../../../domain/alertLabels';
import type { VehicleState } from '../../../domain/schemas/tracking';
import { formatDuration } from '../../components/formatDuration';
import { useNow } from '../useNow';
import { fixAge, formatClock, statusLabel } from '../vehicleCells';

/** Where the truck is against its plan: ETA, delay against the SLA, km left, last fix and open alerts. */
export function EtaCard({ vehicle }: { vehicle: VehicleState | null }) {
  const now = useNow();
  if (!vehicle)
    return (
      <Card withBorder radius="md" data-testid="eta-card">
        <Text fw={600} mb="xs">
          ETA
        </Text>
        <Text size="sm" c="dimmed">
          This order is not on the road, so it has no live ETA.
        </Text>
      </Card>
    );
  const late = vehicle.delayMinutes > 0;
  return (
    <Card withBorder radius="md" data-testid="eta-card">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>ETA</Text>
        <Badge variant="light" color="gray">
          {statusLabel(vehicle.status)}
        </Badge>
      </Group>
      <Stack gap={6}>
        <Text size="xl" fw={700}>
          {formatClock(vehicle.etaAt)}
        </Text>
        <Text size="sm" c={late ? 'red' : 'teal'}>
          {late ? `${formatDuration(vehicle.delayMinutes)} late against the SLA` : 'On time'}
        </Text>
        <Progress value={vehicle.progress * 100} aria-label="Share of the route driven" size="sm" />
        <Text size="sm">
          {Math.round(vehicle.distanceLeftKm).toLocaleString('en-IN')} km to {vehicle.destination.name}
        </Text>
        <Text size="sm" c="dimmed">
          Last fix {fixAge(vehicle.lastFix?.at, now)}
          {vehicle.placeName ? ` near ${vehicle.placeName}` : ''}
        </Text>
        {vehicle.alerts.length > 0 ? (
          <Group gap={4}>
            {vehicle.alerts.map((alert) => (
              <Badge key={alert} color="red" variant="light" size="sm">
                {ALERT_LABELS[alert]}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
