import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuardSession } from '../../../app/useGuardSession';
import { WEBHOOK_SECRET_GRACE_MS, type WebhookSubscription } from '../../../domain/schemas/webhooks';
import { USER_TYPE } from '../../../domain/userTypes';
import { errorText } from '../../components/errorText';
import { SectionCard } from '../../components/SectionCard';
import { QueryErrorAlert } from '../../tracking/QueryErrorAlert';
import { DeliveryLog } from './DeliveryLog';
import { SecretModal } from './SecretModal';
import { useWebhookChanges, useWebhookSubscriptions } from './useWebhooks';
import { WebhookCard } from './WebhookCard';
import { WebhookFormModal, type WebhookFormValues } from './WebhookFormModal';

/**
 * Settings → Webhooks: the endpoints of the industry's integrators (an ERP, a TMS) that hear its orders,
 * bids, alerts and invoices as they happen, with the signing secret shown once, a test event, and each
 * endpoint's delivery log. Plant users do not see it: a webhook carries every plant's news.
 */
export function WebhooksTab() {
  const { t } = useTranslation();
  const { userType } = useGuardSession();
  if (userType === USER_TYPE.plantUser)
    return (
      <Alert color="gray" variant="light" data-testid="webhooks-plant-user">
        {t('settings.webhooks.plantUser')}
      </Alert>
    );
  return <Webhooks />;
}

type Editing = { kind: 'new' } | { kind: 'edit'; subscription: WebhookSubscription } | null;

function Webhooks() {
  const { t, i18n } = useTranslation();
  const { permissions } = useGuardSession();
  const canEdit = permissions.includes('add-edit-delete');
  const list = useWebhookSubscriptions();
  const changes = useWebhookChanges();
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const failed = (error: Error) => notifications.show({ color: 'red', message: errorText(i18n, error) });

  if (list.isPending) return <Skeleton height={240} radius="md" data-testid="loading" />;
  if (list.isError)
    return (
      <QueryErrorAlert title={t('settings.webhooks.loadFailed')} error={list.error} retry={list.refetch} />
    );
  const subscriptions = list.data;
  const selected = subscriptions.find((s) => s.id === selectedId) ?? subscriptions[0] ?? null;

  const save = async (input: WebhookFormValues) => {
    if (editing?.kind === 'edit') {
      await changes.update.mutateAsync({ id: editing.subscription.id, input });
      notifications.show({ color: 'teal', message: t('settings.webhooks.saved') });
    } else {
      const created = await changes.create.mutateAsync(input);
      setSelectedId(created.id);
      setSecret(created.secret);
    }
    setEditing(null);
  };

  const sendTest = (s: WebhookSubscription) =>
    changes.sendTest.mutate(s.id, {
      onSuccess: (delivery) => {
        setSelectedId(s.id);
        notifications.show({
          color: delivery.status === 'delivered' ? 'teal' : 'yellow',
          message:
            delivery.status === 'delivered'
              ? t('settings.webhooks.test.delivered', { code: delivery.lastStatusCode })
              : t('settings.webhooks.test.failed', { error: delivery.lastError ?? '' }),
        });
      },
      onError: failed,
    });
  const rotate = (s: WebhookSubscription) =>
    modals.openConfirmModal({
      title: t('settings.webhooks.rotate.title'),
      centered: true,
      children: (
        <Text size="sm">
          {t('settings.webhooks.rotate.confirm', { url: s.url, hours: WEBHOOK_SECRET_GRACE_MS / 3_600_000 })}
        </Text>
      ),
      labels: { confirm: t('settings.webhooks.actions.rotate'), cancel: t('common.actions.cancel') },
      confirmProps: { color: 'orange', 'data-testid': 'webhook-rotate-confirm' },
      onConfirm: () =>
        changes.rotate.mutate(s.id, { onSuccess: (rotated) => setSecret(rotated.secret), onError: failed }),
    });
  const remove = (s: WebhookSubscription) =>
    modals.openConfirmModal({
      title: t('common.spec.confirmTitle'),
      centered: true,
      children: <Text size="sm">{t('settings.webhooks.deleteConfirm', { url: s.url })}</Text>,
      labels: { confirm: t('common.actions.delete'), cancel: t('common.actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'webhook-delete-confirm' },
      onConfirm: () =>
        changes.remove.mutate(s.id, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('settings.webhooks.deleted') }),
          onError: failed,
        }),
    });

  return (
    <Stack gap="lg">
      <SectionCard
        title={t('settings.webhooks.title')}
        description={t('settings.webhooks.intro')}
        actions={
          canEdit ? (
            <Button onClick={() => setEditing({ kind: 'new' })} data-testid="webhook-add">
              {t('settings.webhooks.add')}
            </Button>
          ) : null
        }
        testId="webhooks"
      >
        {!canEdit ? (
          <Text size="sm" c="dimmed" mb="sm">
            {t('settings.webhooks.readOnly')}
          </Text>
        ) : null}
        {subscriptions.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="webhooks-empty">
            {t('settings.webhooks.empty')}
          </Text>
        ) : (
          <Stack gap="sm">
            {subscriptions.map((s) => (
              <WebhookCard
                key={s.id}
                subscription={s}
                selected={selected?.id === s.id}
                canEdit={canEdit}
                testing={changes.sendTest.isPending && changes.sendTest.variables === s.id}
                actions={{
                  showLog: () => setSelectedId(s.id),
                  sendTest: () => sendTest(s),
                  edit: () => setEditing({ kind: 'edit', subscription: s }),
                  rotate: () => rotate(s),
                  remove: () => remove(s),
                }}
              />
            ))}
          </Stack>
        )}
      </SectionCard>
      {selected ? <DeliveryLog key={selected.id} subscription={selected} canEdit={canEdit} /> : null}
      {editing ? (
        <WebhookFormModal
          editing={editing.kind === 'edit' ? editing.subscription : null}
          onClose={() => setEditing(null)}
          save={save}
        />
      ) : null}
      {secret ? <SecretModal secret={secret} onClose={() => setSecret(null)} /> : null}
    </Stack>
  );
}
