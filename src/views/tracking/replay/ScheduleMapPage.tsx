import { Alert, Center, Loader, Stack } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectedScreenProps } from '../../../app/screenLoader';
import { fixTimes } from '../../../domain/positionAt';
import type { Direction } from '../../../domain/statuses';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { PageHeader } from '../../components/PageHeader';
import { InvalidOrderAlert } from '../InvalidOrderAlert';
import { QueryErrorAlert } from '../QueryErrorAlert';
import { TripHeaderLinks } from '../TripHeaderLinks';
import { trackedOrderId } from '../trackedOrderId';
import { tripDescription } from '../tripDescription';
import { useLiveTrip, useOrderEvents, useOrderTolls, useOrderTrack, useTripSummary } from '../tripQueries';
import { ReplayRangePicker } from './ReplayRangePicker';
import { ReplayView } from './ReplayView';
import { type DayRange, partOfTrip, spansDays } from './replayRange';
import { useTripPart } from './useTripPart';

// The summary, its stops and the report's download menu load in a chunk of their own (the dashboard's budget).
const TripSummaryPanel = lazy(() =>
  import('./TripSummaryPanel').then((m) => ({ default: m.TripSummaryPanel })),
);

const NONE: readonly never[] = [];
const WHOLE: DayRange = [null, null];
const loading = (
  <Center h={300} data-testid="replay-loading">
    <Loader size="sm" />
  </Center>
);

const summaryLoading = (
  <Center h={80}>
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
  // An order on the board is on the road: off it (not yet assigned, or delivered) its trip no longer grows.
  const summary = useTripSummary(orderId, Boolean(vehicle));
  const [days, setDays] = useState<DayRange>(WHOLE);

  const times = useMemo(() => fixTimes(track.data?.points ?? NONE), [track.data]);
  const first = times[0];
  const last = times.at(-1);
  const span = useMemo(
    () => (first === undefined || last === undefined ? null : { start: first, end: last }),
    [first, last],
  );
  const part = useMemo(() => (span ? partOfTrip(days, span) : null), [days, span]);
  const partTrack = useTripPart(orderId, part);
  const shown = part ? partTrack : track;
  const tollRows = tolls.data?.tolls ?? NONE;
  const eventRows = events.data?.events ?? NONE;

  let body: ReactNode;
  if (shown.isPending) body = loading;
  else if (shown.isError)
    body = (
      <QueryErrorAlert
        title={t(part ? 'tracking.replay.rangeLoadError' : 'tracking.replay.loadError')}
        error={shown.error}
        retry={() => shown.refetch()}
      />
    );
  else
    body = (
      <Stack gap="sm">
        {shown.data.points.length === 0 ? (
          <Alert
            color="gray"
            variant="light"
            title={t('tracking.replay.noFixesTitle')}
            data-testid="replay-empty"
          >
            {t(part ? 'tracking.replay.rangeEmpty' : 'tracking.replay.noFixes')}
          </Alert>
        ) : null}
        {/* A new part is a new replay: the key gives it a fresh player, paced for its length. */}
        <ReplayView
          key={part ? `${part.from}/${part.to}` : 'whole'}
          orderId={orderId}
          track={shown.data}
          tolls={tollRows}
          events={eventRows}
          namedStops={summary.data?.stops ?? null}
          vehicleLabel={vehicle?.vehicleNumber ?? t('tracking.trip.order', { id: orderId })}
        />
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
      {span && spansDays(span) ? <ReplayRangePicker span={span} value={days} onChange={setDays} /> : null}
      <Stack gap="sm">
        {body}
        {summary.isError ? (
          <QueryErrorAlert
            title={t('tracking.summary.loadError')}
            error={summary.error}
            retry={() => summary.refetch()}
          />
        ) : summary.data && summary.data.from !== null ? (
          <Suspense fallback={summaryLoading}>
            <TripSummaryPanel summary={summary.data} />
          </Suspense>
        ) : null}
      </Stack>
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
