import { Checkbox, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../domain/schemas/webhookPayloads';
import { type WebhookSubscription, WebhookSubscriptionInput } from '../../../domain/schemas/webhooks';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { errorText } from '../../components/errorText';
import { serverFieldErrors } from '../../components/serverFieldErrors';

export interface WebhookFormValues {
  url: string;
  events: WebhookEventType[];
  active: boolean;
}

/**
 * A new subscription, or an existing one's address, events and state: checked as typed with the API's own
 * schema; the server's field errors land under their fields.
 */
export function WebhookFormModal({
  editing,
  onClose,
  save,
}: {
  editing: WebhookSubscription | null;
  onClose: () => void;
  /** Saves the values; its failure's field errors are shown under their fields. */
  save: (values: WebhookFormValues) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm<WebhookFormValues>({
    initialValues: {
      url: editing?.url ?? '',
      events: editing?.events ?? ['order.status_changed'],
      active: editing?.active ?? true,
    },
    validate: schemaResolver(WebhookSubscriptionInput, { sync: true }),
    validateInputOnBlur: true,
  });
  const saving = useMutation({
    mutationFn: save,
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const failure =
    saving.isError && Object.keys(serverFieldErrors(saving.error)).length === 0
      ? errorText(i18n, saving.error)
      : null;
  const submit = form.onSubmit((values) => saving.mutate(values));

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t(editing ? 'settings.webhooks.form.editTitle' : 'settings.webhooks.form.newTitle')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate data-testid="webhook-form">
        <Stack gap="md">
          <TextInput
            label={t('settings.webhooks.form.url')}
            description={t('settings.webhooks.form.urlHint')}
            placeholder={t('settings.webhooks.form.urlPlaceholder')}
            required
            type="url"
            data-autofocus
            data-testid="webhook-url"
            {...form.getInputProps('url')}
          />
          <Checkbox.Group
            label={t('settings.webhooks.form.events')}
            description={t('settings.webhooks.form.eventsHint')}
            required
            {...form.getInputProps('events')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={t(`settings.webhooks.events.${type}`)}
                  data-testid={`webhook-event-${type}`}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Switch
            label={t('settings.webhooks.form.active')}
            description={t('settings.webhooks.form.activeHint')}
            data-testid="webhook-active"
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <DialogActions
            failure={failure}
            onCancel={onClose}
            submitLabel={editing ? t('common.actions.save') : t('settings.webhooks.form.create')}
            submitting={saving.isPending}
            submitTestId="webhook-save"
          />
        </Stack>
      </form>
    </Dialog>
  );
}
