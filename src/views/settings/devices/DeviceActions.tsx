import { Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DeviceEvent, deviceEventsFrom } from '../../../domain/deviceLifecycle';
import type { Device } from '../../../domain/schemas/device';

interface DeviceActionsProps {
  device: Device;
  onStep: (device: Device, event: DeviceEvent) => void;
}

const LABELS = { issue: 'issue', sendBack: 'sendBack', receive: 'receive' } as const;
const NAMED = { issue: 'issueOf', sendBack: 'sendBackOf', receive: 'receiveOf' } as const;

/**
 * The one step a device's row offers, from the lifecycle table: issue it, send it back, or receive it. A
 * device tracking an order still on its trip cannot be sent back yet; its button says why.
 */
export function DeviceActions({ device, onStep }: DeviceActionsProps) {
  const { t } = useTranslation();
  return deviceEventsFrom(device.status).map((event) => {
    const blocked = event === 'sendBack' && device.order?.onTrip === true;
    const button = (
      <Button
        key={event}
        size="compact-xs"
        variant="light"
        // Looks disabled but keeps its focus and pointer, so its tooltip says why (Mantine's way).
        data-disabled={blocked || undefined}
        aria-disabled={blocked || undefined}
        onClick={(e) => (blocked ? e.preventDefault() : onStep(device, event))}
        aria-label={t(`devices.actions.${NAMED[event]}`, { name: device.label })}
        data-testid={`device-${event}-${device.id}`}
      >
        {t(`devices.actions.${LABELS[event]}`)}
      </Button>
    );
    return blocked ? (
      <Tooltip
        key={event}
        label={t('devices.actions.onTripTip', { name: device.label, order: device.order?.number })}
        multiline
        w={260}
      >
        {button}
      </Tooltip>
    ) : (
      button
    );
  });
}
