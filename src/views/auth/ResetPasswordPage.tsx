import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useAppState } from '../../app/AppStateContext';
import { readQueryParam } from '../../app/queryParams';
import type { ScreenProps } from '../../app/screenLoader';
import { useFlash } from '../../app/useFlash';
import { ResetPasswordBody } from '../../domain/schemas/auth';
import { AuthCard } from './AuthCard';
import { failureMessage } from './failureMessage';

export const PASSWORD_RESET_DONE = 'Your password has been reset. Sign in with the new one.';

/** Both /password/reset/:token and /reset-password?token=… land here. */
export function ResetPasswordPage({ params }: ScreenProps) {
  const { api } = useAppState();
  const [, navigate] = useLocation();
  const flash = useFlash();
  const [token] = useState(() => params.token ?? readQueryParam('token') ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { token, password: '', confirmPassword: '' },
    validate: schemaResolver(ResetPasswordBody, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSubmitting(true);
    try {
      await api.auth.resetPassword(values);
      flash(PASSWORD_RESET_DONE, 'success');
      navigate('/login', { replace: true });
    } catch (error) {
      setFailure(failureMessage(error, form, 'This reset link has expired. Ask for a new one.'));
    } finally {
      setSubmitting(false);
    }
  });

  if (!token) {
    return (
      <AuthCard title="Reset password">
        <Stack gap="md">
          <Alert color="yellow" variant="light" data-testid="reset-password-no-token">
            This reset link is incomplete. Open the link from the email again, or ask for a new one.
          </Alert>
          <Anchor href="#/forgot-password" size="sm">
            Ask for a new link
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset password" subtitle="Choose a new password of at least 8 characters.">
      <form onSubmit={submit} noValidate aria-label="Reset password">
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          {form.errors.token ? (
            <Alert color="red" variant="light" role="alert">
              This reset link is not valid. Ask for a new one.
            </Alert>
          ) : null}
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            autoFocus
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={submitting}>
            Reset password
          </Button>
          <Text size="sm" ta="center">
            <Anchor href="#/login">Back to sign in</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
