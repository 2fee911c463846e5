import { Card, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '../../../domain/schemas/tracking';
import { useFormat } from '../../../i18n/useFormat';
import { timelineText } from './timelineText';

const KIND_COLORS: Record<TimelineEntry['kind'], string> = {
  status: 'blue',
  toll: 'grape',
  ewaybill: 'cyan',
  alert: 'red',
  alert_cleared: 'teal',
};

/**
 * Everything that happened to the order, newest first: statuses, tolls, e-way bill updates, alerts; or, under
 * its own title, the part of them a screen shows (the transporter's page: its alerts).
 */
export function EventsTimeline({
  events,
  title,
  empty,
  testId = 'events-timeline',
}: {
  events: readonly TimelineEntry[];
  title?: string;
  empty?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  // Entries have no id, and two can be identical (a status recorded twice): number the repeats for the key.
  const seen = new Map<string, number>();
  const keyed = events.map((event) => {
    const base = JSON.stringify(event);
    const repeat = seen.get(base) ?? 0;
    seen.set(base, repeat + 1);
    return { event, key: `${base}|${repeat}` };
  });
  const newestFirst = keyed.reverse();
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Text fw={600} mb="sm">
        {title ?? t('tracking.detail.events.title')}
      </Text>
      {newestFirst.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty ?? t('tracking.detail.events.none')}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} active={newestFirst.length}>
          {newestFirst.map(({ event, key }) => (
            <Timeline.Item
              key={key}
              color={KIND_COLORS[event.kind]}
              title={<Text size="sm">{timelineText(t, event, format.clock)}</Text>}
            >
              <Text size="xs" c="dimmed">
                {format.clock(event.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
