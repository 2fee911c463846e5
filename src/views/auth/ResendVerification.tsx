import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { signupApi } from '../../api/signup';
import { useApi } from '../../app/useApi';
import { FailureAlert } from '../components/FailureAlert';

interface ResendVerificationProps {
  /** The account's email or mobile number. */
  login: string;
  /** The button's words: "Send the link again" unless given. */
  label?: string;
  /** What to say once sent (the server answers alike whether or not the account awaits a link). */
  sentText: string;
}

/** Asks for a new confirmation link for an account; the server limits how often. */
export function ResendVerification({ login, label, sentText }: ResendVerificationProps) {
  const { t } = useTranslation();
  const api = useApi(signupApi);
  const resend = useMutation({ mutationFn: () => api.resendVerification(login) });
  return (
    <Stack gap="xs">
      {resend.isSuccess ? (
        <Alert color="teal" variant="light" role="status" data-testid="verification-resent">
          {sentText}
        </Alert>
      ) : null}
      {resend.isError ? (
        <FailureAlert>
          {isApiError(resend.error) && resend.error.status === 429
            ? t('auth.failure.tooManyAttempts')
            : t('auth.failure.generic')}
        </FailureAlert>
      ) : null}
      {resend.isSuccess ? null : (
        <Button
          variant="light"
          onClick={() => resend.mutate()}
          loading={resend.isPending}
          disabled={login.trim() === ''}
        >
          {label ?? t('signup.unverified.resend')}
        </Button>
      )}
    </Stack>
  );
}
