import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transporterPortalApi } from '../../../api/transporterPortal';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { useFlash } from '../../../app/useFlash';
import {
  TRANSPORTER_NOTIFICATION_CHANNELS,
  TRANSPORTER_NOTIFICATION_EVENTS,
} from '../../../domain/notificationEvents';
import { TransporterNotificationPreferences } from '../../../domain/schemas/profile';
import { FailureAlert } from '../../components/FailureAlert';
import { PageHeader } from '../../components/PageHeader';
import { serverFieldErrors } from '../../components/serverFieldErrors';
import { NotificationChoices } from '../../profile/NotificationChoices';
import { PortalLoadFailed, PortalLoading } from '../PortalLoadState';

const PREFERENCES_KEY = ['transporter', 'notification-preferences'] as const;

/** How the signed-in person hears of the company's bids won and lost: by push, by e-mail, both or neither. */
export function PortalPreferencesPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const portal = useApi(transporterPortalApi);
  const preferences = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => portal.notificationPreferences(signal),
  });
  return (
    <>
      <PageHeader title={title} description={t('portal.preferences.intro')} />
      {preferences.isPending ? (
        <PortalLoading label={t('portal.preferences.loading')} />
      ) : preferences.isError ? (
        <PortalLoadFailed
          title={t('portal.preferences.loadFailed')}
          error={preferences.error}
          retry={() => void preferences.refetch()}
        />
      ) : (
        <PreferencesForm saved={preferences.data} />
      )}
    </>
  );
}

function PreferencesForm({ saved }: { saved: TransporterNotificationPreferences }) {
  const { t } = useTranslation();
  const portal = useApi(transporterPortalApi);
  const queryClient = useQueryClient();
  const flash = useFlash();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TransporterNotificationPreferences>({
    initialValues: saved,
    validate: schemaResolver(TransporterNotificationPreferences, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (values: TransporterNotificationPreferences) => portal.saveNotificationPreferences(values),
    onSuccess: (stored) => {
      setFailure(null);
      form.setValues(stored);
      form.resetDirty(stored);
      queryClient.setQueryData(PREFERENCES_KEY, stored);
      flash(t('portal.preferences.saved'), 'success');
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error));
      setFailure(t('portal.preferences.failed'));
    },
  });
  return (
    <form
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      noValidate
      aria-label={t('portal.preferences.formLabel')}
    >
      <Stack gap="md">
        <Card p={{ base: 'sm', sm: 'lg' }} withBorder>
          <NotificationChoices
            events={TRANSPORTER_NOTIFICATION_EVENTS}
            channels={TRANSPORTER_NOTIFICATION_CHANNELS}
            choice={(event, channel) => form.getInputProps(`${event}.${channel}`, { type: 'checkbox' })}
          />
          <Text size="sm" c="dimmed" mt="sm">
            {t('portal.preferences.pushHint')}
          </Text>
        </Card>
        {failure ? <FailureAlert>{failure}</FailureAlert> : null}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending} data-testid="preferences-save">
            {t('portal.preferences.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
