import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { USER_TYPE_NAMES } from '../../domain/userTypes';
import { PageHeader } from '../components/PageHeader';

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
            <Text c="dimmed">{user.userTypeName}</Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label="Email" value={user.email} />
          <Field label="Mobile" value={user.mobile} />
          <Field label="Industry" value={user.industry} />
          <Field label="Account type" value={user.userType === null ? '' : USER_TYPE_NAMES[user.userType]} />
        </SimpleGrid>
        <Group mt="xl" gap="sm">
          <Button component="a" href="#/edit_profile" variant="default">
            Edit profile
          </Button>
          <Button component="a" href="#/change_password" variant="light">
            Change password
          </Button>
        </Group>
      </Card>
    </>
  );
}
