import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../app/AppStateContext';
import type { ScreenProps } from '../../../app/screenLoader';
import { errorText } from '../../components/errorText';
import { PageHeader } from '../../components/PageHeader';
import { MY_ORDERS_KEY } from './myOrdersQuery';
import { OrderCard } from './OrderCard';

/** The orders the company won, of every shipper, each with its truck and driver to set. */
export function MyOrdersPage({ title }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { api, session } = useAppState();
  const company = useSelector(session, (s) => s.context.industry);
  const orders = useQuery({
    queryKey: MY_ORDERS_KEY,
    queryFn: ({ signal }) => api.transporterPortal.orders(signal),
  });
  return (
    <>
      <PageHeader title={title} description={t('portal.orders.intro', { company })} />
      {orders.isPending ? (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader aria-hidden />
            <Text size="sm" c="dimmed" role="status">
              {t('portal.orders.loading')}
            </Text>
          </Stack>
        </Center>
      ) : orders.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('portal.orders.loadFailed')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorText(i18n, orders.error)}</Text>
            <Button size="md" variant="default" onClick={() => void orders.refetch()}>
              {t('portal.requests.retry')}
            </Button>
          </Stack>
        </Alert>
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
