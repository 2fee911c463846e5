import { Button, SimpleGrid, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type TransporterPortalApi, transporterPortalApi } from '../../../api/transporterPortal';
import { useApi } from '../../../app/useApi';
import type { TransporterOrder } from '../../../domain/schemas/transporterOrders';
import { useFormat } from '../../../i18n/useFormat';
import { linkTo } from '../../../routes/links';
import { Dialog } from '../../components/Dialog';
import { errorText } from '../../components/errorText';
import { FailureAlert } from '../../components/FailureAlert';
import { formatDateTime } from '../../components/formatDateTime';
import { LifecycleBadge } from '../../components/LifecycleBadge';
import { AssignVehicleForm } from '../../orders/AssignVehicleForm';
import { PortalCard } from '../PortalCard';
import { PortalFact } from '../PortalFact';
import { MY_ORDERS_KEY } from './myOrdersQuery';

/** Until the truck reaches the gate, the transporter may put one on the order or change it. */
const ASSIGNABLE: readonly TransporterOrder['status'][] = ['created', 'vehicle_assigned'];

/** One order the company won: whose, the lane, the freight, its truck and driver, and the way to set them. */
export function OrderCard({ order }: { order: TransporterOrder }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const portal = useApi(transporterPortalApi);
  const queryClient = useQueryClient();
  const [assigning, setAssigning] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const headingId = `order-${order.id}`;
  const replace = (next: TransporterOrder) =>
    queryClient.setQueryData<TransporterOrder[]>(MY_ORDERS_KEY, (list) =>
      list?.map((o) => (o.id === next.id ? next : o)),
    );
  const accept = useMutation({
    mutationFn: () => portal.acceptAward(order.id),
    onMutate: () => setDone(null),
    onSuccess: (next) => {
      replace(next);
      setDone(t('portal.orders.accepted', { number: next.number, industry: next.industry }));
    },
  });
  const save = async (values: Parameters<TransporterPortalApi['assignVehicle']>[1]) => {
    const next = await portal.assignVehicle(order.id, values);
    replace(next);
    setDone(
      t('portal.orders.assigned', {
        number: next.number,
        vehicle: next.vehicleNumber,
        driver: next.driverName,
      }),
    );
  };
  return (
    <>
      <PortalCard
        headingId={headingId}
        industry={order.industry}
        title={`${order.originCity} → ${order.destinationCity}`}
        subtitle={order.number}
        badge={<LifecycleBadge status={order.status} />}
        attributes={{ 'data-testid': 'my-order', 'data-order': order.number }}
      >
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
          <PortalFact label={t('portal.requests.pickup')}>{formatDateTime(order.pickupAt)}</PortalFact>
          <PortalFact label={t('portal.orders.freight')}>{format.inr(order.freightPaise)}</PortalFact>
          <PortalFact label={t('portal.orders.vehicle')} testId="order-vehicle">
            {order.vehicleNumber ?? t('portal.orders.noVehicle')}
          </PortalFact>
          {order.driverName ? (
            <PortalFact label={t('portal.orders.driver')}>
              {order.driverName}
              {order.driverPhone ? (
                <>
                  {' · '}
                  <a href={`tel:${order.driverPhone}`}>{order.driverPhone}</a>
                </>
              ) : null}
            </PortalFact>
          ) : null}
        </SimpleGrid>
        {order.acceptable ? (
          <Text size="sm" data-testid="order-awaiting">
            {t('portal.orders.awaiting', { industry: order.industry })}
          </Text>
        ) : null}
        {done ? (
          <Text size="sm" c="teal.9" fw={600} role="status" data-testid="order-saved">
            {done}
          </Text>
        ) : null}
        {accept.error ? <FailureAlert>{errorText(i18n, accept.error)}</FailureAlert> : null}
        {/* Accepting comes first; putting a truck on the order accepts it as well. */}
        {order.acceptable ? (
          <Button
            size="md"
            onClick={() => accept.mutate()}
            loading={accept.isPending}
            data-testid="order-accept"
          >
            {t('portal.orders.accept')}
          </Button>
        ) : null}
        {ASSIGNABLE.includes(order.status) ? (
          <Button
            size="md"
            variant={order.vehicleNumber || order.acceptable ? 'default' : 'filled'}
            onClick={() => setAssigning(true)}
            data-testid="order-assign"
          >
            {order.vehicleNumber ? t('portal.orders.change') : t('portal.orders.assign')}
          </Button>
        ) : null}
        {/* Once delivered, the order waits for the company's invoice; once invoiced, the invoice is followed. */}
        {order.status === 'delivered' ? (
          <Button
            component={Link}
            href={linkTo('transporter-invoice-new', { id: order.id })}
            size="md"
            data-testid="order-raise-invoice"
          >
            {t('portal.orders.raiseInvoice')}
          </Button>
        ) : order.status === 'invoiced' ? (
          <Button
            component={Link}
            href={linkTo('transporter-invoices')}
            size="md"
            variant="default"
            data-testid="order-see-invoices"
          >
            {t('portal.nav.invoices')}
          </Button>
        ) : null}
        {/* Its trip, gate times, alerts and papers: after the card's own step, which comes first. */}
        <Button
          component={Link}
          href={linkTo('transporter-order', { id: order.id })}
          size="md"
          variant="light"
          aria-label={`${t('portal.orders.open')} ${order.number}`}
          data-testid="order-open"
        >
          {t('portal.orders.open')}
        </Button>
      </PortalCard>
      <Dialog
        opened={assigning}
        onClose={() => setAssigning(false)}
        title={t('portal.orders.assignTitle', { number: order.number })}
        fullScreen={false}
        size="lg"
      >
        <AssignVehicleForm save={save} onDone={() => setAssigning(false)} />
      </Dialog>
    </>
  );
}
