import { Button, Card, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth';
import type { ScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { useFlash } from '../../app/useFlash';
import { ChangePasswordBody } from '../../domain/schemas/auth';
import { FailureAlert } from '../components/FailureAlert';
import { PageHeader } from '../components/PageHeader';
import { failureMessage } from './failureMessage';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(authApi);
  const flash = useFlash();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: EMPTY,
    validate: schemaResolver(ChangePasswordBody, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSubmitting(true);
    try {
      await api.changePassword(values);
      form.setValues(EMPTY);
      flash(t('auth.change.done'), 'success');
    } catch (error) {
      setFailure(failureMessage(t, error, form, t('auth.sessionEnded')));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <>
      <PageHeader title={title} description={t('auth.change.description')} />
      <Card maw={520} p="xl">
        <form onSubmit={submit} noValidate aria-label={t('auth.change.formLabel')}>
          <Stack gap="md">
            {failure ? <FailureAlert>{failure}</FailureAlert> : null}
            <PasswordInput
              label={t('auth.change.current')}
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label={t('auth.newPassword')}
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label={t('auth.confirmNewPassword')}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={submitting}>
                {t('auth.change.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
