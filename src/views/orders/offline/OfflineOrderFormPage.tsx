import { Alert, Anchor, Button, Card, List, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formOptionsApi, formOptionsQuery } from '../../../api/formOptions';
import { ordersApi } from '../../../api/orders';
import { useAppState } from '../../../app/AppStateContext';
import type { DirectedScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { linkTo } from '../../../routes/links';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../tracking/QueryErrorAlert';
import { missingChoices } from './missingChoices';
import { OfflineOrderForm } from './OfflineOrderForm';

/**
 * A new offline order, or (with `:id`) an existing one to edit: loads the choices and the order, then the form.
 * One screen serves both addresses of both directions.
 */
export function OfflineOrderFormPage({ title, params, direction }: DirectedScreenProps) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const formOptions = useApi(formOptionsApi);
  const orders = useApi(ordersApi);
  const token = useSelector(session, (s) => s.context.token);
  const id = params.id === undefined ? null : Number(params.id);
  const options = useQuery(formOptionsQuery(formOptions, token));
  const order = useQuery({
    queryKey: ['orders', 'offline', 'detail', id],
    queryFn: ({ signal }) => orders.offlineDetail(id!, signal),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });

  const header = (
    <PageHeader
      title={order.data ? `${title} ${order.data.number}` : title}
      description={
        direction === 'outbound'
          ? t('orders.offline.descriptionOutbound')
          : t('orders.offline.descriptionInbound')
      }
    />
  );

  if (id !== null && !(Number.isInteger(id) && id > 0))
    return (
      <>
        {header}
        <Alert color="red" variant="light" data-testid="load-error">
          {t('orders.offline.noSuchOrder')}
        </Alert>
      </>
    );
  if (options.isError || order.isError)
    return (
      <>
        {header}
        <QueryErrorAlert
          title={options.isError ? t('orders.offline.choicesFailed') : t('orders.detail.loadFailed')}
          error={(options.error ?? order.error)!}
          retry={() => void (options.isError ? options.refetch() : order.refetch())}
        />
      </>
    );
  // An edit starts from the order as the server has it now, never from an older cached copy.
  if (options.isPending || (id !== null && !order.isFetchedAfterMount))
    return (
      <>
        {header}
        <Loader data-testid="loading" />
      </>
    );

  if (order.data && order.data.direction !== direction)
    return (
      <>
        {header}
        <Alert color="yellow" variant="light" data-testid="offline-order-direction">
          {order.data.direction === 'outbound'
            ? t('orders.offline.otherDirectionOutbound', { number: order.data.number })
            : t('orders.offline.otherDirectionInbound', { number: order.data.number })}{' '}
          <Anchor
            component={Link}
            href={linkTo('offline-order-edit', { direction: order.data.direction, id: order.data.id })}
          >
            {t('orders.offline.editAsOne')}
          </Anchor>
        </Alert>
      </>
    );

  const missing = missingChoices(direction, options.data);
  return (
    <>
      {header}
      {missing.length > 0 ? (
        <Alert
          color="yellow"
          variant="light"
          title={t('orders.offline.notYetPossible')}
          data-testid="offline-order-missing"
        >
          <Stack gap="sm" align="flex-start">
            <List size="sm" spacing={4}>
              {missing.map((m) => (
                <List.Item key={m.path}>
                  <Anchor component={Link} href={m.path} size="sm">
                    {t(`orders.offline.missing.${m.what}`)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
            <Button
              component={Link}
              href={linkTo('offline-order-list', { direction })}
              variant="default"
              size="xs"
            >
              {t('orders.offline.backToList')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Card withBorder padding="lg" maw={960}>
          {/* Keyed by order: moving from one order's edit to another's starts a fresh form. */}
          <OfflineOrderForm
            key={order.data?.id ?? 'new'}
            direction={direction}
            options={options.data}
            order={order.data}
          />
        </Card>
      )}
    </>
  );
}
