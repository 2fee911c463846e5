import { Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { specApi } from '../../api/spec';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import { linkTo } from '../../routes/links';
import { LanguageMenuItems } from '../components/LanguageMenuItems';
import { ProfileAvatar } from '../components/ProfileAvatar';
import { roleText } from '../components/roleText';

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

  return (
    <Menu position="bottom-end" width={220} withinPortal shadow="md">
      <Menu.Target>
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
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{industry || t('layout.profileMenu.account')}</Menu.Label>
        <LanguageMenuItems hiddenFrom="xs" />
        <Menu.Item component="a" href={`#${linkTo('user-profile')}`}>
          {t('layout.profileMenu.myProfile')}
        </Menu.Item>
        <Menu.Item component="a" href={`#${linkTo('change-password')}`}>
          {t('layout.profileMenu.changePassword')}
        </Menu.Item>
        <Menu.Divider />
        {/* Shade 9: a menu item's colour is shade 6 unless one is named, and red.6 reads at 3.3:1 on white. */}
        <Menu.Item component="a" href={`#${linkTo('logout')}`} color="red.9">
          {t('layout.profileMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
