import { Alert, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectedScreenProps } from '../../../app/screenLoader';
import { fixTimes, positionAt } from '../../../domain/positionAt';
import type { Direction } from '../../../domain/statuses';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { trackStops } from '../../components/map/trackStops';
import { PageHeader } from '../../components/PageHeader';
import { InvalidOrderAlert } from '../InvalidOrderAlert';
import { QueryErrorAlert } from '../QueryErrorAlert';
import { TripHeaderLinks } from '../TripHeaderLinks';
import { trackedOrderId } from '../trackedOrderId';
import { tripDescription } from '../tripDescription';
import { useLiveTrip, useOrderEvents, useOrderTolls, useOrderTrack } from '../tripQueries';
import { ReplayControls } from './ReplayControls';
import { ReplayTimeline } from './ReplayTimeline';
import { replayMarks } from './replayMarks';
import { useReplayKeys } from './useReplayKeys';
import { useReplayPlayer } from './useReplayPlayer';

// MapLibre and echarts load only when a schedule map opens, each in its own chunk.
const ReplayMap = lazy(() => import('./ReplayMap').then((m) => ({ default: m.ReplayMap })));
const SpeedChart = lazy(() => import('./SpeedChart').then((m) => ({ default: m.SpeedChart })));

const NONE: readonly never[] = [];
const spinner = (
  <Center h="100%">
    <Loader size="sm" />
  </Center>
);

function ScheduleMap({
  orderId,
  direction,
  title,
}: {
  orderId: number;
  direction: Direction;
  title: string;
}) {
  const { t } = useTranslation();
  const track = useOrderTrack(orderId);
  const tolls = useOrderTolls(orderId);
  const events = useOrderEvents(orderId);
  const live = useLiveTrip(orderId);
  const vehicle = live.vehicle;

  const points = track.data?.points ?? NONE;
  const times = useMemo(() => fixTimes(points), [points]);
  const first = times[0];
  const last = times.at(-1);
  const span = useMemo(
    () => (first === undefined || last === undefined ? null : { start: first, end: last }),
    [first, last],
  );
  const player = useReplayPlayer(span);
  useReplayKeys(player);
  const at = useSelector(player, (s) => s.context.at);
  const position = useMemo(() => positionAt(points, times, at), [points, times, at]);
  const stops = useMemo(() => trackStops(points), [points]);
  const hasSpeeds = useMemo(() => points.some((p) => p.speedKmh !== null), [points]);
  const tollRows = tolls.data?.tolls ?? NONE;
  const marks = useMemo(
    () => (span ? replayMarks(t, span, stops, tollRows, events.data?.events ?? NONE) : []),
    [t, span, stops, tollRows, events.data],
  );
  const seek = (value: number) => player.send({ type: 'replay.seek', at: value });

  let body: ReactNode;
  if (track.isPending)
    body = (
      <Center h={300} data-testid="replay-loading">
        <Loader size="sm" />
      </Center>
    );
  else if (track.isError)
    body = (
      <QueryErrorAlert
        title={t('tracking.replay.loadError')}
        error={track.error}
        retry={() => track.refetch()}
      />
    );
  else
    body = (
      <Stack gap="sm">
        {track.data.truncated ? (
          <Alert color="orange" variant="light" py={6}>
            {t('tracking.replay.truncated')}
          </Alert>
        ) : null}
        {points.length === 0 ? (
          <Alert
            color="gray"
            variant="light"
            title={t('tracking.replay.noFixesTitle')}
            data-testid="replay-empty"
          >
            {t('tracking.replay.noFixes')}
          </Alert>
        ) : null}
        <Paper withBorder radius="md" h="52vh" style={{ overflow: 'hidden' }} data-testid="replay-map">
          <Suspense fallback={spinner}>
            <ReplayMap
              track={track.data}
              tolls={tollRows}
              stops={stops}
              position={position}
              vehicleLabel={vehicle?.vehicleNumber ?? t('tracking.trip.order', { id: orderId })}
            />
          </Suspense>
        </Paper>
        {points.length > 0 ? (
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <ReplayControls player={player} speedKmh={position?.speedKmh ?? null} />
              <ReplayTimeline player={player} marks={marks} />
              {points.length === 1 ? (
                <Text size="sm" c="dimmed">
                  {t('tracking.replay.oneFix')}
                </Text>
              ) : null}
              {hasSpeeds ? (
                <Suspense fallback={<Center h={180}>{spinner}</Center>}>
                  <SpeedChart points={points} at={at} onSeek={seek} />
                </Suspense>
              ) : (
                <Text size="sm" c="dimmed" data-testid="no-speeds">
                  {t('tracking.replay.noSpeeds')}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {t('tracking.replay.help')}
              </Text>
            </Stack>
          </Paper>
        ) : null}
      </Stack>
    );

  return (
    <>
      <PageHeader
        title={title}
        description={tripDescription(t, orderId, vehicle)}
        actions={
          <>
            <ConnectionBadge state={live.connection} />
            <TripHeaderLinks
              direction={direction}
              orderId={orderId}
              trackingMethod={vehicle?.trackingMethod ?? null}
              current="scheduleMap"
            />
          </>
        }
      />
      {body}
    </>
  );
}

export function ScheduleMapPage({ title, params, direction }: DirectedScreenProps) {
  const orderId = trackedOrderId(params);
  // A new order is a new replay: the key gives it a fresh player.
  return orderId === null ? (
    <InvalidOrderAlert />
  ) : (
    <ScheduleMap key={orderId} orderId={orderId} direction={direction} title={title} />
  );
}
