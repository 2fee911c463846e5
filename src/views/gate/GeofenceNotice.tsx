import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExpectedVehicle } from '../../domain/schemas/gate';
import { useFormat } from '../../i18n/useFormat';
import { distanceText } from './gateWords';

interface GeofenceNoticeProps {
  position: ExpectedVehicle['position'];
  /** The server refused the pass for the geofence (the list's position may be a minute old). */
  refusedOutside: string | null;
  mayOverride: boolean;
}

/** On the gate-in form: where the truck last reported, and what it takes to let it in from outside the fence. */
export function GeofenceNotice({ position, refusedOutside, mayOverride }: GeofenceNoticeProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const outside = refusedOutside !== null || position.state === 'outside';
  if (!outside)
    return (
      <Text size="sm" c="dimmed" data-testid="gate-geofence" data-state={position.state}>
        {position.state === 'unknown'
          ? t('gate.pass.geofence.unknown')
          : t('gate.pass.geofence.inside', {
              distance: distanceText(t, format, position.distanceM),
              time: format.clock(position.fixAt),
            })}
      </Text>
    );
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('gate.pass.geofence.title')}
      data-testid="gate-geofence"
      data-state="outside"
    >
      <Text size="sm">
        {refusedOutside ??
          (position.state === 'outside'
            ? t('gate.pass.geofence.outside', {
                distance: distanceText(t, format, position.distanceM),
                radius: distanceText(t, format, position.radiusM),
                time: format.clock(position.fixAt),
              })
            : null)}
      </Text>
      {mayOverride ? null : (
        <Text size="sm" mt="xs" fw={600}>
          {t('gate.pass.geofence.supervisorOnly')}
        </Text>
      )}
    </Alert>
  );
}
