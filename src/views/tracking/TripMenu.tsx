import { ActionIcon, type ActionIconProps, Menu } from '@mantine/core';
import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  memo,
  startTransition,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleState } from '../../domain/schemas/tracking';
import { afterNextPaint } from '../components/afterNextPaint';
import { trackingLinks } from './trackingLinks';

/**
 * A board row's way into the trip's own screens. Clicks and keys stay inside the menu: the row would
 * otherwise take them as a selection.
 *
 * The menu itself (Mantine's popover, its positioning, focus trap and items) is built by the first press of
 * its button: the board mounts rows by the screenful as it scrolls and refreshes, and a menu in each was much
 * of a row's mount. Until then the button carries what a closed menu's trigger carries (`aria-haspopup`,
 * `aria-expanded`, the id the menu will keep), so it reads and behaves the same. It takes only the trip's
 * facts it shows, so a truck's fix renders its row again but not the menu.
 */
export const TripMenu = memo(function TripMenu(trip: Trip) {
  const { t } = useTranslation();
  const id = useId();
  const [built, setBuilt] = useState(false);
  const label = t('tracking.trip.openMenu', { vehicle: trip.vehicleNumber });
  if (built) return <BuiltTripMenu trip={trip} id={id} label={label} />;
  return (
    <TripMenuButton
      id={id}
      label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={(event) => {
        event.stopPropagation();
        // Built in a render that yields to the tap's frame: Mantine's menu and popover took a phone a tenth of
        // a second to build.
        startTransition(() => setBuilt(true));
      }}
    />
  );
});

type Trip = Pick<VehicleState, 'orderId' | 'direction' | 'trackingMethod' | 'vehicleNumber'>;

/**
 * The menu, built by a press on the button it replaces. It mounts closed, takes the focus the press gave the
 * old button and opens once the tap's frame has painted (opening it in that frame, Mantine's popover placed and
 * rendered in a `flushSync`, held a phone's answer to the tap a tenth of a second): Mantine sees its own
 * trigger focused when it opens, so Escape and a pick hand the focus back to it as they would have.
 *
 * The menu is placed once as it opens and follows scrolling, but not placed again once shown (Mantine's
 * placement lock measured the shown menu, placed it a second time and rendered the popover again to lock the
 * side it chose: two more walks of the row's ancestors in the tap's frame). Its items are plain links to the
 * hash routes: a router link listens to the location, and every tab or selection would render a menu that was
 * once opened again.
 */
function BuiltTripMenu({ trip, id, label }: { trip: Trip; id: string; label: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  // Once: the effect runs again when a hidden list shows again (the phone's list behind the map is an
  // <Activity>), and going back to the list reopened the menu and moved the focus to it.
  const handedOver = useRef(false);
  useLayoutEffect(() => {
    if (handedOver.current) return;
    target.current?.focus();
    return afterNextPaint(() => {
      handedOver.current = true;
      setOpened(true);
    });
  }, []);
  const links = trackingLinks(trip.direction, trip.orderId, trip.trackingMethod);
  return (
    <Menu
      id={id}
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      withinPortal
      shadow="md"
      preventPositionChangeWhenVisible={false}
    >
      <Menu.Target>
        <TripMenuButton ref={target} label={label} onClick={(event) => event.stopPropagation()} />
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        <Menu.Item component="a" href={`#${links.detail}`}>
          {t('tracking.trip.detail')}
        </Menu.Item>
        <Menu.Item component="a" href={`#${links.scheduleMap}`}>
          {t('tracking.trip.scheduleMapReplay')}
        </Menu.Item>
        <Menu.Item component="a" href={`#${links.tolls}`}>
          {t('tracking.trip.tollCrossings')}
        </Menu.Item>
        <Menu.Item component="a" href={`#${links.simFixes}`}>
          {t('tracking.trip.simFixes')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

type TripMenuButtonProps = ActionIconProps & ComponentPropsWithRef<'button'> & { label: string };

/** The row's "⋯" button, the same before the menu is built and as the menu's trigger after. */
function TripMenuButton({ label, ...props }: TripMenuButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={label}
      onKeyDown={(event: KeyboardEvent) => event.stopPropagation()}
      data-testid="trip-menu"
      {...props}
    >
      <span aria-hidden="true">⋯</span>
    </ActionIcon>
  );
}
