import { Burger, Group, Image, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/AppStateContext';
import logo from '../../assets/logo.svg';
import { linkTo } from '../../routes/links';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { NotificationBell } from '../notifications/NotificationBell';
import { WhatsNewHeaderLink } from '../whatsNew/WhatsNewHeaderLink';
import { HeaderFilters } from './HeaderFilters';
import { ROOM_FOR_LANGUAGES } from './headerRoom';
import { ProfileMenu } from './ProfileMenu';

/**
 * The signed-in frame's header. Memoised, as the frame's other parts: the frame renders again on every move of
 * the hash location (a board's tab, a list's page), and nothing here depends on it.
 */
export const AppHeader = memo(function AppHeader() {
  const { t } = useTranslation();
  const { session } = useAppState();
  const sidebarOpen = useSelector(session, (s) => s.context.sidebarOpen);
  const roomForLanguages = useMediaQuery(ROOM_FOR_LANGUAGES, true, { getInitialValueInEffect: false });
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" data-testid="app-header">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={sidebarOpen}
          onClick={() => session.send({ type: 'session.sidebarToggle' })}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('layout.header.toggleNavigation')}
        />
        <a
          href={`#${linkTo('dashboard')}`}
          aria-label={t('layout.header.home')}
          style={{ display: 'flex', alignItems: 'center', gap: 8, textDecoration: 'none' }}
        >
          <Image src={logo} w={30} h={30} alt="" />
          <Text fw={700} size="lg" c="dark" visibleFrom="xs">
            {t('common.appName')}
          </Text>
        </a>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <HeaderFilters place="header" />
        {/* Left out on a phone rather than hidden: a hidden switch still measures its indicator's place as it
            mounts and re-renders, forcing the browser to lay out the half-built page each time. */}
        {roomForLanguages ? <LanguageSwitch /> : null}
        <WhatsNewHeaderLink />
        <NotificationBell />
        <ProfileMenu />
      </Group>
    </Group>
  );
});
