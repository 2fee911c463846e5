import { Badge, Center, Grid, Loader, Paper, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectedScreenProps } from '../../../app/screenLoader';
import { type Direction, TRACKING_METHODS, type TrackingMethod } from '../../../domain/statuses';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { PageHeader } from '../../components/PageHeader';
import { InvalidOrderAlert } from '../InvalidOrderAlert';
import { QueryErrorAlert } from '../QueryErrorAlert';
import { TripHeaderLinks } from '../TripHeaderLinks';
import { trackedOrderId } from '../trackedOrderId';
import { tripDescription } from '../tripDescription';
import { useLiveTrip, useOrderEvents } from '../tripQueries';
import { DriverCard } from './DriverCard';
import { EtaCard } from './EtaCard';
import { EventsTimeline } from './EventsTimeline';
import { EwayBillCard } from './EwayBillCard';
import { ShareTripButton } from './ShareTripButton';
import classes from './TrackingDetail.module.css';
import { useTripOrder } from './useTripOrder';

const DetailMap = lazy(() => import('./DetailMap').then((m) => ({ default: m.DetailMap })));

const isTrackingMethod = (method: string | undefined): method is TrackingMethod =>
  TRACKING_METHODS.some((known) => known === method);

function TrackingDetail({
  orderId,
  direction,
  title,
  type,
}: {
  orderId: number;
  direction: Direction;
  title: string;
  type: string | undefined;
}) {
  const { t } = useTranslation();
  const live = useLiveTrip(orderId);
  const events = useOrderEvents(orderId);
  const order = useTripOrder(orderId);
  const vehicle = live.vehicle;
  // The board's live state names the method, else the order's assignment; the address's :type (a link may not
  // know it: an alert's says "alert") stands in only while neither has answered.
  const method =
    vehicle?.trackingMethod ?? order.data?.trackingMethod ?? (isTrackingMethod(type) ? type : null);

  return (
    <>
      <PageHeader
        title={title}
        description={
          <>
            {tripDescription(t, orderId, vehicle)}{' '}
            {method ? (
              <Badge variant="outline" size="sm" ml={4}>
                {t(`domain.trackingMethods.${method}`)}
              </Badge>
            ) : null}
          </>
        }
        actions={
          <>
            <ConnectionBadge state={live.connection} />
            <TripHeaderLinks
              direction={direction}
              orderId={orderId}
              trackingMethod={method}
              current="detail"
            />
            <ShareTripButton orderId={orderId} />
          </>
        }
      />
      {events.isError ? (
        <QueryErrorAlert
          title={t('tracking.detail.loadError')}
          error={events.error}
          retry={() => events.refetch()}
        />
      ) : events.isPending ? (
        <Center h={300} data-testid="detail-loading">
          <Loader size="sm" />
        </Center>
      ) : (
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" h="70vh" style={{ overflow: 'hidden' }} data-testid="detail-map">
              <Suspense
                fallback={
                  <Center h="100%">
                    <Loader size="sm" />
                  </Center>
                }
              >
                <DetailMap
                  orderId={orderId}
                  lastFix={vehicle?.lastFix ?? null}
                  vehicleLabel={vehicle?.vehicleNumber ?? t('tracking.trip.order', { id: orderId })}
                />
              </Suspense>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {/* The cards keep their height and the column scrolls, rather than the cards being squeezed. */}
            {/* Focusable, so that a keyboard can scroll it too. */}
            <Stack gap="sm" h="70vh" style={{ overflowY: 'auto' }} className={classes.cards} tabIndex={0}>
              <EtaCard vehicle={vehicle} />
              <DriverCard order={order} />
              <EwayBillCard
                ewaybill={live.status === 'ready' ? (vehicle?.ewaybill ?? undefined) : undefined}
              />
              <EventsTimeline events={events.data.events} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

export function TrackingDetailPage({ title, params, direction }: DirectedScreenProps) {
  const orderId = trackedOrderId(params);
  return orderId === null ? (
    <InvalidOrderAlert />
  ) : (
    <TrackingDetail key={orderId} orderId={orderId} direction={direction} title={title} type={params.type} />
  );
}
