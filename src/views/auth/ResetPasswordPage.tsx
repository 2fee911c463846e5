import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { authApi } from '../../api/auth';
import { readQueryParam } from '../../app/queryParams';
import type { ScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { useFlash } from '../../app/useFlash';
import { ResetPasswordBody } from '../../domain/schemas/auth';
import { linkTo } from '../../routes/links';
import { FailureAlert } from '../components/FailureAlert';
import { AuthCard } from './AuthCard';
import { failureMessage } from './failureMessage';

/**
 * Both /password/reset/:token and /reset-password?token=… land here, and so does a new staff member's
 * invitation (`?invite=1`, server/masters/staffInvite.ts): the same one-time link, worded as setting a first
 * password rather than resetting one.
 */
export function ResetPasswordPage({ params }: ScreenProps) {
  const { t } = useTranslation();
  const [invited] = useState(() => readQueryParam('invite') !== null);
  const words = invited
    ? {
        title: t('people.invite.title'),
        subtitle: t('people.invite.subtitle'),
        submit: t('people.invite.submit'),
        done: t('people.invite.done'),
        expired: t('people.invite.expired'),
        invalid: t('people.invite.invalid'),
      }
    : {
        title: t('auth.reset.title'),
        subtitle: t('auth.reset.subtitle'),
        submit: t('auth.reset.submit'),
        done: t('auth.reset.done'),
        expired: t('auth.reset.expired'),
        invalid: t('auth.reset.invalid'),
      };
  const api = useApi(authApi);
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
      await api.resetPassword(values);
      flash(words.done, 'success');
      navigate(linkTo('login'), { replace: true });
    } catch (error) {
      setFailure(failureMessage(t, error, form, words.expired));
    } finally {
      setSubmitting(false);
    }
  });

  if (!token) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Stack gap="md">
          <Alert color="yellow" variant="light" data-testid="reset-password-no-token">
            {t('auth.reset.incomplete')}
          </Alert>
          <Anchor href={`#${linkTo('forgot-password')}`} size="sm">
            {t('auth.reset.askNewLink')}
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={words.title} subtitle={words.subtitle}>
      <form onSubmit={submit} noValidate aria-label={words.title}>
        <Stack gap="md">
          {failure ? <FailureAlert>{failure}</FailureAlert> : null}
          {form.errors.token ? <FailureAlert>{words.invalid}</FailureAlert> : null}
          <PasswordInput
            label={t('auth.newPassword')}
            autoComplete="new-password"
            autoFocus
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.confirmNewPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={submitting}>
            {words.submit}
          </Button>
          <Text size="sm" ta="center">
            <Anchor href={`#${linkTo('login')}`}>{t('auth.backToSignIn')}</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
