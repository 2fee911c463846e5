import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { cloneElement, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { specApi } from '../../api/spec';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import { ProfileAvatar } from '../components/ProfileAvatar';
import { roleText } from '../components/roleText';

const ProfileMenuList = lazy(() => import('./ProfileMenuList').then((m) => ({ default: m.ProfileMenuList })));

/** Industry, name and role from /api/login-header-details, and the menu of the signed-in user. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { session } = useAppState();
  const api = useApi(specApi);
  const token = useSelector(session, (s) => s.context.token);
  const fallbackName = useSelector(session, (s) => s.context.userName);
  const fallbackIndustry = useSelector(session, (s) => s.context.industry);
  const fallbackRole = useSelector(session, (s) => s.context.userTypeName);
  const userType = useSelector(session, (s) => s.context.userType);
  const profileImage = useSelector(session, (s) => s.context.profileImage);
  const details = useQuery({
    queryKey: ['login-header-details', token],
    queryFn: () => api.loginHeaderDetails(),
    enabled: token !== '',
    staleTime: 5 * 60_000,
  });
  const name = details.data?.name ?? fallbackName;
  const industry = details.data?.industry ?? fallbackIndustry;
  const role = roleText(t, details.data?.role ?? fallbackRole, userType);
  const [pressed, setPressed] = useState(false);

  const button = (
    <UnstyledButton data-testid="profile-menu" aria-label={t('layout.profileMenu.label', { name })}>
      <Group gap="sm" wrap="nowrap">
        <Stack gap={0} align="flex-end" visibleFrom="md">
          <Text size="sm" fw={600} data-testid="header-name" lineClamp={1}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            <span data-testid="header-role">{role}</span>
            {industry ? ' · ' : ''}
            <span data-testid="header-industry">{industry}</span>
          </Text>
        </Stack>
        <ProfileAvatar src={profileImage} radius="xl" size={36} data-testid="header-avatar" />
      </Group>
    </UnstyledButton>
  );
  // Until the menu's code is in, the same button; a press meanwhile opens the menu as it arrives.
  const waiting = cloneElement(button, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => setPressed(true),
  });
  return (
    <Suspense fallback={waiting}>
      <ProfileMenuList industry={industry} openAtOnce={pressed}>
        {button}
      </ProfileMenuList>
    </Suspense>
  );
}
