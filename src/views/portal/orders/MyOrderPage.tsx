import { Card, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { transferApi } from '../../../api/transfer';
import { transporterPortalApi } from '../../../api/transporterPortal';
import { useAppState } from '../../../app/AppStateContext';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { LORRY_RECEIPT_STATUSES, POD_ADD_STATUSES, type PodFileKind } from '../../../domain/podFiles';
import type { TransporterOrderDetail } from '../../../domain/schemas/transporterOrders';
import { useFormat } from '../../../i18n/useFormat';
import { useIndustryNews } from '../../../streams/useIndustryNews';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { formatDateTime } from '../../components/formatDateTime';
import { LifecycleBadge } from '../../components/LifecycleBadge';
import { PageHeader } from '../../components/PageHeader';
import { PodPapersCard } from '../../orders/PodFilesCard';
import { PodUploadForm } from '../../orders/PodUploadForm';
import { usePodUpload } from '../../orders/usePodUpload';
import { EventsTimeline } from '../../tracking/detail/EventsTimeline';
import { useLiveTrip, useOrderEvents } from '../../tracking/tripQueries';
import { PortalFact } from '../PortalFact';
import { PortalLoadFailed, PortalLoading } from '../PortalLoadState';
import { myOrderKey } from './myOrderQuery';
import { MY_ORDERS_KEY } from './myOrdersQuery';

// MapLibre is its own chunk: the page's facts show before the map has loaded.
const DetailMap = lazy(() =>
  import('../../tracking/detail/DetailMap').then((m) => ({ default: m.DetailMap })),
);

const isIn = (statuses: readonly string[], status: string) => statuses.includes(status);
const timeOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/**
 * One order the company carries, on a phone: its facts, its trip live on the map (the shipper's trip screens'
 * own track and order room), its gate times and alerts, and its papers, the POD and the signed lorry receipt.
 */
export function MyOrderPage({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const portal = useApi(transporterPortalApi);
  const { session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: myOrderKey(id),
    queryFn: ({ signal }) => portal.order(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
  // The order's room carries its status changes too (the gate's passes, a delivery the driver confirmed).
  useIndustryNews(token, ['order.status', 'order.accepted'], (news) => {
    if (news.type === 'resync' || news.payload.orderId === id)
      void queryClient.invalidateQueries({ queryKey: myOrderKey(id) });
  });

  // The page's heading stands while its content loads: the screen is named before its data comes.
  if (order.isPending)
    return (
      <>
        <PageHeader title={title} />
        <PortalLoading label={t('portal.order.loading')} />
      </>
    );
  if (order.isError)
    return (
      <PortalLoadFailed
        title={t('orders.detail.loadFailed')}
        error={order.error}
        retry={() => void order.refetch()}
      />
    );
  return <OrderView title={title} order={order.data} />;
}

function OrderView({ title, order }: { title: string; order: TransporterOrderDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const live = useLiveTrip(order.id);
  const events = useOrderEvents(order.id);
  const alerts = (events.data?.events ?? []).filter((e) => e.kind === 'alert' || e.kind === 'alert_cleared');
  return (
    <>
      <PageHeader
        title={`${title} ${order.number}`}
        description={
          <Group gap="xs" component="span">
            <LifecycleBadge status={order.status} />
            <Text span size="sm" c="dimmed">
              {order.industry}
            </Text>
          </Group>
        }
        actions={<ConnectionBadge state={live.connection} />}
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md" data-testid="my-order-facts">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {order.originCity} → {order.destinationCity}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
              <PortalFact label={t('orders.detail.plant')}>{order.plant}</PortalFact>
              <PortalFact label={t('portal.requests.pickup')}>{formatDateTime(order.pickupAt)}</PortalFact>
              <PortalFact label={t('portal.requests.weight')}>
                {t('portal.requests.weightValue', { tonnes: format.number(order.weightKg / 1000) })}
              </PortalFact>
              <PortalFact label={t('portal.orders.freight')}>{format.inr(order.freightPaise)}</PortalFact>
              <PortalFact label={t('portal.orders.vehicle')} testId="my-order-vehicle">
                {order.vehicleNumber ?? t('portal.orders.noVehicle')}
              </PortalFact>
              <PortalFact label={t('portal.orders.driver')}>
                {order.driverName ?? '—'}
                {order.driverPhone ? (
                  <>
                    {' · '}
                    <a href={`tel:${order.driverPhone}`}>{order.driverPhone}</a>
                  </>
                ) : null}
              </PortalFact>
              <PortalFact label={t('orders.detail.tracking')}>
                {order.trackingMethod ? t(`domain.trackingMethods.${order.trackingMethod}`) : '—'}
              </PortalFact>
            </SimpleGrid>
          </Stack>
        </Card>
        <Paper
          withBorder
          radius="md"
          h={320}
          style={{ overflow: 'hidden' }}
          data-testid="my-order-map"
          aria-label={t('portal.order.map')}
          component="section"
        >
          <Suspense
            fallback={
              <Center h="100%">
                <Loader size="sm" aria-hidden />
              </Center>
            }
          >
            <DetailMap
              orderId={order.id}
              lastFix={live.vehicle?.lastFix ?? null}
              vehicleLabel={order.vehicleNumber ?? order.number}
            />
          </Suspense>
        </Paper>
        <Card withBorder radius="md" padding="md" data-testid="my-order-gate">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('portal.order.gate', { plant: order.plant })}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
              <PortalFact label={t('orders.detail.gateIn')} testId="my-order-gate-in">
                {timeOrDash(order.gateInAt)}
              </PortalFact>
              <PortalFact label={t('orders.detail.gateOut')} testId="my-order-gate-out">
                {timeOrDash(order.gateOutAt)}
              </PortalFact>
              <PortalFact label={t('orders.detail.delivered')}>{timeOrDash(order.deliveredAt)}</PortalFact>
            </SimpleGrid>
          </Stack>
        </Card>
        <EventsTimeline
          events={alerts}
          title={t('tracking.board.columns.alerts')}
          empty={t('portal.order.noAlerts')}
          testId="my-order-alerts"
        />
        <OrderPapers order={order} />
      </Stack>
    </>
  );
}

/** The POD that confirms the delivery, a further POD page once delivered, and the signed lorry receipt. */
function OrderPapers({ order }: { order: TransporterOrderDetail }) {
  // One upload for the card's buttons and one for the delivery form, each showing its own progress and error.
  const added = usePaperUpload(order.id);
  const delivery = usePaperUpload(order.id);
  const { t } = useTranslation();
  const adds: PodFileKind[] = [
    ...(isIn(LORRY_RECEIPT_STATUSES, order.status) ? (['lorryReceipt'] as const) : []),
    ...(isIn(POD_ADD_STATUSES, order.status) ? (['pod'] as const) : []),
  ];
  return (
    <PodPapersCard
      files={order.papers}
      fileUrl={(fileId) => `/api/transporter/orders/${order.id}/pod/${fileId}`}
      uploader={added}
      adds={adds}
    >
      {order.deliveryConfirmable ? (
        <Stack gap="xs" data-testid="my-order-deliver">
          <Text size="sm" fw={600}>
            {t('portal.order.deliver')}
          </Text>
          <PodUploadForm uploader={delivery} />
        </Stack>
      ) : null}
    </PodPapersCard>
  );
}

/** The company's upload of one paper: the order as the server answers it replaces the page's. */
function usePaperUpload(orderId: number) {
  const { t } = useTranslation();
  const api = useApi(transferApi);
  const queryClient = useQueryClient();
  return usePodUpload(
    (upload, onProgress, signal) => api.transporterPaper(orderId, upload.file, upload, onProgress, signal),
    (next, { file }) => {
      queryClient.setQueryData(myOrderKey(orderId), next);
      void queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
      notifications.show({ color: 'green', message: t('orders.pod.added', { name: file.name }) });
    },
  );
}
