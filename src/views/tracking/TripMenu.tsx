import { ActionIcon, Menu } from '@mantine/core';
import { Link } from 'wouter';
import type { VehicleState } from '../../domain/schemas/tracking';
import { trackingLinks } from './trackingLinks';

/**
 * A board row's way into the trip's own screens. Clicks and keys stay inside the menu: the row would
 * otherwise take them as a selection.
 */
export function TripMenu({ vehicle }: { vehicle: VehicleState }) {
  const links = trackingLinks(vehicle.direction, vehicle.orderId, vehicle.trackingMethod);
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Open a screen for ${vehicle.vehicleNumber}`}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
          data-testid="trip-menu"
        >
          <span aria-hidden="true">⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        <Menu.Item component={Link} href={links.detail}>
          Tracking detail
        </Menu.Item>
        <Menu.Item component={Link} href={links.scheduleMap}>
          Schedule map (replay)
        </Menu.Item>
        <Menu.Item component={Link} href={links.tolls}>
          FASTag toll crossings
        </Menu.Item>
        <Menu.Item component={Link} href={links.simFixes}>
          SIM locations
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
