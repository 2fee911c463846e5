import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExpectedVehicle } from '../../domain/schemas/gate';
import { useFormat } from '../../i18n/useFormat';
import { distanceText } from './gateWords';

const COLOUR = { inside: 'green', outside: 'orange', unknown: 'gray' } as const;

/** Where the truck last reported, against the plant's geofence, so the clerk knows before opening the form. */
export function GeofenceBadge({ position }: { position: ExpectedVehicle['position'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const text =
    position.state === 'unknown'
      ? t('gate.position.unknown')
      : t(`gate.position.${position.state}`, { distance: distanceText(t, format, position.distanceM) });
  return (
    <Badge
      color={COLOUR[position.state]}
      variant="light"
      tt="none"
      // A distance is worth reading whole: the badge wraps rather than cutting it short.
      styles={{
        root: { height: 'auto', paddingBlock: 2 },
        label: { whiteSpace: 'normal', overflow: 'visible' },
      }}
      data-testid="gate-position"
      data-state={position.state}
    >
      {text}
    </Badge>
  );
}
