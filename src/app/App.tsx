import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { FlashBanner } from '../views/components/FlashBanner';
import { Preloader } from '../views/components/Preloader';
import { AppStateProvider } from './AppStateProvider';
import { LocaleProviders } from './LocaleProviders';
import { createQueryClient } from './queryClient';
import { RouterView } from './RouterView';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <LocaleProviders>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            {/* Below the header (global.css); news toasts choose a place free of controls (newsToasts.tsx). */}
            <Notifications position="top-right" />
            <Router hook={useHashLocation}>
              <AppStateProvider>
                <RouterView />
                <FlashBanner />
                <Preloader />
              </AppStateProvider>
            </Router>
          </ModalsProvider>
        </QueryClientProvider>
      </LocaleProviders>
    </MantineProvider>
  );
}
