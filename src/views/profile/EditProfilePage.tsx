import { Alert, Button, Card, Group, Loader, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileApi } from '../../api/profile';
import type { ScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { useFlash } from '../../app/useFlash';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '../../domain/notificationEvents';
import { type Profile, ProfileInput } from '../../domain/schemas/profile';
import { LANGUAGES } from '../../i18n/languages';
import { switchLanguage } from '../../i18n/switchLanguage';
import { FailureAlert } from '../components/FailureAlert';
import { PageHeader } from '../components/PageHeader';
import { serverFieldErrors } from '../components/serverFieldErrors';
import { useDevanagariFont } from '../components/useDevanagariFont';
import { NotificationChoices } from './NotificationChoices';
import { PictureEditor } from './PictureEditor';
import { useProfile, useProfileChanged } from './profileQuery';

/** /edit_profile: the picture (saved as soon as it is cropped), then the details and notification choices. */
export function EditProfilePage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <>
      <PageHeader title={title} />
      <Stack maw={760} gap="lg">
        <Card p={{ base: 'md', sm: 'xl' }}>
          <Title order={2} size="h4" mb="md">
            {t('profile.picture.title')}
          </Title>
          <PictureEditor />
        </Card>
        {profile.data ? (
          <ProfileForm profile={profile.data} />
        ) : profile.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('profile.loadFailed')}>
            <Button size="xs" variant="light" onClick={() => void profile.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Alert>
        ) : (
          <Group justify="center" p="xl">
            <Loader aria-label={t('common.state.loading')} />
          </Group>
        )}
      </Stack>
    </>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const api = useApi(profileApi);
  const flash = useFlash();
  const changed = useProfileChanged();
  const [failure, setFailure] = useState<string | null>(null);
  const devanagari = useDevanagariFont();
  const form = useForm<ProfileInput>({
    initialValues: {
      name: profile.name,
      mobile: profile.mobile,
      language: profile.language,
      notifications: profile.notifications,
    },
    validate: schemaResolver(ProfileInput, { sync: true }),
  });

  const save = useMutation({
    mutationFn: (input: ProfileInput) => api.save(input),
    onSuccess: async (saved) => {
      setFailure(null);
      const { name, mobile, language, notifications } = saved;
      form.setValues({ name, mobile, language, notifications });
      form.resetDirty({ name, mobile, language, notifications });
      changed({ userName: saved.name, mobile: saved.mobile });
      // Told in the language just chosen, once its catalogue is in.
      if (saved.language !== i18n.language) await switchLanguage(i18n, saved.language);
      flash(t('profile.edit.saved', { lng: saved.language }), 'success');
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      form.setErrors(fields);
      setFailure(t(Object.keys(fields).length > 0 ? 'profile.edit.checkFields' : 'profile.edit.failed'));
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => save.mutate(ProfileInput.parse(values)))}
      noValidate
      aria-label={t('profile.edit.formLabel')}
    >
      <Stack gap="lg">
        <Card p={{ base: 'md', sm: 'xl' }}>
          <Title order={2} size="h4" mb="md">
            {t('profile.edit.details')}
          </Title>
          <Stack gap="md">
            <TextInput
              label={t('profile.name')}
              autoComplete="name"
              required
              data-testid="profile-name"
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('profile.mobile')}
              description={t('profile.mobileHint')}
              autoComplete="tel-national"
              inputMode="tel"
              required
              data-testid="profile-mobile"
              {...form.getInputProps('mobile')}
            />
            <TextInput
              label={t('profile.email')}
              description={t('profile.emailFixed')}
              value={profile.email}
              readOnly
              variant="filled"
            />
            <Radio.Group
              label={t('profile.edit.languageChoice')}
              description={t('profile.language')}
              {...form.getInputProps('language')}
            >
              <Group gap="lg" mt={6}>
                {LANGUAGES.map((language) => (
                  <Radio
                    key={language}
                    value={language}
                    aria-label={t(`common.language.${language}`)}
                    label={
                      // Not laid out before the face is in: Chromium keeps the boxes it drew first.
                      language === 'en' || devanagari ? (
                        <span lang={language}>{t(`common.language.${language}`)}</span>
                      ) : null
                    }
                  />
                ))}
              </Group>
            </Radio.Group>
          </Stack>
        </Card>
        <Card p={{ base: 'md', sm: 'xl' }}>
          <Title order={2} size="h4" mb={4}>
            {t('profile.notifications.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('profile.notifications.description')}
          </Text>
          <NotificationChoices
            events={NOTIFICATION_EVENTS}
            channels={NOTIFICATION_CHANNELS}
            choice={(event, channel) =>
              form.getInputProps(`notifications.${event}.${channel}`, { type: 'checkbox' })
            }
          />
        </Card>
        {failure ? <FailureAlert>{failure}</FailureAlert> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="profile-save">
            {t('profile.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
