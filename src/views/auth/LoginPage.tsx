import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { authApi } from '../../api/auth';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import { LoginBody } from '../../domain/schemas/auth';
import { linkTo } from '../../routes/links';
import { AuthCard } from './AuthCard';
import { failureMessage } from './failureMessage';

/**
 * Shown only to an account that has not confirmed its email yet, after the server has said so: fetched then,
 * with the sign-up API and its schemas, off the sign-in page's first load.
 */
const ResendVerification = lazy(() =>
  import('./ResendVerification').then((module) => ({ default: module.ResendVerification })),
);

/**
 * Sign-in with an email address or a mobile number, for shippers and transporters alike. The guard moves a
 * signed-in user on to their app: a shipper's dashboard, or a transporter's portal.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { session, preloader } = useAppState();
  const api = useApi(authApi);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** The login of an account that signed in rightly but has not confirmed its email yet. */
  const [unverified, setUnverified] = useState<string | null>(null);
  const form = useForm<LoginBody>({
    initialValues: { login: '', password: '' },
    validate: schemaResolver(LoginBody, { sync: true }),
  });

  const submit = form.onSubmit(async ({ login, password }) => {
    setFailure(null);
    setUnverified(null);
    setSubmitting(true);
    preloader.send({ type: 'preloader.show', source: 'login' });
    try {
      const reply = await api.login(login.trim(), password);
      session.send({ type: 'session.login', reply });
    } catch (error) {
      if (isApiError(error) && error.code === 'email_unverified') setUnverified(login.trim());
      else setFailure(failureMessage(t, error, form, t('auth.failure.signInRejected')));
    } finally {
      preloader.send({ type: 'preloader.hide', source: 'login' });
      setSubmitting(false);
    }
  });

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={submit} noValidate aria-label={t('auth.login.title')}>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" role="alert" data-testid="login-error">
              {failure}
            </Alert>
          ) : null}
          {unverified ? (
            <Stack gap="xs" data-testid="login-unverified">
              <Alert color="yellow" variant="light" role="alert">
                {t('signup.unverified.message')}
              </Alert>
              <Suspense fallback={null}>
                <ResendVerification login={unverified} sentText={t('signup.unverified.resent')} />
              </Suspense>
            </Stack>
          ) : null}
          <TextInput
            label={t('auth.login.login')}
            placeholder={t('auth.login.loginPlaceholder')}
            autoComplete="username"
            autoFocus
            required
            {...form.getInputProps('login')}
          />
          <PasswordInput
            label={t('auth.login.password')}
            placeholder={t('auth.login.passwordPlaceholder')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor href={`#${linkTo('forgot-password')}`} size="sm">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={submitting}>
            {t('auth.login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('signup.login.noAccount')}{' '}
            <Anchor href={`#${linkTo('register')}`}>{t('signup.login.createAccount')}</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
