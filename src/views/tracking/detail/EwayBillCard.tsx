import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { VehicleState } from '../../../domain/schemas/tracking';
import { useNow } from '../useNow';
import { formatClock } from '../vehicleCells';
import { countdown, type EwayBillPhase, ewayBillWindow } from './ewayBillWindow';

const PHASE_BADGE: Record<EwayBillPhase, { color: string; label: string }> = {
  valid: { color: 'teal', label: 'Valid' },
  extendable: { color: 'orange', label: 'Extension window open' },
  lapsed: { color: 'red', label: 'Lapsed: cannot be extended' },
};

const iso = (ms: number) => new Date(ms).toISOString();

/** The e-way bill's validity as a live countdown, and when it may be extended (8 h before to 8 h after expiry). */
export function EwayBillCard({ ewaybill }: { ewaybill: VehicleState['ewaybill'] | undefined }) {
  const now = useNow(1_000);
  return (
    <Card withBorder radius="md" data-testid="ewaybill-card">
      <Text fw={600} mb="xs">
        E-way bill
      </Text>
      {ewaybill ? (
        <EwayBillBody number={ewaybill.number} validUntil={ewaybill.validUntil} now={now} />
      ) : (
        <Text size="sm" c="dimmed">
          {ewaybill === null
            ? 'No e-way bill recorded for this trip.'
            : 'Shown while the order is on the road.'}
        </Text>
      )}
    </Card>
  );
}

function EwayBillBody({ number, validUntil, now }: { number: string; validUntil: string; now: number }) {
  const window = ewayBillWindow(validUntil, now);
  const badge = PHASE_BADGE[window.phase];
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" ff="monospace">
          {number}
        </Text>
        <Badge color={badge.color} variant="light">
          {badge.label}
        </Badge>
      </Group>
      <Text
        size="xl"
        fw={700}
        c={window.leftMs < 0 ? 'red' : undefined}
        aria-live="off"
        data-testid="ewaybill-countdown"
      >
        {window.leftMs >= 0 ? `${countdown(window.leftMs)} left` : `expired ${countdown(window.leftMs)} ago`}
      </Text>
      <Text size="sm">Valid until {formatClock(validUntil)}</Text>
      <Text size="sm" c="dimmed">
        Extension window: {formatClock(iso(window.extendFrom))} to {formatClock(iso(window.extendUntil))}
      </Text>
    </Stack>
  );
}
