import { Alert, Button, Card, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { useFlash } from '../../app/useFlash';
import { ChangePasswordBody } from '../../domain/schemas/auth';
import { PageHeader } from '../components/PageHeader';
import { failureMessage } from './failureMessage';

export const PASSWORD_CHANGED = 'Your password has been changed.';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage({ title }: ScreenProps) {
  const { api } = useAppState();
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
      await api.auth.changePassword(values);
      form.setValues(EMPTY);
      flash(PASSWORD_CHANGED, 'success');
    } catch (error) {
      setFailure(failureMessage(error, form, 'Your session has ended. Please sign in again.'));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <>
      <PageHeader
        title={title}
        description="Use at least 8 characters, different from the current password."
      />
      <Card maw={520} p="xl">
        <form onSubmit={submit} noValidate aria-label="Change password">
          <Stack gap="md">
            {failure ? (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            ) : null}
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={submitting}>
                Change password
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
