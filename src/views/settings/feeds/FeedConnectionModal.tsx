import { Group, NumberInput, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../../../app/useFlash';
import {
  FEED_CREDENTIAL_FIELDS,
  FEED_POLL_MINUTES,
  type FeedConnection,
  FeedConnectionCreate,
  FeedConnectionUpdate,
} from '../../../domain/schemas/feedConnections';
import type { FeedKind } from '../../../domain/statuses';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { errorText } from '../../components/errorText';
import { serverFieldErrors } from '../../components/serverFieldErrors';
import type { FeedConnectionActions } from './useFeedConnections';

/** Credential fields typed as secrets: hidden while typed. */
const SECRET_FIELDS = new Set(['clientSecret', 'authToken', 'password']);

interface FormValues {
  baseUrl: string;
  pollMinutes: number | string;
  enabled: boolean;
  credentials: Record<string, string>;
}

interface FeedConnectionModalProps {
  /** The provider being connected or changed; null while closed. */
  kind: FeedKind | null;
  connection: FeedConnection | null;
  actions: FeedConnectionActions;
  onClose: () => void;
}

const blankCredentials = (kind: FeedKind) =>
  Object.fromEntries(FEED_CREDENTIAL_FIELDS[kind].map((field) => [field, '']));

/**
 * Connects a provider, or changes its connection. Stored credentials are never shown: changing them means
 * typing every one again, and leaving them all empty keeps them.
 */
export function FeedConnectionModal({ kind, connection, actions, onClose }: FeedConnectionModalProps) {
  const { t, i18n } = useTranslation();
  const flash = useFlash();
  const creating = connection === null;
  const form = useForm<FormValues>({
    initialValues: { baseUrl: '', pollMinutes: FEED_POLL_MINUTES.default, enabled: true, credentials: {} },
    validate: (values) => {
      const typed = Object.values(values.credentials).some((v) => v.trim() !== '');
      const body = creating || typed ? { kind, ...values } : { ...values, credentials: undefined };
      return schemaResolver(creating || typed ? FeedConnectionCreate : FeedConnectionUpdate, { sync: true })(
        body as never,
      );
    },
  });
  const { setValues, resetDirty, clearErrors } = form;
  const { reset: resetCreate } = actions.create;
  const { reset: resetUpdate } = actions.update;
  // Each opening starts from what is stored (credentials empty), or from a blank connection.
  useEffect(() => {
    if (!kind) return;
    setValues({
      baseUrl: connection?.baseUrl ?? '',
      pollMinutes: connection?.pollMinutes ?? FEED_POLL_MINUTES.default,
      enabled: connection?.enabled ?? true,
      credentials: blankCredentials(kind),
    });
    resetDirty();
    clearErrors();
    resetCreate();
    resetUpdate();
  }, [kind, connection, setValues, resetDirty, clearErrors, resetCreate, resetUpdate]);

  if (!kind) return <Dialog opened={false} onClose={onClose} title="" />;
  const provider = t(`settings.feeds.kinds.${kind}.title`);
  const mutation = creating ? actions.create : actions.update;
  const done = (message: string) => {
    flash(message);
    onClose();
  };
  const rejected = (error: Error) => form.setErrors(serverFieldErrors(error));
  const submit = form.onSubmit((values) => {
    const typed = Object.values(values.credentials).some((v) => v.trim() !== '');
    const settings = {
      baseUrl: values.baseUrl,
      pollMinutes: Number(values.pollMinutes),
      enabled: values.enabled,
    };
    if (creating)
      actions.create.mutate(
        FeedConnectionCreate.parse({ kind, ...settings, credentials: values.credentials }),
        {
          onSuccess: () => done(t('settings.feeds.connectedFlash', { provider })),
          onError: rejected,
        },
      );
    else
      actions.update.mutate(
        { id: connection.id, input: { ...settings, ...(typed ? { credentials: values.credentials } : {}) } },
        { onSuccess: () => done(t('settings.feeds.savedFlash', { provider })), onError: rejected },
      );
  });
  const failure =
    mutation.isError && Object.keys(serverFieldErrors(mutation.error)).length === 0
      ? errorText(i18n, mutation.error)
      : null;

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t(creating ? 'settings.feeds.dialog.connectTitle' : 'settings.feeds.dialog.changeTitle', {
        provider,
      })}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid="feed-form">
        <Stack gap="sm">
          <TextInput
            label={t('settings.feeds.fields.baseUrl.label')}
            description={t('settings.feeds.fields.baseUrl.description')}
            placeholder={t('settings.feeds.fields.baseUrl.placeholder')}
            withAsterisk
            data-autofocus
            data-testid="feed-base-url"
            {...form.getInputProps('baseUrl')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label={t('settings.feeds.fields.pollMinutes.label')}
              rightSection={
                <Text size="sm" c="dimmed">
                  {t('settings.feeds.fields.pollMinutes.unit')}
                </Text>
              }
              rightSectionWidth={56}
              min={FEED_POLL_MINUTES.min}
              max={FEED_POLL_MINUTES.max}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
              data-testid="feed-poll-minutes"
              {...form.getInputProps('pollMinutes')}
            />
            <Switch
              mt={32}
              label={t('settings.feeds.fields.enabled.label')}
              data-testid="feed-enabled"
              {...form.getInputProps('enabled', { type: 'checkbox' })}
            />
          </Group>
          {creating ? null : (
            <Text size="sm" c="dimmed">
              {t('settings.feeds.credentialsKept')}
            </Text>
          )}
          {FEED_CREDENTIAL_FIELDS[kind].map((field) => {
            const Input = SECRET_FIELDS.has(field) ? PasswordInput : TextInput;
            return (
              <Input
                key={field}
                label={t(`settings.feeds.fields.credentials.${field}`)}
                withAsterisk={creating}
                autoComplete="off"
                data-testid={`feed-credential-${field}`}
                {...form.getInputProps(`credentials.${field}`)}
              />
            );
          })}
          <DialogActions
            failure={failure}
            onCancel={onClose}
            submitLabel={t(creating ? 'settings.feeds.dialog.connect' : 'settings.feeds.dialog.save')}
            submitting={mutation.isPending}
            submitTestId="feed-save"
          />
        </Stack>
      </form>
    </Dialog>
  );
}
