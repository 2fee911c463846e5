import { Badge, Group, Text } from '@mantine/core';
import { type KeyboardEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/useFormat';
import { useVehicle } from '../../streams/fleetHooks';
import { formatDuration } from '../components/formatDuration';
import { lifecycleLabel } from '../components/lifecycleLabel';
import { alertSeverity } from '../components/map/vehicleFeatures';
import { ROW_HEIGHT } from './boardColumns';
import classes from './TrackingBoard.module.css';
import { TripMenu } from './TripMenu';
import { ewayBillLeft, fixAge } from './vehicleCells';

interface BoardRowProps {
  orderId: number;
  /** Position in the virtual list, in px. */
  top: number;
  selected: boolean;
  /** The one row Tab reaches (roving tabindex); arrows move from there. */
  focusable: boolean;
  now: number;
  onSelect: (orderId: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, orderId: number) => void;
}

const SEVERITY_COLORS = ['gray', 'orange', 'red'] as const;

/** A column shown only in a wide enough pane (see TrackingBoard.module.css). */
const MEDIUM = `${classes.cell} ${classes['from-medium']}`;
const WIDE = `${classes.cell} ${classes['from-wide']}`;

function Lines({
  first,
  second,
  className = classes.cell,
}: {
  first: string;
  second: string;
  className?: string;
}) {
  return (
    <td className={className}>
      <Text size="sm" fw={500} truncate="end">
        {first}
      </Text>
      <Text size="xs" c="dimmed" truncate="end">
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
  selected,
  focusable,
  now,
  onSelect,
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
      style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)` }}
      onClick={() => onSelect(orderId)}
      onKeyDown={(event) => onKeyDown(event, orderId)}
    >
      <td className={classes.cell}>
        <TripMenu vehicle={vehicle} />
      </td>
      <Lines first={vehicle.vehicleNumber} second={`${vehicle.orderNumber} · ${vehicle.transporterName}`} />
      <Lines
        first={`${vehicle.origin.name} → ${vehicle.destination.name}`}
        second={lifecycleLabel(t, vehicle.status)}
      />
      <Lines
        first={fixAge(t, fix?.at, now)}
        second={[
          vehicle.placeName,
          fix?.speedKmh != null ? t('common.units.speed', { speed: Math.round(fix.speedKmh) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
      <td className={classes.cell}>
        <Text size="sm" fw={500} truncate="end">
          {format.clock(vehicle.etaAt)}
        </Text>
        <Text size="xs" c={vehicle.delayMinutes > 0 ? 'red' : 'teal'} truncate="end">
          {vehicle.delayMinutes > 0
            ? t('tracking.board.late', { duration: formatDuration(t, vehicle.delayMinutes) })
            : t('tracking.board.onTime')}
        </Text>
      </td>
      <Lines
        first={vehicle.lastToll?.plazaName ?? '—'}
        second={vehicle.lastToll ? format.clock(vehicle.lastToll.at) : ''}
        className={WIDE}
      />
      <td className={MEDIUM}>
        <Text size="sm" truncate="end">
          {vehicle.ewaybill?.number ?? t('tracking.board.none')}
        </Text>
        {ewaybill ? (
          <Text size="xs" c={ewaybill.expired ? 'red' : 'dimmed'}>
            {ewaybill.text}
          </Text>
        ) : null}
      </td>
      <td className={classes.cell}>
        <Group gap={4} wrap="wrap">
          {vehicle.alerts.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('tracking.board.none')}
            </Text>
          ) : (
            vehicle.alerts.map((alert) => (
              // The column is narrow: a name cut short shows whole on hover.
              <Badge
                key={alert}
                size="xs"
                variant="light"
                color={SEVERITY_COLORS[severity]}
                title={t(`domain.alerts.${alert}`)}
              >
                {t(`domain.alerts.${alert}`)}
              </Badge>
            ))
          )}
        </Group>
      </td>
    </tr>
  );
});
