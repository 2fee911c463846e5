import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth';
import { useApi } from '../../app/useApi';
import { ForgotPasswordBody } from '../../domain/schemas/auth';
import { linkTo } from '../../routes/links';
import { FailureAlert } from '../components/FailureAlert';
import { AuthCard } from './AuthCard';
import { failureMessage } from './failureMessage';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const api = useApi(authApi);
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
      await api.forgotPassword(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setFailure(failureMessage(t, error, form, t('auth.failure.refused')));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {sentTo ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" data-testid="forgot-password-sent">
            {t('auth.forgot.sent', { email: sentTo })}
          </Alert>
          <Anchor href={`#${linkTo('login')}`} size="sm">
            {t('auth.backToSignIn')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('auth.forgot.title')}>
          <Stack gap="md">
            {failure ? <FailureAlert>{failure}</FailureAlert> : null}
            <TextInput
              label={t('auth.forgot.email')}
              type="email"
              autoComplete="email"
              autoFocus
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth loading={submitting}>
              {t('auth.forgot.submit')}
            </Button>
            <Text size="sm" ta="center">
              <Anchor href={`#${linkTo('login')}`}>{t('auth.backToSignIn')}</Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
