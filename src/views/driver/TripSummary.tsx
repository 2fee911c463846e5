import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '../../domain/schemas/driverLink';
import { lifecycleLabel } from '../../i18n/lifecycleLabel';

/** Which truck and order, and where to drive next, in type large enough to read from the cab. */
export function TripSummary({ trip }: { trip: DriverTrip }) {
  const { t } = useTranslation();
  const next = trip.nextStop === 'pickup' ? trip.origin : trip.destination;
  return (
    <Paper withBorder radius="md" p="md" data-testid="driver-trip">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Title order={2} size="h3">
              {t('driver.order', { number: trip.orderNumber })}
            </Title>
            {trip.vehicleNumber ? (
              <Text c="dimmed">{t('driver.vehicle', { vehicle: trip.vehicleNumber })}</Text>
            ) : null}
          </Stack>
          <Badge size="lg" variant="light" data-testid="driver-status">
            {lifecycleLabel(t, trip.status)}
          </Badge>
        </Group>
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={600}>
            {t('driver.nextStop')} · {t(trip.nextStop === 'pickup' ? 'driver.pickup' : 'driver.destination')}
          </Text>
          <Text size="xl" fw={700} data-testid="driver-next-stop">
            {next.name}
          </Text>
        </Stack>
        {trip.nextStop === 'pickup' ? (
          <Stack gap={2}>
            <Text size="sm" c="dimmed" fw={600}>
              {t('driver.destination')}
            </Text>
            <Text size="lg" fw={600} data-testid="driver-destination">
              {trip.destination.name}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
