import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { linkTo } from '../../routes/links';
import { DetailField } from '../components/DetailField';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { PageHeader } from '../components/PageHeader';
import { ProfileAvatar } from '../components/ProfileAvatar';
import { roleText } from '../components/roleText';
import { useProfile } from './profileQuery';

/** /user_profile: the signed-in person as the server keeps them, with the way to edit it. */
export function UserProfilePage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const user = useSelector(session, (s) => s.context);
  const profile = useProfile();
  return (
    <>
      <PageHeader title={title} />
      <Card p="xl" maw={760} data-testid="user-profile">
        <Group gap="lg" mb="xl" wrap="nowrap">
          <ProfileAvatar src={user.profileImage} size={72} radius={72} data-testid="profile-picture" />
          <Stack gap={2}>
            <Title order={2} size="h3" data-testid="profile-name">
              {profile.data?.name ?? user.userName}
            </Title>
            <Text c="dimmed">{roleText(t, user.userTypeName, user.userType)}</Text>
          </Stack>
        </Group>
        {profile.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('profile.loadFailed')} mb="lg">
            <Button size="xs" variant="light" onClick={() => void profile.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Alert>
        ) : null}
        {profile.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t('common.state.loading')} />
          </Group>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <DetailField label={t('profile.email')}>{profile.data?.email ?? user.email}</DetailField>
            <DetailField label={t('profile.mobile')}>
              <span data-testid="profile-mobile">{profile.data?.mobile ?? user.mobile}</span>
            </DetailField>
            <DetailField label={t('profile.industry')}>{user.industry || '—'}</DetailField>
            <DetailField label={t('profile.accountType')}>
              {user.userType === null ? '—' : t(`domain.userTypes.${user.userType}`)}
            </DetailField>
          </SimpleGrid>
        )}
        <Stack gap={4} mt="xl">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('profile.language')}
          </Text>
          <LanguageSwitch size="sm" />
        </Stack>
        <Group mt="xl" gap="sm">
          <Button component="a" href={`#${linkTo('edit-profile')}`} data-testid="edit-profile">
            {t('profile.editProfile')}
          </Button>
          <Button component="a" href={`#${linkTo('change-password')}`} variant="light">
            {t('profile.changePassword')}
          </Button>
        </Group>
      </Card>
    </>
  );
}
