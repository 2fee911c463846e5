import { Button, Card, Grid, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ordersApi } from '../../api/orders';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { useGuardSession } from '../../app/useGuardSession';
import type { OrderDetail } from '../../domain/schemas/orders';
import { useFormat } from '../../i18n/useFormat';
import { linkTo } from '../../routes/links';
import { useIndustryNews } from '../../streams/useIndustryNews';
import { AppConnectionBadge } from '../components/ConnectionBadge';
import { ContentSkeleton } from '../components/ContentSkeleton';
import { DetailField } from '../components/DetailField';
import { formatDateTime } from '../components/formatDateTime';
import { LifecycleBadge } from '../components/LifecycleBadge';
import { PageHeader } from '../components/PageHeader';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';
import { DriverLinkCard } from './DriverLinkCard';
import { OrderActionBar } from './OrderActionBar';
import { OrderContainersCard } from './OrderContainersCard';
import { OrderDocuments } from './OrderDocuments';
import { OrderLinks } from './OrderLinks';
import { OrderTimeline } from './OrderTimeline';
import { offlineOrderLock } from './offline/offlineOrderLock';
import { PodFilesCard } from './PodFilesCard';

const orDash = (value: string | null) => value ?? '—';
const timeOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** An award unanswered past these steps went ahead without its transporter's Accept: nothing is awaited. */
const AWAITING_ANSWER: readonly OrderDetail['status'][] = ['created', 'vehicle_assigned'];

/**
 * One order (awarded or offline): facts, status timeline, the next steps and links to its trip and source
 * request; follows `order.status` live.
 */
export function OrderDetailPage({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { session } = useAppState();
  const api = useApi(ordersApi);
  const token = useSelector(session, (s) => s.context.token);
  const queryClient = useQueryClient();
  const { permissions } = useGuardSession();
  const id = Number(params.id);
  const detail = useQuery({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => api.detail(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
  useIndustryNews(token, ['order.status', 'order.accepted'], (news) => {
    if (news.type === 'resync' || news.payload.orderId === id)
      void queryClient.invalidateQueries({ queryKey: ['orders', 'detail', id] });
  });

  // Named at once, its facts' shape below until they come.
  if (detail.isPending)
    return (
      <>
        <PageHeader title={title} />
        <ContentSkeleton cards={3} testId="loading" />
      </>
    );
  if (detail.isError)
    return (
      <QueryErrorAlert title={t('orders.detail.loadFailed')} error={detail.error} retry={detail.refetch} />
    );
  const order = detail.data;
  // Offline orders keep their terms open to change until the machine says otherwise (the server agrees).
  const canEdit =
    order.source === 'offline' &&
    offlineOrderLock(order) === null &&
    permissions.includes(`add-offline-${order.direction}-order`);
  return (
    <>
      <PageHeader
        title={`${title} ${order.number}`}
        description={
          <Group gap="xs" component="span">
            <LifecycleBadge status={order.status} />
            <Text span size="sm" c="dimmed">
              {order.origin} → {order.destination}
            </Text>
          </Group>
        }
        actions={
          <>
            <AppConnectionBadge />
            {canEdit ? (
              <Button
                component={Link}
                href={linkTo('offline-order-edit', { direction: order.direction, id: order.id })}
                variant="default"
                data-testid="offline-order-edit"
              >
                {t('common.actions.edit')}
              </Button>
            ) : null}
            {order.status === 'delivered' && permissions.includes('payment-summary') ? (
              <Button
                component={Link}
                href={linkTo('invoice-new', { orderId: order.id })}
                variant="default"
                data-testid="order-enter-invoice"
              >
                {t('payments.enterInvoice')}
              </Button>
            ) : null}
            <OrderActionBar order={order} />
          </>
        }
      />
      <OrderLinks order={order} />
      <DriverLinkCard order={order} />
      <OrderContainersCard
        order={order}
        canEdit={permissions.includes(
          order.source === 'offline'
            ? `add-offline-${order.direction}-order`
            : `list-${order.direction}-order`,
        )}
      />
      <OrderDocuments order={order} />
      <PodFilesCard order={order} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              <DetailField label={t('orders.detail.plant')}>{order.plant.name}</DetailField>
              <DetailField label={t(`domain.party.${order.direction === 'inbound' ? 'vendor' : 'client'}`)}>
                {order.party?.name ?? '—'}
              </DetailField>
              <DetailField label={t('orders.detail.transporter')}>{order.transporter.name}</DetailField>
              <DetailField label={t('orders.detail.source')}>
                {order.source === 'offline'
                  ? t('orders.detail.sourceOffline')
                  : t('orders.detail.sourceAwarded')}
              </DetailField>
              {order.source === 'awarded' ? (
                <DetailField label={t('orders.detail.acceptance')}>
                  <span data-testid="order-acceptance">
                    {order.acceptance
                      ? `${t('orders.detail.acceptedAt', { at: formatDateTime(order.acceptance.at) })}${order.acceptance.by ? ` · ${order.acceptance.by}` : ''}`
                      : AWAITING_ANSWER.includes(order.status)
                        ? t('orders.detail.awaitingAcceptance')
                        : '—'}
                  </span>
                </DetailField>
              ) : null}
              <DetailField label={t('orders.detail.freight')}>{format.inr(order.freightPaise)}</DetailField>
              <DetailField label={t('orders.detail.weight')}>
                {t('orders.detail.weightKg', { weight: format.number(order.weightKg) })}
              </DetailField>
              <DetailField label={t('orders.detail.product')}>{order.product?.name ?? '—'}</DetailField>
              <DetailField label={t('orders.detail.vehicle')}>{orDash(order.vehicleNumber)}</DetailField>
              <DetailField label={t('orders.detail.driver')}>
                {orDash(order.driverName)}
                {order.driverPhone ? ` · ${order.driverPhone}` : ''}
              </DetailField>
              <DetailField label={t('orders.detail.tracking')}>
                {order.trackingMethod ? t(`domain.trackingMethods.${order.trackingMethod}`) : '—'}
              </DetailField>
              <DetailField label={t('orders.detail.ewayBill')}>{orDash(order.ewayBillNo)}</DetailField>
              <DetailField label={t('orders.detail.pickup')}>{formatDateTime(order.pickupAt)}</DetailField>
              <DetailField label={t('orders.detail.gateIn')}>{timeOrDash(order.gateInAt)}</DetailField>
              <DetailField label={t('orders.detail.gateOut')}>{timeOrDash(order.gateOutAt)}</DetailField>
              <DetailField label={t('orders.detail.delivered')}>{timeOrDash(order.deliveredAt)}</DetailField>
              {order.reason ? (
                <DetailField
                  label={
                    order.status === 'rejected'
                      ? t('orders.detail.rejectedBecause')
                      : t('orders.detail.cancelledBecause')
                  }
                >
                  {order.reason} ({timeOrDash(order.rejectedAt ?? order.cancelledAt)})
                </DetailField>
              ) : null}
            </SimpleGrid>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder>
            <Title order={4} mb="md">
              {t('orders.detail.timeline')}
            </Title>
            <OrderTimeline events={order.timeline} />
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
