import {
  Alert,
  Anchor,
  Button,
  Divider,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { signupApi } from '../../api/signup';
import { useApi } from '../../app/useApi';
import { GSTIN_LENGTH, gstinHints, normaliseGstin } from '../../domain/gstin';
import { RegisterBody, type RegisterInput } from '../../domain/schemas/signup';
import { isLanguage } from '../../i18n/languages';
import { linkTo } from '../../routes/links';
import { serverFieldErrors } from '../components/serverFieldErrors';
import { AuthCard } from './AuthCard';
import { ResendVerification } from './ResendVerification';

type RegisterValues = Omit<RegisterInput, 'language'>;

const EMPTY: RegisterValues = {
  companyName: '',
  gstin: '',
  ownerName: '',
  email: '',
  mobile: '',
  password: '',
  confirmPassword: '',
};

/** What the GSTIN typed so far tells (its PAN, its state), or what it should look like. */
function GstinHint({ gstin }: { gstin: string }) {
  const { t } = useTranslation();
  const { pan, stateCode } = gstinHints(gstin);
  if (!pan && !stateCode) return <>{t('signup.register.gstinHelp')}</>;
  const parts = [
    pan ? t('signup.register.gstinPan', { pan }) : null,
    stateCode ? t('signup.register.gstinState', { state: t(`signup.states.${stateCode}`) }) : null,
  ];
  return <span data-testid="gstin-derived">{parts.filter(Boolean).join(' · ')}</span>;
}

/**
 * A shipper registers its company: the industry (name, GSTIN) and its owner's account. The form checks itself
 * with the API's schema; the server's refusals of a field land under it. Then the owner confirms the address by
 * the mailed link before signing in. An email, mobile or GSTIN registered already is answered as a fresh
 * sign-up is (its holder is told by mail), so this page shows "check your mail" either way and tells no one
 * which accounts exist.
 */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const api = useApi(signupApi);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<RegisterValues>({
    initialValues: EMPTY,
    validate: schemaResolver(RegisterBody, { sync: true }),
  });
  /** A field's input props that check it on leaving it, once something is typed: a field passed by is not an error yet. */
  const field = (name: keyof RegisterValues) => ({
    ...form.getInputProps(name),
    onBlur: () => {
      if (form.values[name] !== '') form.validateField(name);
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSubmitting(true);
    try {
      const language = isLanguage(i18n.language) ? i18n.language : 'en';
      const reply = await api.register({ ...values, language });
      setSentTo(reply.email);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        setFailure(t('auth.failure.checkFields'));
      } else if (isApiError(error) && error.status === 429) setFailure(t('auth.failure.tooManyAttempts'));
      else setFailure(isApiError(error) ? error.message : t('auth.failure.generic'));
    } finally {
      setSubmitting(false);
    }
  });

  if (sentTo) {
    return (
      <AuthCard title={t('signup.register.sentTitle')}>
        <Stack gap="md">
          <Alert color="teal" variant="light" data-testid="register-sent">
            {t('signup.register.sent', { email: sentTo })}
          </Alert>
          <ResendVerification login={sentTo} sentText={t('signup.register.resent')} />
          <Text size="sm" ta="center">
            <Anchor href={`#${linkTo('login')}`}>{t('auth.backToSignIn')}</Anchor>
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signup.register.title')} subtitle={t('signup.register.subtitle')} maxWidth={620}>
      <form onSubmit={submit} noValidate aria-label={t('signup.register.title')}>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" role="alert" data-testid="register-error">
              {failure}
            </Alert>
          ) : null}
          <Title order={2} fz="md">
            {t('signup.register.company')}
          </Title>
          <TextInput
            label={t('signup.register.companyName')}
            placeholder={t('signup.register.companyNamePlaceholder')}
            autoComplete="organization"
            autoFocus
            required
            {...field('companyName')}
          />
          <TextInput
            label={t('signup.register.gstin')}
            required
            maxLength={GSTIN_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            styles={{
              input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.04em' },
            }}
            description={<GstinHint gstin={form.values.gstin} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...field('gstin')}
            onChange={(event) => form.setFieldValue('gstin', normaliseGstin(event.currentTarget.value))}
          />
          <Divider />
          <Title order={2} fz="md">
            {t('signup.register.owner')}
          </Title>
          <TextInput
            label={t('signup.register.ownerName')}
            autoComplete="name"
            required
            {...field('ownerName')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('signup.register.email')}
              type="email"
              autoComplete="email"
              required
              {...field('email')}
            />
            <TextInput
              label={t('signup.register.mobile')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              leftSection={<Text size="sm">+91</Text>}
              required
              {...field('mobile')}
            />
            <PasswordInput
              label={t('signup.register.password')}
              description={form.errors.password ? undefined : t('signup.register.passwordHelp')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="new-password"
              required
              {...field('password')}
            />
            <PasswordInput
              label={t('signup.register.confirmPassword')}
              autoComplete="new-password"
              required
              {...field('confirmPassword')}
            />
          </SimpleGrid>
          <Button type="submit" fullWidth loading={submitting}>
            {t('signup.register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('signup.register.haveAccount')}{' '}
            <Anchor href={`#${linkTo('login')}`}>{t('signup.register.signIn')}</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
