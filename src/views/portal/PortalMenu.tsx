import { Menu, UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/AppStateContext';
import { linkTo } from '../../routes/links';
import { ProfileAvatar } from '../components/ProfileAvatar';

/** The transporter's account: who is signed in for which company, how they hear of awards, and the way out. */
export function PortalMenu() {
  const { t } = useTranslation();
  const { session } = useAppState();
  const name = useSelector(session, (s) => s.context.userName);
  const company = useSelector(session, (s) => s.context.industry);
  const profileImage = useSelector(session, (s) => s.context.profileImage);
  return (
    <Menu position="bottom-end" width={240} withinPortal shadow="md">
      <Menu.Target>
        <UnstyledButton
          data-testid="profile-menu"
          aria-label={t('portal.layout.account', { name })}
          style={{ minWidth: 44, minHeight: 44, display: 'grid', placeItems: 'center' }}
        >
          <ProfileAvatar src={profileImage} radius="xl" size={36} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label data-testid="header-name">{name}</Menu.Label>
        <Menu.Label data-testid="header-industry">{company}</Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component="a"
          href={`#${linkTo('transporter-preferences')}`}
          data-testid="portal-preferences"
        >
          {t('portal.preferences.menu')}
        </Menu.Item>
        {/* Shade 9: red.6 reads at 3.3:1 on white. */}
        <Menu.Item component="a" href={`#${linkTo('logout')}`} color="red.9">
          {t('portal.layout.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
