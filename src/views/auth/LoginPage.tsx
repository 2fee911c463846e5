import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useAppState } from '../../app/AppStateContext';
import { LoginBody } from '../../domain/schemas/auth';
import { AuthCard } from './AuthCard';
import { failureMessage, SIGN_IN_REJECTED } from './failureMessage';

/** Sign-in with an email address or a mobile number. The guard moves a signed-in user on to the app. */
export function LoginPage() {
  const { api, session, preloader } = useAppState();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<LoginBody>({
    initialValues: { login: '', password: '' },
    validate: schemaResolver(LoginBody, { sync: true }),
  });

  const submit = form.onSubmit(async ({ login, password }) => {
    setFailure(null);
    setSubmitting(true);
    preloader.send({ type: 'preloader.show', source: 'login' });
    try {
      const reply = await api.auth.login(login.trim(), password);
      session.send({ type: 'session.login', reply });
    } catch (error) {
      setFailure(failureMessage(error, form, SIGN_IN_REJECTED));
    } finally {
      preloader.send({ type: 'preloader.hide', source: 'login' });
      setSubmitting(false);
    }
  });

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to manage your freight.">
      <form onSubmit={submit} noValidate aria-label="Sign in">
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" role="alert" data-testid="login-error">
              {failure}
            </Alert>
          ) : null}
          <TextInput
            label="Email or mobile number"
            placeholder="you@company.com or 9876543210"
            autoComplete="username"
            autoFocus
            required
            {...form.getInputProps('login')}
          />
          <PasswordInput
            label="Password"
            placeholder="Your password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor href="#/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={submitting}>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
