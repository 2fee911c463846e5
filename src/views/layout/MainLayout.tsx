import './frameStyles.css';
import { AppShell, Box } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useAppState } from '../../app/AppStateContext';
import { LiveNews } from '../notifications/LiveNews';
import { AppHeader } from './AppHeader';
import { PlanGraceBanner } from './PlanGraceBanner';
import { Sidebar } from './Sidebar';

/** The signed-in frame: header, grouped sidebar and the routed screen. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { session } = useAppState();
  const sidebarOpen = useSelector(session, (s) => s.context.sidebarOpen);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !sidebarOpen } }}
      padding="lg"
    >
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <Sidebar />
      <AppShell.Main>
        <Box maw={1400} mx="auto" data-testid="main-content">
          <PlanGraceBanner />
          {children}
        </Box>
      </AppShell.Main>
      <LiveNews />
    </AppShell>
  );
}
