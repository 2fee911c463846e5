import { Badge, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../domain/schemas/orders';
import { lifecycleLabel } from '../../i18n/lifecycleLabel';
import { formatDateTime } from '../components/formatDateTime';

/**
 * The order's recorded steps, oldest first, with who did them (a user, the driver through the link, or the
 * geofence that saw the truck arrive) and any note.
 */
export function OrderTimeline({ events }: { events: OrderDetail['timeline'] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <Text c="dimmed">{t('orders.detail.noSteps')}</Text>;
  return (
    <Timeline active={events.length - 1} bulletSize={16} lineWidth={2} data-testid="order-timeline">
      {events.map((e, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a status can repeat; the timeline is append-only
        <Timeline.Item key={index} title={lifecycleLabel(t, e.status)}>
          <Text size="xs" c="dimmed">
            {formatDateTime(e.at)}
            {e.by ? ` · ${e.by}` : ''}
            {e.driverAction ? ` · ${t('driver.timeline.byDriver')}` : ''}
            {e.detectedBy ? ` · ${t('orders.detail.byGeofence')}` : ''}
          </Text>
          {e.driverAction ? (
            <Badge size="sm" variant="light" color="teal" data-testid="timeline-driver-action">
              {t(`driver.milestones.${e.driverAction}`)}
            </Badge>
          ) : null}
          {e.detectedBy === 'geofence' ? (
            <Badge size="sm" variant="light" color="blue" data-testid="timeline-geofence">
              {t('orders.detail.seenInGeofence')}
            </Badge>
          ) : null}
          {e.note ? <Text size="sm">{e.note}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
