import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAppState } from '../../app/AppStateContext';
import { readQueryParam } from '../../app/queryParams';
import type { ScreenProps } from '../../app/screenLoader';
import { useFlash } from '../../app/useFlash';
import { ResetPasswordBody } from '../../domain/schemas/auth';
import { linkTo } from '../../routes/links';
import { AuthCard } from './AuthCard';
import { failureMessage } from './failureMessage';

/** Both /password/reset/:token and /reset-password?token=… land here. */
export function ResetPasswordPage({ params }: ScreenProps) {
  const { t } = useTranslation();
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
      flash(t('auth.reset.done'), 'success');
      navigate(linkTo('login'), { replace: true });
    } catch (error) {
      setFailure(failureMessage(t, error, form, t('auth.reset.expired')));
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
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <form onSubmit={submit} noValidate aria-label={t('auth.reset.title')}>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          {form.errors.token ? (
            <Alert color="red" variant="light" role="alert">
              {t('auth.reset.invalid')}
            </Alert>
          ) : null}
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
            {t('auth.reset.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor href={`#${linkTo('login')}`}>{t('auth.backToSignIn')}</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
