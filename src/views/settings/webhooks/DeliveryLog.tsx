import { Badge, Button, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { webhooksApi } from '../../../api/webhooks';
import { useApi } from '../../../app/useApi';
import type { WebhookDelivery, WebhookSubscription } from '../../../domain/schemas/webhooks';
import { DataTable } from '../../components/DataTable';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { errorText } from '../../components/errorText';
import { formatDateTime } from '../../components/formatDateTime';
import { SectionCard } from '../../components/SectionCard';
import { useWebhookChanges, WEBHOOKS_KEY } from './useWebhooks';

const STATUS_COLOR = { pending: 'yellow', delivered: 'teal', failed: 'red' } as const;
/** Below this a phone shows two columns: the event and its time, and how its delivery stands with Redeliver. */
const WIDE = '(min-width: 48em)';

/** One subscription's recent deliveries, newest first, paged on the server, each with "Redeliver". */
export function DeliveryLog({
  subscription,
  canEdit,
}: {
  subscription: WebhookSubscription;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi(webhooksApi);
  const { redeliver } = useWebhookChanges();
  const wide = useMediaQuery(WIDE, true) ?? true;
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
  const again = (delivery: WebhookDelivery) =>
    redeliver.mutate(
      { id: subscription.id, deliveryId: delivery.id },
      {
        onSuccess: (sent) =>
          notifications.show({
            color: sent.status === 'delivered' ? 'teal' : 'yellow',
            message: t(`settings.webhooks.log.redelivered.${sent.status}`),
          }),
        onError: (error) => notifications.show({ color: 'red', message: errorText(i18n, error) }),
      },
    );

  const eventCell = (d: WebhookDelivery) => (
    <Stack gap={0}>
      <Text size="sm">{t(`settings.webhooks.events.${d.eventType}`)}</Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {d.eventType}
      </Text>
      {wide ? null : (
        <Text size="xs" c="dimmed">
          {when(d.createdAt)}
        </Text>
      )}
    </Stack>
  );
  const statusBadge = (d: WebhookDelivery) => (
    <Badge color={STATUS_COLOR[d.status]} variant="light" data-testid="delivery-status">
      {t(`settings.webhooks.log.status.${d.status}`)}
    </Badge>
  );
  const result = (d: WebhookDelivery) =>
    d.lastStatusCode !== null ? (
      <Text size="sm" data-testid="delivery-result">
        {d.lastStatusCode}
        {d.lastError && d.lastError !== `HTTP ${d.lastStatusCode}` ? ` · ${d.lastError}` : ''}
      </Text>
    ) : (
      <Text size="sm" c={d.lastError ? 'red' : 'dimmed'} data-testid="delivery-result">
        {d.lastError ?? '—'}
      </Text>
    );
  const redeliverButton = (d: WebhookDelivery) => (
    <Button
      size="compact-sm"
      variant="subtle"
      onClick={() => again(d)}
      loading={redeliver.isPending && redeliver.variables?.deliveryId === d.id}
      aria-label={t('settings.webhooks.log.redeliverOf', {
        event: t(`settings.webhooks.events.${d.eventType}`),
        time: when(d.createdAt),
      })}
      data-testid="delivery-redeliver"
    >
      {t('settings.webhooks.log.redeliver')}
    </Button>
  );
  const actions: DataTableColumn<WebhookDelivery>[] = canEdit
    ? [{ key: 'redeliver', header: t('settings.webhooks.log.actions'), render: redeliverButton }]
    : [];
  const columns: DataTableColumn<WebhookDelivery>[] = wide
    ? [
        { key: 'event', header: t('settings.webhooks.log.event'), render: eventCell },
        { key: 'createdAt', header: t('settings.webhooks.log.time'), render: (d) => when(d.createdAt) },
        { key: 'status', header: t('settings.webhooks.log.status.label'), render: statusBadge },
        {
          key: 'attempts',
          header: t('settings.webhooks.log.attempts'),
          align: 'right',
          render: (d) => d.attempts,
        },
        { key: 'result', header: t('settings.webhooks.log.result'), render: result },
        { key: 'next', header: t('settings.webhooks.log.next'), render: (d) => when(d.nextAttemptAt) },
        ...actions,
      ]
    : [
        { key: 'event', header: t('settings.webhooks.log.event'), render: eventCell },
        {
          key: 'status',
          header: t('settings.webhooks.log.status.label'),
          render: (d) => (
            <Stack gap={2} align="flex-start">
              {statusBadge(d)}
              {result(d)}
              <Text size="xs" c="dimmed">
                {t('settings.webhooks.log.attemptsOf', { count: d.attempts })}
                {d.nextAttemptAt
                  ? ` · ${t('settings.webhooks.log.nextAt', { time: when(d.nextAttemptAt) })}`
                  : ''}
              </Text>
              {canEdit ? redeliverButton(d) : null}
            </Stack>
          ),
        },
      ];

  return (
    <SectionCard
      title={t('settings.webhooks.log.title')}
      description={t('settings.webhooks.log.description', { url: subscription.url })}
      testId="webhook-deliveries"
    >
      <DataTable
        label={t('settings.webhooks.log.label')}
        columns={columns}
        queryKey={[...WEBHOOKS_KEY, subscription.id, 'deliveries']}
        fetchPage={(query, signal) =>
          api.deliveries(subscription.id, { page: query.page, pageSize: query.pageSize }, signal)
        }
        rowKey={(d) => d.id}
        minWidth={wide ? 760 : 0}
      />
    </SectionCard>
  );
}
