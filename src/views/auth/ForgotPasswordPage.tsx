import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useAppState } from '../../app/AppStateContext';
import { ForgotPasswordBody } from '../../domain/schemas/auth';
import { AuthCard } from './AuthCard';
import { failureMessage } from './failureMessage';

export function ForgotPasswordPage() {
  const { api } = useAppState();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(ForgotPasswordBody, { sync: true }),
  });

  const submit = form.onSubmit(async ({ email }) => {
    setFailure(null);
    setSubmitting(true);
    try {
      await api.auth.forgotPassword(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setFailure(failureMessage(error, form, 'That request was refused.'));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthCard title="Forgot password" subtitle="We will email you a link to choose a new password.">
      {sentTo ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" data-testid="forgot-password-sent">
            If an account uses {sentTo}, a link to reset its password is on its way. The link works for a
            limited time.
          </Alert>
          <Anchor href="#/login" size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Forgot password">
          <Stack gap="md">
            {failure ? (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            ) : null}
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth loading={submitting}>
              Send reset link
            </Button>
            <Text size="sm" ta="center">
              <Anchor href="#/login">Back to sign in</Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
