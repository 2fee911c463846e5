import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../../../app/useFlash';
import { useGuardSession } from '../../../app/useGuardSession';
import type { IngestKey } from '../../../domain/schemas/ingestKeys';
import { errorText } from '../../components/errorText';
import { formatDateTime } from '../../components/formatDateTime';
import { type RecordColumn, RecordTable } from '../../components/RecordTable';
import { QueryErrorAlert } from '../../tracking/QueryErrorAlert';
import { NewIngestKeyModal } from './NewIngestKeyModal';
import { useIngestKeys } from './useIngestKeys';

/** Making and revoking keys is an industry setting, like the other settings' changes. */
const CHANGE = 'add-edit-delete';
/** Narrower than this (a phone), each key is a card: a table's last columns would scroll out of sight. */
const WIDE = '(min-width: 48em)';

/**
 * Settings → Ingest keys: the keys the industry's feeds (GPS devices and apps, a Traccar server, SIM, FASTag,
 * e-way bill and container feeds) post with. Every user of the industry sees the list; those who may change
 * settings make and revoke keys.
 */
export function IngestKeysTab() {
  const { t, i18n } = useTranslation();
  const { permissions } = useGuardSession();
  const canEdit = permissions.includes(CHANGE);
  const { keys, create, revoke } = useIngestKeys();
  const [creating, setCreating] = useState(false);
  const flash = useFlash();
  const wide = useMediaQuery(WIDE, true) ?? true;

  const confirmRevoke = (key: IngestKey) =>
    modals.openConfirmModal({
      title: t('settings.ingestKeys.revokeTitle', { name: key.name }),
      children: <Text size="sm">{t('settings.ingestKeys.revokeText')}</Text>,
      labels: { confirm: t('settings.ingestKeys.revokeConfirm'), cancel: t('common.actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'ingest-key-revoke-confirm' },
      onConfirm: () =>
        revoke.mutate(key.id, {
          onSuccess: () => flash(t('settings.ingestKeys.revokedFlash', { name: key.name })),
          onError: (error) => flash(errorText(i18n, error), 'error'),
        }),
    });

  if (keys.isPending) return <Skeleton height={240} radius="md" data-testid="loading" />;
  if (keys.isError)
    return (
      <QueryErrorAlert title={t('settings.ingestKeys.loadFailed')} error={keys.error} retry={keys.refetch} />
    );

  const scopes = (k: IngestKey) => (
    <Group gap={4}>
      {k.scopes.map((scope) => (
        <Badge key={scope} variant="light" size="sm">
          {t(`settings.ingestKeys.scope.${scope}`)}
        </Badge>
      ))}
    </Group>
  );
  const lastUsed = (k: IngestKey) => (
    <span data-testid="ingest-key-last-used">
      {k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t('settings.ingestKeys.neverUsed')}
    </span>
  );
  const status = (k: IngestKey) =>
    k.revokedAt ? (
      <Stack gap={2} align="flex-start">
        <Badge color="gray" variant="light" data-testid="ingest-key-status" data-status="revoked">
          {t('settings.ingestKeys.revoked')}
        </Badge>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(k.revokedAt)}
        </Text>
      </Stack>
    ) : canEdit ? (
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => confirmRevoke(k)}
        loading={revoke.isPending && revoke.variables === k.id}
        data-testid="ingest-key-revoke"
      >
        {t('settings.ingestKeys.revoke')}
      </Button>
    ) : (
      <Badge color="teal" variant="light" data-testid="ingest-key-status" data-status="active">
        {t('settings.ingestKeys.active')}
      </Badge>
    );
  const columns: RecordColumn<IngestKey>[] = [
    { header: t('settings.ingestKeys.columns.name'), cell: (k) => k.name },
    { header: t('settings.ingestKeys.columns.scopes'), cell: scopes },
    { header: t('settings.ingestKeys.columns.created'), cell: (k) => formatDateTime(k.createdAt) },
    { header: t('settings.ingestKeys.columns.lastUsed'), cell: lastUsed },
    { header: t('settings.ingestKeys.columns.status'), cell: status },
  ];
  const items = keys.data.items;

  return (
    <Stack gap="md" data-testid="ingest-keys">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text size="sm" c="dimmed" maw={720}>
          {t('settings.ingestKeys.intro')}
        </Text>
        {canEdit ? (
          <Button onClick={() => setCreating(true)} data-testid="ingest-key-new">
            {t('settings.ingestKeys.new')}
          </Button>
        ) : null}
      </Group>
      {wide || items.length === 0 ? (
        <RecordTable
          rows={items}
          rowKey={(k) => k.id}
          columns={columns}
          empty={t('settings.ingestKeys.empty')}
          emptyTestId="ingest-keys-empty"
          label={t('settings.tabs.ingest-keys')}
          testId="ingest-keys-table"
          rowTestId="ingest-key-row"
        />
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('settings.tabs.ingest-keys')}
        >
          {items.map((k) => (
            <Paper key={k.id} component="li" withBorder p="sm" radius="md" data-testid="ingest-key-row">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600} size="sm">
                    {k.name}
                  </Text>
                  {status(k)}
                </Group>
                {scopes(k)}
                <Text size="xs" c="dimmed">
                  {t('settings.ingestKeys.columns.created')}: {formatDateTime(k.createdAt)} ·{' '}
                  {t('settings.ingestKeys.columns.lastUsed')}: {lastUsed(k)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <NewIngestKeyModal opened={creating} onClose={() => setCreating(false)} create={create} />
    </Stack>
  );
}
