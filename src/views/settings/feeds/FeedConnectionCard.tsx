import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../../../app/useFlash';
import type { FeedConnection } from '../../../domain/schemas/feedConnections';
import type { FeedKind, FeedOutcome } from '../../../domain/statuses';
import { confirmUnrecoverable } from '../../components/confirmUnrecoverable';
import { errorText } from '../../components/errorText';
import { formatDateTime } from '../../components/formatDateTime';
import type { FeedConnectionActions } from './useFeedConnections';

const OUTCOME_COLOR: Record<FeedOutcome, string> = {
  ok: 'green',
  rejected: 'yellow',
  unauthorized: 'red',
  rate_limited: 'orange',
  unavailable: 'red',
  malformed: 'red',
};

interface FeedConnectionCardProps {
  kind: FeedKind;
  connection: FeedConnection | null;
  canEdit: boolean;
  actions: FeedConnectionActions;
  onEdit: () => void;
}

/** One provider: what it brings, whether it is connected, and how its last poll went, with its actions. */
export function FeedConnectionCard({ kind, connection, canEdit, actions, onEdit }: FeedConnectionCardProps) {
  const { t, i18n } = useTranslation();
  const flash = useFlash();
  const provider = t(`settings.feeds.kinds.${kind}.title`);
  const failed = (error: Error) => flash(errorText(i18n, error), 'error');

  const check = (c: FeedConnection) =>
    actions.check.mutate(c, {
      onSuccess: (polled) =>
        flash(
          t('settings.feeds.checkedFlash', {
            provider,
            outcome: polled.lastOutcome ? t(`settings.feeds.outcomes.${polled.lastOutcome}`) : '',
          }),
          polled.lastOutcome === 'ok' ? 'success' : 'error',
        ),
      onError: failed,
    });
  const toggle = (c: FeedConnection) =>
    actions.update.mutate(
      { id: c.id, input: { baseUrl: c.baseUrl, pollMinutes: c.pollMinutes, enabled: !c.enabled } },
      {
        onSuccess: (next) =>
          flash(t(next.enabled ? 'settings.feeds.resumedFlash' : 'settings.feeds.pausedFlash', { provider })),
        onError: failed,
      },
    );
  const confirmRemove = (c: FeedConnection) =>
    confirmUnrecoverable(t, {
      confirmLabel: t('settings.feeds.actions.remove'),
      note: t('settings.feeds.removeNote'),
      testId: 'feed-remove-confirm',
      onConfirm: () =>
        actions.remove.mutate(c, {
          onSuccess: () => flash(t('settings.feeds.removedFlash', { provider })),
          onError: failed,
        }),
    });

  const checking = actions.check.isPending && actions.check.variables?.id === connection?.id;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`feed-${kind}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} maw={640} style={{ flex: '1 1 280px' }}>
            <Title order={3} size="h4">
              {provider}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`settings.feeds.kinds.${kind}.description`)}
            </Text>
          </Stack>
          <Badge
            variant="light"
            color={connection?.enabled ? 'blue' : 'gray'}
            data-testid={`feed-${kind}-state`}
          >
            {connection
              ? connection.enabled
                ? t('settings.feeds.polling', { minutes: connection.pollMinutes })
                : t('settings.feeds.paused')
              : t('settings.feeds.notConnected')}
          </Badge>
        </Group>
        {connection ? <LastPoll connection={connection} /> : null}
        {canEdit ? (
          <Group gap="xs" wrap="wrap">
            {connection ? (
              <>
                <Button
                  size="sm"
                  loading={checking}
                  onClick={() => check(connection)}
                  data-testid={`feed-${kind}-check`}
                >
                  {t('settings.feeds.actions.check')}
                </Button>
                <Button size="sm" variant="default" onClick={onEdit} data-testid={`feed-${kind}-change`}>
                  {t('settings.feeds.actions.change')}
                </Button>
                <Button
                  size="sm"
                  variant="default"
                  onClick={() => toggle(connection)}
                  data-testid={`feed-${kind}-toggle`}
                >
                  {t(connection.enabled ? 'settings.feeds.actions.pause' : 'settings.feeds.actions.resume')}
                </Button>
                <Button
                  size="sm"
                  variant="subtle"
                  color="red"
                  onClick={() => confirmRemove(connection)}
                  data-testid={`feed-${kind}-remove`}
                >
                  {t('settings.feeds.actions.remove')}
                </Button>
              </>
            ) : (
              <Button size="sm" onClick={onEdit} data-testid={`feed-${kind}-connect`}>
                {t('settings.feeds.actions.connect')}
              </Button>
            )}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** When the provider was last asked, what came of it, and what it has brought in. */
function LastPoll({ connection }: { connection: FeedConnection }) {
  const { t } = useTranslation();
  const { kind, lastPollAt, lastOutcome, lastError, lastCounts, nextPollAt } = connection;
  return (
    <Stack gap={4} data-testid={`feed-${kind}-last-poll`}>
      <Group gap="xs" wrap="wrap">
        {lastOutcome ? (
          <Badge color={OUTCOME_COLOR[lastOutcome]} variant="filled" data-testid={`feed-${kind}-outcome`}>
            {t(`settings.feeds.outcomes.${lastOutcome}`)}
          </Badge>
        ) : null}
        <Text size="sm">
          {lastPollAt
            ? t('settings.feeds.lastPoll', { time: formatDateTime(lastPollAt) })
            : t('settings.feeds.neverPolled')}
        </Text>
        {nextPollAt ? (
          <Text size="sm" c="dimmed">
            {t('settings.feeds.nextPoll', { time: formatDateTime(nextPollAt) })}
          </Text>
        ) : null}
      </Group>
      {lastError ? (
        <Text size="sm" c={lastOutcome === 'ok' ? 'dimmed' : 'red.8'} data-testid={`feed-${kind}-error`}>
          {lastError}
        </Text>
      ) : null}
      {lastCounts ? (
        <Text size="sm" c="dimmed" data-testid={`feed-${kind}-counts`}>
          {t('settings.feeds.counts', lastCounts)}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('settings.feeds.totalAccepted', { count: connection.totalAccepted })}
      </Text>
    </Stack>
  );
}
