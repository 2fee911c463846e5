import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { transporterPortalApi } from '../../../api/transporterPortal';
import { useAppState } from '../../../app/AppStateContext';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { PageHeader } from '../../components/PageHeader';
import { PortalLoadFailed, PortalLoading } from '../PortalLoadState';
import { MY_ORDERS_KEY } from './myOrdersQuery';
import { OrderCard } from './OrderCard';

/** The orders the company won, of every shipper, each with its truck and driver to set. */
export function MyOrdersPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const portal = useApi(transporterPortalApi);
  const company = useSelector(session, (s) => s.context.industry);
  const orders = useQuery({
    queryKey: MY_ORDERS_KEY,
    queryFn: ({ signal }) => portal.orders(signal),
  });
  return (
    <>
      <PageHeader title={title} description={t('portal.orders.intro', { company })} />
      {orders.isPending ? (
        <PortalLoading label={t('portal.orders.loading')} />
      ) : orders.isError ? (
        <PortalLoadFailed
          title={t('portal.orders.loadFailed')}
          error={orders.error}
          retry={() => void orders.refetch()}
        />
      ) : orders.data.length === 0 ? (
        <Alert variant="light" color="blue" data-testid="orders-empty">
          {t('portal.orders.empty')}
        </Alert>
      ) : (
        <Stack gap="md" data-testid="my-orders">
          {orders.data.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
      )}
    </>
  );
}
