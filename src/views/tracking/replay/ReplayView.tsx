import { Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fixTimes, positionAt } from '../../../domain/positionAt';
import type { OrderTolls, OrderTrack, TimelineEntry } from '../../../domain/schemas/tracking';
import type { NamedStop } from '../../../domain/schemas/tripSummary';
import { trackStops } from '../../../domain/trackStops';
import { ReplayControls } from './ReplayControls';
import { ReplayTimeline } from './ReplayTimeline';
import { replayMarks } from './replayMarks';
import { useReplayDetail } from './useReplayDetail';
import { useReplayKeys } from './useReplayKeys';
import { useReplayPlayer } from './useReplayPlayer';

// MapLibre and echarts load only when a schedule map opens, each in its own chunk.
const ReplayMap = lazy(() => import('./ReplayMap').then((m) => ({ default: m.ReplayMap })));
const SpeedChart = lazy(() => import('./SpeedChart').then((m) => ({ default: m.SpeedChart })));

const spinner = (
  <Center h="100%">
    <Loader size="sm" />
  </Center>
);

interface ReplayViewProps {
  orderId: number;
  /** The whole trip, or the part the supervisor picked. */
  track: OrderTrack;
  tolls: Readonly<OrderTolls['tolls']>;
  events: readonly TimelineEntry[];
  /** The trip's stops named on the server; null until they are in (or when they cannot be had). */
  namedStops: readonly NamedStop[] | null;
  vehicleLabel: string;
}

const NO_STOPS: readonly NamedStop[] = [];

/** The map, player, timeline and speed chart of one track; a new track (another part) is a new view. */
export function ReplayView({ orderId, track, tolls, events, namedStops, vehicleLabel }: ReplayViewProps) {
  const { t } = useTranslation();
  const { points } = track;
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
  const detail = useReplayDetail(orderId, track, span, at);
  const detailTimes = useMemo(() => fixTimes(detail), [detail]);
  const position = useMemo(() => positionAt(detail, detailTimes, at), [detail, detailTimes, at]);
  // The map marks the stops of the part replayed; found here until the server's named ones are in. The timeline
  // waits for those: a stop is named by its place, not by a town the road leads to.
  const stops = useMemo(
    () =>
      namedStops && span
        ? namedStops.filter((stop) => Date.parse(stop.to) >= span.start && Date.parse(stop.from) <= span.end)
        : trackStops(points),
    [namedStops, span, points],
  );
  const hasSpeeds = useMemo(() => points.some((p) => p.speedKmh !== null), [points]);
  const marks = useMemo(
    () => (span ? replayMarks(t, span, namedStops ?? NO_STOPS, tolls, events) : []),
    [t, span, namedStops, tolls, events],
  );
  const seek = (value: number) => player.send({ type: 'replay.seek', at: value });

  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" h="52vh" style={{ overflow: 'hidden' }} data-testid="replay-map">
        <Suspense fallback={spinner}>
          <ReplayMap
            track={track}
            tolls={tolls}
            stops={stops}
            position={position}
            vehicleLabel={vehicleLabel}
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
}
