import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { VehicleState } from '../../domain/schemas/tracking';
import { trackingLinks } from './trackingLinks';

/**
 * A board row's way into the trip's own screens. Clicks and keys stay inside the menu: the row would
 * otherwise take them as a selection.
 */
export function TripMenu({ vehicle }: { vehicle: VehicleState }) {
  const { t } = useTranslation();
  const links = trackingLinks(vehicle.direction, vehicle.orderId, vehicle.trackingMethod);
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('tracking.trip.openMenu', { vehicle: vehicle.vehicleNumber })}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
          data-testid="trip-menu"
        >
          <span aria-hidden="true">⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        <Menu.Item component={Link} href={links.detail}>
          {t('tracking.trip.detail')}
        </Menu.Item>
        <Menu.Item component={Link} href={links.scheduleMap}>
          {t('tracking.trip.scheduleMapReplay')}
        </Menu.Item>
        <Menu.Item component={Link} href={links.tolls}>
          {t('tracking.trip.tollCrossings')}
        </Menu.Item>
        <Menu.Item component={Link} href={links.simFixes}>
          {t('tracking.trip.simFixes')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
