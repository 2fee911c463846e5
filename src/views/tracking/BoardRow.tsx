import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../i18n/formatDuration';
import { lifecycleLabel } from '../../i18n/lifecycleLabel';
import { useFormat } from '../../i18n/useFormat';
import { useVehicle } from '../../streams/fleetHooks';
import { alertSeverity } from '../components/map/vehicleFeatures';
import classes from './TrackingBoard.module.css';
import { TripMenu } from './TripMenu';
import { ewayBillLeft, fixAge } from './vehicleCells';

interface BoardRowProps {
  orderId: number;
  /** Position in the virtual list, in px. */
  top: number;
  height: number;
  selected: boolean;
  /** The one row Tab reaches (roving tabindex); arrows move from there. */
  focusable: boolean;
  now: number;
  onActivate: (orderId: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, orderId: number) => void;
}

const SEVERITY_COLORS = ['gray', 'orange', 'red'] as const;

/** A column shown only in a wide enough pane (see TrackingBoard.module.css). */
const MEDIUM = `${classes.cell} ${classes['from-medium']}`;
const WIDE = `${classes.cell} ${classes['from-wide']}`;

/**
 * A cell of a main line and a dimmed one under it. Names (a depot, a town, a transporter) may take two lines
 * rather than be cut: the row is tall enough, and "Varanasi Depot …" tells a dispatcher nothing.
 */
function Lines({
  column,
  first,
  second,
  firstLines = 2,
  className = classes.cell,
}: {
  column: string;
  first: string;
  second: string;
  /** The most lines the first may take before it is cut short (its whole text is its title). */
  firstLines?: number;
  className?: string;
}) {
  return (
    <td className={className} data-column={column}>
      <Text size="sm" fw={500} lineClamp={firstLines} title={first}>
        {first}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1} title={second}>
        {second}
      </Text>
    </td>
  );
}

/**
 * One truck on the board. It reads its own vehicle from the fleet store, so a delta for another truck does not
 * render it again (the board passes only ids and stable callbacks).
 */
export const BoardRow = memo(function BoardRow({
  orderId,
  top,
  height,
  selected,
  focusable,
  now,
  onActivate,
  onKeyDown,
}: BoardRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const vehicle = useVehicle(orderId);
  if (!vehicle) return null;
  const fix = vehicle.lastFix;
  const ewaybill = vehicle.ewaybill ? ewayBillLeft(t, vehicle.ewaybill.validUntil, now) : null;
  const severity = alertSeverity(vehicle.alerts);

  return (
    <tr
      tabIndex={focusable ? 0 : -1}
      aria-selected={selected}
      data-order-id={orderId}
      data-testid="board-row"
      className={classes.row}
      style={{ height, transform: `translateY(${top}px)` }}
      onClick={() => onActivate(orderId)}
      onKeyDown={(event) => onKeyDown(event, orderId)}
    >
      <td className={classes.cell} data-column="open">
        <TripMenu
          orderId={orderId}
          direction={vehicle.direction}
          trackingMethod={vehicle.trackingMethod}
          vehicleNumber={vehicle.vehicleNumber}
        />
      </td>
      <td className={classes.cell} data-column="vehicle">
        <Text size="sm" fw={600} truncate="end">
          {vehicle.vehicleNumber}
        </Text>
        <Text
          size="xs"
          c="dimmed"
          lineClamp={2}
          title={`${vehicle.orderNumber} · ${vehicle.transporterName}`}
        >
          {vehicle.transporterName}
        </Text>
      </td>
      <Lines
        column="route"
        // The arrow keeps to the destination: a long origin then takes a line of its own, and the route up to
        // three ("Bilaspur Clinker Plant → Chhatrapati Sambhajinagar" at 1366 px).
        first={`${vehicle.origin.name} →\u00a0${vehicle.destination.name}`}
        firstLines={3}
        second={lifecycleLabel(t, vehicle.status)}
      />
      <Lines
        column="fix"
        first={vehicle.placeName ?? '—'}
        second={[
          fixAge(t, fix?.at, now),
          fix?.speedKmh != null ? t('common.units.speed', { speed: Math.round(fix.speedKmh) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
      <td className={classes.cell} data-column="eta">
        <Text size="sm" fw={500}>
          {format.clock(vehicle.etaAt)}
        </Text>
        <Text size="xs" c={vehicle.delayMinutes > 0 ? 'red' : 'teal'}>
          {vehicle.delayMinutes > 0
            ? t('tracking.board.late', { duration: formatDuration(t, vehicle.delayMinutes) })
            : t('tracking.board.onTime')}
        </Text>
      </td>
      <Lines
        column="toll"
        first={vehicle.lastToll?.plazaName ?? '—'}
        second={vehicle.lastToll ? format.clock(vehicle.lastToll.at) : ''}
        className={WIDE}
      />
      <td className={MEDIUM} data-column="ewaybill">
        <Text size="sm" truncate="end">
          {vehicle.ewaybill?.number ?? t('tracking.board.none')}
        </Text>
        {ewaybill ? (
          <Text size="xs" c={ewaybill.expired ? 'red' : 'dimmed'}>
            {ewaybill.text}
          </Text>
        ) : null}
      </td>
      <td className={classes.cell} data-column="alerts">
        <Group gap={4} wrap="wrap">
          {vehicle.alerts.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('tracking.board.none')}
            </Text>
          ) : (
            vehicle.alerts.map((alert) => (
              // A short name fits the column whole; the full one is on hover and read aloud.
              <Badge
                key={alert}
                size="sm"
                radius="sm"
                variant="light"
                color={SEVERITY_COLORS[severity]}
                className={classes.alertBadge}
                title={t(`domain.alerts.${alert}`)}
                data-testid="alert-badge"
              >
                <span aria-hidden="true">{t(`tracking.board.alertShort.${alert}`)}</span>
                <VisuallyHidden>{t(`domain.alerts.${alert}`)}</VisuallyHidden>
              </Badge>
            ))
          )}
        </Group>
      </td>
    </tr>
  );
});
