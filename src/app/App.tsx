import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { FlashBanner } from '../views/components/FlashBanner';
import { Preloader } from '../views/components/Preloader';
import { AppStateProvider } from './AppStateProvider';
import { LocaleProviders } from './LocaleProviders';
import { createQueryClient } from './queryClient';
import { RouterView } from './RouterView';
import { cssVariablesResolver, theme } from './theme';

/** Off the first screens' weight: fetched after them (and kept by the service worker for offline starts). */
const OfflineNotice = lazy(() =>
  import('../views/components/OfflineNotice').then((module) => ({ default: module.OfflineNotice })),
);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <LocaleProviders>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            {/* At the foot: each page's actions sit at its top, and a toast there hides the next click (a
                pointer resting on it holds it open). News toasts choose a place free of controls (newsToasts.tsx). */}
            <Notifications position="bottom-right" />
            <Router hook={useHashLocation}>
              <AppStateProvider>
                <RouterView />
                <FlashBanner />
                <Preloader />
                <Suspense fallback={null}>
                  <OfflineNotice />
                </Suspense>
              </AppStateProvider>
            </Router>
          </ModalsProvider>
        </QueryClientProvider>
      </LocaleProviders>
    </MantineProvider>
  );
}
