import { Alert, Anchor, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { signupApi } from '../../api/signup';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { useFlash } from '../../app/useFlash';
import { linkTo } from '../../routes/links';
import { AuthCard } from './AuthCard';
import { ResendVerification } from './ResendVerification';

/**
 * The link of the sign-up mail: confirms the address, then sends its owner to sign in with a flash saying so
 * (or, when someone is already signed in on this browser, on to the app). A link that is spent, expired or
 * mistyped says so and offers a new one.
 */
export function VerifyEmailPage({ params }: ScreenProps) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const api = useApi(signupApi);
  const [, navigate] = useLocation();
  const flash = useFlash();
  const loggedIn = useSelector(session, (s) => s.context.loggedIn);
  const token = params.token ?? '';
  const [login, setLogin] = useState('');
  // A query, not an effect's call: opened twice (a remount, a second render) it still asks the server once.
  const verify = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => api.verifyEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  useEffect(() => {
    if (!verify.data) return;
    if (loggedIn) {
      flash(t('signup.verify.doneSignedIn'), 'success');
      navigate(linkTo('dashboard'), { replace: true });
    } else {
      flash(t(verify.data.status === 'verified' ? 'signup.verify.done' : 'signup.verify.already'), 'success');
      navigate(linkTo('login'), { replace: true });
    }
  }, [verify.data, loggedIn, flash, navigate, t]);

  return (
    <AuthCard title={t('signup.verify.title')}>
      {verify.isError || token === '' ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" role="alert" data-testid="verify-email-failed">
            {t('signup.verify.failed')}
          </Alert>
          <TextInput
            label={t('signup.verify.login')}
            autoComplete="username"
            value={login}
            onChange={(event) => setLogin(event.currentTarget.value)}
          />
          <ResendVerification
            login={login}
            label={t('signup.verify.resend')}
            sentText={t('signup.unverified.resent')}
          />
          <Text size="sm" ta="center">
            <Anchor href={`#${linkTo('login')}`}>{t('auth.backToSignIn')}</Anchor>
          </Text>
        </Stack>
      ) : (
        <Group gap="sm" data-testid="verify-email-checking" role="status">
          <Loader size="sm" />
          <Text>{t('signup.verify.checking')}</Text>
        </Group>
      )}
    </AuthCard>
  );
}
