import '../components/dropdownStyles.css';
import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { linkTo } from '../../routes/links';
import { LanguageMenuItems } from '../components/LanguageMenuItems';

interface ProfileMenuListProps {
  /** The header's button that opens the menu (ProfileMenu.tsx). */
  children: ReactElement;
  industry: string;
  /** Open as it arrives: the button was pressed before the menu's code had. */
  openAtOnce: boolean;
}

/**
 * The signed-in user's menu: the language on a phone, the profile, the password, signing out. A chunk of its
 * own (Menu, Popover and floating-ui), fetched beside the frame rather than before it: ProfileMenu.tsx draws
 * the same button meanwhile.
 */
export function ProfileMenuList({ children, industry, openAtOnce }: ProfileMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} withinPortal shadow="md" defaultOpened={openAtOnce}>
      <Menu.Target>{children}</Menu.Target>
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
