import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { linkTo } from '../../routes/links';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { PageHeader } from '../components/PageHeader';
import { roleText } from '../components/roleText';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}

/** The signed-in user as the session knows them; read-only. */
export function UserProfilePage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const user = useSelector(session, (s) => s.context);
  return (
    <>
      <PageHeader title={title} />
      <Card p="xl" maw={760} data-testid="user-profile">
        <Group gap="lg" mb="xl">
          <Avatar src={user.profileImage} size={72} radius="xl" alt="" />
          <Stack gap={2}>
            <Title order={3}>{user.userName}</Title>
            <Text c="dimmed">{roleText(t, user.userTypeName, user.userType)}</Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label={t('profile.email')} value={user.email} />
          <Field label={t('profile.mobile')} value={user.mobile} />
          <Field label={t('profile.industry')} value={user.industry} />
          <Field
            label={t('profile.accountType')}
            value={user.userType === null ? '' : t(`domain.userTypes.${user.userType}`)}
          />
        </SimpleGrid>
        <Stack gap={4} mt="xl">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('profile.language')}
          </Text>
          <LanguageSwitch size="sm" />
        </Stack>
        <Group mt="xl" gap="sm">
          <Button component="a" href={`#${linkTo('edit-profile')}`} variant="default">
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
