import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import type { SessionFields } from '../machines/sessionFields';
import { FlashBanner } from '../views/components/FlashBanner';
import { Preloader } from '../views/components/Preloader';
import { AppStateProvider } from './AppStateProvider';
import { AfterFirstScreen } from './firstScreen';
import { LocaleProviders } from './LocaleProviders';
import { createQueryClient } from './queryClient';
import { RouterView } from './RouterView';
import { cssVariablesResolver, theme } from './theme';

/**
 * Off the first screens' weight, and fetched once the first screen is shown (firstScreen.ts), not beside its
 * chunks (kept by the service worker for offline starts).
 */
const OfflineNotice = lazy(() =>
  import('../views/components/OfflineNotice').then((module) => ({ default: module.OfflineNotice })),
);
/**
 * The dialogs' and toasts' hosts, off the first screens' weight but fetched with them, not after them: a dialog
 * opened through Mantine's store before its host is mounted is lost (its open event has no listener), and a
 * first screen's own actions (a status switch, a reset) open "Are you sure?" at once (PopupHosts.tsx).
 */
const PopupHosts = lazy(() => import('./PopupHosts').then((module) => ({ default: module.PopupHosts })));

interface AppProps {
  /** What an earlier visit stored, checked (restoreSession, main.tsx); none on a first visit or after signing out. */
  initialSession?: SessionFields;
}

export function App({ initialSession }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <LocaleProviders>
        <QueryClientProvider client={queryClient}>
          <Router hook={useHashLocation}>
            <AppStateProvider initialSession={initialSession}>
              <RouterView />
              <FlashBanner />
              <Preloader />
              <AfterFirstScreen>
                <Suspense fallback={null}>
                  <OfflineNotice />
                </Suspense>
              </AfterFirstScreen>
            </AppStateProvider>
          </Router>
          <Suspense fallback={null}>
            <PopupHosts />
          </Suspense>
        </QueryClientProvider>
      </LocaleProviders>
    </MantineProvider>
  );
}
