import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Direction } from '../../domain/statuses';
import { trackingLinks } from './trackingLinks';

type TripScreen = 'detail' | 'scheduleMap' | 'tolls' | 'simFixes';

const LABELS = {
  detail: 'tracking.trip.detail',
  scheduleMap: 'tracking.trip.scheduleMap',
  tolls: 'tracking.trip.tolls',
  simFixes: 'tracking.trip.simFixes',
  board: 'tracking.trip.board',
} as const satisfies Record<TripScreen | 'board', string>;

/** The other tracking screens of the same order, so a supervisor moves between them without the board. */
export function TripHeaderLinks({
  direction,
  orderId,
  trackingMethod,
  current,
}: {
  direction: Direction;
  orderId: number;
  trackingMethod: string | null;
  current: TripScreen;
}) {
  const { t } = useTranslation();
  const links = trackingLinks(direction, orderId, trackingMethod);
  const shown = (['board', 'detail', 'scheduleMap', 'tolls', 'simFixes'] as const).filter(
    (key) => key !== current,
  );
  return (
    <Group gap="xs" wrap="wrap">
      {shown.map((key) => (
        <Button
          key={key}
          component={Link}
          href={links[key]}
          size="xs"
          variant={key === 'board' ? 'subtle' : 'light'}
        >
          {t(LABELS[key])}
        </Button>
      ))}
    </Group>
  );
}
