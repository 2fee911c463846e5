import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useAppState } from '../../app/AppStateContext';
import type { LoginBody } from '../../domain/schemas/auth';
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

/** The form's check and call (signIn.ts): off the page's first load, in before anyone has typed much. */
const loadSignIn = () => import('./signIn');

/**
 * Sign-in with an email address or a mobile number, for shippers and transporters alike. The guard moves a
 * signed-in user on to their app: a shipper's dashboard, or a transporter's portal.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { session, preloader, http } = useAppState();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** The login of an account that signed in rightly but has not confirmed its email yet. */
  const [unverified, setUnverified] = useState<string | null>(null);
  const form = useForm<LoginBody>({ initialValues: { login: '', password: '' } });
  useEffect(() => void loadSignIn().catch(() => undefined), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let sending: Awaited<ReturnType<typeof loadSignIn>>;
    try {
      // Fetched since the page was drawn: in by now, unless the line dropped it.
      sending = await loadSignIn();
    } catch {
      setFailure(t('auth.failure.generic'));
      return;
    }
    const { checkSignIn, signIn } = sending;
    const errors = checkSignIn(form.getValues());
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const { login, password } = form.getValues();
    setFailure(null);
    setUnverified(null);
    setSubmitting(true);
    preloader.send({ type: 'preloader.show', source: 'login' });
    try {
      const reply = await signIn(http, login.trim(), password);
      session.send({ type: 'session.login', reply });
    } catch (error) {
      if (isApiError(error) && error.code === 'email_unverified') setUnverified(login.trim());
      else setFailure(failureMessage(t, error, form, t('auth.failure.signInRejected')));
    } finally {
      preloader.send({ type: 'preloader.hide', source: 'login' });
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('auth.login.title')}>
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
