import { AppShell, Group, NavLink, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAppState } from '../../app/AppStateContext';
import { splitPermissions } from '../../domain/permissions';
import { normalizePath } from '../../routes/routeMatch';
import { ROUTES } from '../../routes/routeTable';
import { routeTitle } from '../../routes/routeTitle';
import { HeaderFilters } from './HeaderFilters';
import { NavGroupIcon } from './NavGroupIcon';
import { activeNavPath, NAVIGATION, visibleNavigation } from './navigation';

/** Grouped navigation showing only what the user's permissions open. */
export function Sidebar() {
  const { t } = useTranslation();
  const { session } = useAppState();
  const [location] = useLocation();
  const permissions = useSelector(session, (s) => s.context.permissions);
  const sidebarOpen = useSelector(session, (s) => s.context.sidebarOpen);
  const groups = useMemo(
    () => visibleNavigation(NAVIGATION, ROUTES, splitPermissions(permissions)),
    [permissions],
  );
  const active = activeNavPath(groups, normalizePath(location));

  // The links, drawn again only when the active one, the user's permissions or the language change: the frame
  // renders on every move of the hash location, a board's tab as well, and they are some forty.
  const links = useMemo(() => {
    // On a phone the sidebar is a drawer: following a link closes it.
    const closeOnPhone = () => {
      if (sidebarOpen) session.send({ type: 'session.sidebarToggle' });
    };
    return (
      <Stack gap="md" py="xs">
        {groups.map((group) => (
          <div key={group.key} data-testid={`nav-group-${group.key}`}>
            <Group gap={6} px="sm" mb={4} c="dimmed">
              <NavGroupIcon group={group.key} />
              <Text size="xs" fw={700} tt="uppercase" lts={0.4}>
                {t(`layout.navGroups.${group.key}`)}
              </Text>
            </Group>
            {group.items.map((item) => (
              <NavLink
                key={item.path}
                component="a"
                href={`#${item.path}`}
                label={routeTitle(t, item.route)}
                active={item.path === active}
                aria-current={item.path === active ? 'page' : undefined}
                onClick={closeOnPhone}
                variant="light"
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
              />
            ))}
          </div>
        ))}
      </Stack>
    );
  }, [groups, active, sidebarOpen, session, t]);

  return (
    <AppShell.Navbar p="xs" data-testid="sidebar" aria-label={t('layout.sidebar.label')} component="nav">
      <AppShell.Section>
        <HeaderFilters place="sidebar" />
      </AppShell.Section>
      {/* The browser's own scrolling, not Mantine's ScrollArea: that brings floating-ui (14 kB compressed) into
          the frame for one merged ref. */}
      <AppShell.Section grow className="sidebar-links">
        {links}
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
