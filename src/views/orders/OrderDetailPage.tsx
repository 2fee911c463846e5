import { Button, Card, Grid, Group, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { useGuardSession } from '../../app/useGuardSession';
import { formatInr } from '../../domain/money';
import { OrderStatusEvent } from '../../domain/schemas/notifications';
import { linkTo } from '../../routes/links';
import { DetailField } from '../components/DetailField';
import { formatDateTime } from '../components/formatDateTime';
import { LifecycleBadge } from '../components/LifecycleBadge';
import { PageHeader } from '../components/PageHeader';
import { useIndustryEvent } from '../components/useIndustryEvent';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';
import { OrderActionBar } from './OrderActionBar';
import { OrderTimeline } from './OrderTimeline';
import { offlineOrderLock } from './offline/offlineOrderLock';

const orDash = (value: string | null) => value ?? '—';
const timeOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** One order (awarded or offline): facts, status timeline and the next steps; follows `order.status` live. */
export function OrderDetailPage({ title, params }: ScreenProps) {
  const { api } = useAppState();
  const { permissions } = useGuardSession();
  const id = Number(params.id);
  const detail = useQuery({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => api.orders.detail(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
  useIndustryEvent('order.status', OrderStatusEvent, (event) => {
    if (event.orderId === id) void detail.refetch();
  });

  if (detail.isPending) return <Loader data-testid="loading" />;
  if (detail.isError)
    return (
      <QueryErrorAlert title="The order could not be loaded" error={detail.error} retry={detail.refetch} />
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
            {canEdit ? (
              <Button
                component={Link}
                href={linkTo('offline-order-edit', { direction: order.direction, id: order.id })}
                variant="default"
                data-testid="offline-order-edit"
              >
                Edit
              </Button>
            ) : null}
            <OrderActionBar order={order} />
          </>
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              <DetailField label="Plant">{order.plant.name}</DetailField>
              <DetailField label={order.direction === 'inbound' ? 'Vendor' : 'Client'}>
                {order.party?.name ?? '—'}
              </DetailField>
              <DetailField label="Transporter">{order.transporter.name}</DetailField>
              <DetailField label="Source">
                {order.source === 'offline' ? 'Offline (entered by hand)' : 'Awarded bid'}
              </DetailField>
              <DetailField label="Freight">{formatInr(order.freightPaise)}</DetailField>
              <DetailField label="Weight">{order.weightKg.toLocaleString('en-IN')} kg</DetailField>
              <DetailField label="Product">{order.product?.name ?? '—'}</DetailField>
              <DetailField label="Vehicle">{orDash(order.vehicleNumber)}</DetailField>
              <DetailField label="Driver">
                {orDash(order.driverName)}
                {order.driverPhone ? ` · ${order.driverPhone}` : ''}
              </DetailField>
              <DetailField label="Tracking">{order.trackingMethod?.toUpperCase() ?? '—'}</DetailField>
              <DetailField label="E-way bill">{orDash(order.ewayBillNo)}</DetailField>
              <DetailField label="Pickup">{formatDateTime(order.pickupAt)}</DetailField>
              <DetailField label="Gate-in">{timeOrDash(order.gateInAt)}</DetailField>
              <DetailField label="Gate-out">{timeOrDash(order.gateOutAt)}</DetailField>
              <DetailField label="Delivered">{timeOrDash(order.deliveredAt)}</DetailField>
              {order.reason ? (
                <DetailField label={order.status === 'rejected' ? 'Rejected because' : 'Cancelled because'}>
                  {order.reason} ({timeOrDash(order.rejectedAt ?? order.cancelledAt)})
                </DetailField>
              ) : null}
            </SimpleGrid>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder>
            <Title order={4} mb="md">
              Status timeline
            </Title>
            <OrderTimeline events={order.timeline} />
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
