import { Alert, Button, Checkbox, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INGEST_KEY_SCOPES } from '../../../domain/ingestKeyScopes';
import { IngestKeyInput, type IssuedIngestKey } from '../../../domain/schemas/ingestKeys';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { errorText } from '../../components/errorText';
import { serverFieldErrors } from '../../components/serverFieldErrors';

interface NewIngestKeyModalProps {
  opened: boolean;
  onClose: () => void;
  create: UseMutationResult<IssuedIngestKey, Error, IngestKeyInput>;
}

/** A text to copy, with its button: the key itself, and the URL a Traccar Client is given. */
function Copyable({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code block flex={1} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid={testId}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'filled'}
              onClick={copy}
              aria-label={`${t('settings.ingestKeys.copy')}: ${label}`}
            >
              {copied ? t('settings.ingestKeys.copied') : t('settings.ingestKeys.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/**
 * Makes an ingest key: a name and the feeds it may post to, then the key, shown this once (only its hash is
 * kept) with the OsmAnd URL that Traccar Client takes as it is.
 */
export function NewIngestKeyModal({ opened, onClose, create }: NewIngestKeyModalProps) {
  const { t, i18n } = useTranslation();
  const [issued, setIssued] = useState<IssuedIngestKey | null>(null);
  const form = useForm<{ name: string; scopes: string[] }>({
    initialValues: { name: '', scopes: ['gps'] },
    validate: schemaResolver(IngestKeyInput, { sync: true }),
  });
  const close = () => {
    setIssued(null);
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(values as IngestKeyInput, {
      onSuccess: setIssued,
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    }),
  );
  const failure =
    create.isError && Object.keys(serverFieldErrors(create.error)).length === 0
      ? errorText(i18n, create.error)
      : null;

  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={issued ? t('settings.ingestKeys.issuedTitle') : t('settings.ingestKeys.newTitle')}
      size="lg"
      // The key is shown once: a click beside the dialog must not lose it.
      closeOnClickOutside={!issued}
    >
      {issued ? (
        <Stack gap="md" data-testid="ingest-key-issued">
          <Alert color="yellow" variant="light" title={t('settings.ingestKeys.onceTitle')}>
            {t('settings.ingestKeys.onceText')}
          </Alert>
          <Copyable label={t('settings.ingestKeys.key')} value={issued.key} testId="ingest-key-value" />
          {issued.ingestKey.scopes.includes('gps') ? (
            <Copyable
              label={t('settings.ingestKeys.osmandUrl')}
              value={`${window.location.origin}/api/ingest/osmand?key=${encodeURIComponent(issued.key)}`}
              testId="ingest-key-osmand-url"
            />
          ) : null}
          <Group justify="flex-end">
            <Button onClick={close} data-testid="ingest-key-done">
              {t('settings.ingestKeys.done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate data-testid="ingest-key-form">
          <Stack gap="md">
            <TextInput
              label={t('settings.ingestKeys.name')}
              description={t('settings.ingestKeys.nameHint')}
              withAsterisk
              data-autofocus
              data-testid="ingest-key-name"
              {...form.getInputProps('name')}
            />
            <Checkbox.Group
              label={t('settings.ingestKeys.scopes')}
              description={t('settings.ingestKeys.scopesHint')}
              withAsterisk
              {...form.getInputProps('scopes')}
            >
              <Stack gap="xs" mt="xs">
                {INGEST_KEY_SCOPES.map((scope) => (
                  <Checkbox
                    key={scope}
                    value={scope}
                    label={t(`settings.ingestKeys.scope.${scope}`)}
                    description={t(`settings.ingestKeys.scopeHint.${scope}`)}
                    data-testid={`ingest-key-scope-${scope}`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <DialogActions
              failure={failure}
              onCancel={close}
              submitLabel={t('settings.ingestKeys.create')}
              submitting={create.isPending}
              submitTestId="ingest-key-create"
            />
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
