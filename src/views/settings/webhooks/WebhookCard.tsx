import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookSubscription } from '../../../domain/schemas/webhooks';
import { formatDateTime } from '../../components/formatDateTime';

export interface WebhookActions {
  showLog: () => void;
  sendTest: () => void;
  edit: () => void;
  rotate: () => void;
  remove: () => void;
}

/** One subscription: where it sends, what, whether it is on, how its last delivery went, and its actions. */
export function WebhookCard({
  subscription: s,
  selected,
  canEdit,
  testing,
  actions,
}: {
  subscription: WebhookSubscription;
  selected: boolean;
  canEdit: boolean;
  testing: boolean;
  actions: WebhookActions;
}) {
  const { t } = useTranslation();
  const last = s.lastDelivery;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="webhook-card"
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text
            fw={600}
            ff="monospace"
            size="sm"
            style={{ wordBreak: 'break-all' }}
            data-testid="webhook-url-text"
          >
            {s.url}
          </Text>
          <Badge color={s.active ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {t(s.active ? 'settings.webhooks.active' : 'settings.webhooks.paused')}
          </Badge>
        </Group>
        <Text size="sm">{s.events.map((type) => t(`settings.webhooks.events.${type}`)).join(', ')}</Text>
        <Text size="xs" c="dimmed">
          {t('settings.webhooks.secretHint', { hint: s.secretHint })}
          {s.previousSecretUntil
            ? `, ${t('settings.webhooks.previousSecret', { time: formatDateTime(s.previousSecretUntil) })}`
            : null}
          {' · '}
          {last
            ? t(`settings.webhooks.last.${last.status}`, { time: formatDateTime(last.at) })
            : t('settings.webhooks.last.none')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            size="compact-sm"
            variant={selected ? 'filled' : 'light'}
            onClick={actions.showLog}
            aria-pressed={selected}
            data-testid="webhook-show-log"
          >
            {t('settings.webhooks.actions.log')}
          </Button>
          {canEdit ? (
            <>
              <Button
                size="compact-sm"
                variant="light"
                onClick={actions.sendTest}
                loading={testing}
                data-testid="webhook-send-test"
              >
                {t('settings.webhooks.actions.test')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={actions.edit} data-testid="webhook-edit">
                {t('common.actions.edit')}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                onClick={actions.rotate}
                data-testid="webhook-rotate"
              >
                {t('settings.webhooks.actions.rotate')}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={actions.remove}
                aria-label={t('settings.webhooks.actions.deleteOf', { url: s.url })}
                data-testid="webhook-delete"
              >
                {t('common.actions.delete')}
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
