import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stopPlaceLabel, type TripSummary } from '../../../domain/schemas/tripSummary';
import { formatDuration } from '../../../i18n/formatDuration';
import { useFormat } from '../../../i18n/useFormat';
import { ExportButton } from '../../transfer/ExportButton';

const REPORT_FORMATS = ['pdf', 'xlsx'] as const;

/**
 * The whole trip in figures, its stops by place, and its report to download. Its own chunk (the page imports it
 * lazily): the export menu and its download code load only here. On a phone the figures wrap two to a row.
 */
export function TripSummaryPanel({ summary }: { summary: TripSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const speed = (kmh: number | null) =>
    kmh === null ? '—' : t('common.units.speed', { speed: format.number(Math.round(kmh)) });
  const figures = [
    [
      t('tracking.summary.distance'),
      t('common.units.distance', { km: format.number(summary.distanceKm, { maximumFractionDigits: 1 }) }),
    ],
    [t('tracking.summary.running'), formatDuration(t, summary.runningMinutes)],
    [t('tracking.summary.stopped'), formatDuration(t, summary.stoppedMinutes)],
    [t('tracking.summary.average'), speed(summary.averageKmh)],
    [t('tracking.summary.top'), speed(summary.topKmh)],
  ] as const;

  return (
    <Paper withBorder radius="md" p="md" data-testid="trip-summary">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('tracking.summary.title')}
          </Title>
          <ExportButton
            list={`/api/tracking/orders/${summary.orderId}/summary`}
            params={{}}
            formats={REPORT_FORMATS}
            menuLabel={t('tracking.summary.reportMenu')}
          />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" verticalSpacing="sm" m={0}>
          {figures.map(([label, value]) => (
            <div key={label} data-testid="trip-figure">
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" fw={700} size="lg" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('tracking.summary.stops')}
        </Title>
        {summary.stops.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tracking.summary.noStops')}
          </Text>
        ) : (
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {summary.stops.map((stop) => (
              <li key={stop.from} data-testid="trip-stop">
                <Text size="sm" fw={600}>
                  {stopPlaceLabel(stop.place)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('tracking.summary.arrival')} {format.clock(stop.from)} ·{' '}
                  {t('tracking.summary.departure')} {format.clock(stop.to)} ·{' '}
                  {formatDuration(t, stop.minutes)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
