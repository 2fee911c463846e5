import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuardSession } from '../../../app/useGuardSession';
import { FEED_KINDS, type FeedKind } from '../../../domain/statuses';
import { QueryErrorAlert } from '../../tracking/QueryErrorAlert';
import { FeedConnectionCard } from './FeedConnectionCard';
import { FeedConnectionModal } from './FeedConnectionModal';
import { useFeedConnections } from './useFeedConnections';

/** Settings → Feeds: one card per pull-style provider, connected or not, with its last poll. */
export function FeedsTab() {
  const { t } = useTranslation();
  const { permissions } = useGuardSession();
  const canEdit = permissions.includes('add-edit-delete');
  const { connections, ...actions } = useFeedConnections();
  const [editing, setEditing] = useState<FeedKind | null>(null);
  if (connections.isPending) return <Skeleton height={480} radius="md" data-testid="loading" />;
  if (connections.isError)
    return (
      <QueryErrorAlert
        title={t('settings.feeds.loadFailed')}
        error={connections.error}
        retry={connections.refetch}
      />
    );
  const byKind = new Map(connections.data.connections.map((c) => [c.kind, c]));
  return (
    <Stack gap="md" data-testid="feeds">
      <Text size="sm" c="dimmed" maw={760}>
        {t('settings.feeds.intro')}
      </Text>
      {canEdit ? null : (
        <Alert variant="light" color="gray" data-testid="feeds-read-only">
          {t('settings.feeds.readOnly')}
        </Alert>
      )}
      {FEED_KINDS.map((kind) => (
        <FeedConnectionCard
          key={kind}
          kind={kind}
          connection={byKind.get(kind) ?? null}
          canEdit={canEdit}
          actions={actions}
          onEdit={() => setEditing(kind)}
        />
      ))}
      <FeedConnectionModal
        kind={editing}
        connection={editing ? (byKind.get(editing) ?? null) : null}
        actions={actions}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
