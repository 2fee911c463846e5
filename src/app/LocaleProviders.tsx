import { MantineThemeProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { appI18n } from '../i18n/appI18n';
import { localisedTheme } from './theme';

/**
 * The language on screen for every text (i18next), for the date pickers' month and day names (dayjs, whose
 * Hindi comes in with the language: switchLanguage.ts) and for the theme's own words (the close buttons' names).
 */
export function LocaleProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={appI18n}>
      <LocalisedDates>{children}</LocalisedDates>
    </I18nextProvider>
  );
}

function LocalisedDates({ children }: { children: ReactNode }) {
  const { i18n, t } = useTranslation();
  const theme = useMemo(() => localisedTheme(t('common.actions.close')), [t]);
  return (
    <MantineThemeProvider theme={theme}>
      <DatesProvider settings={{ locale: i18n.language }}>{children}</DatesProvider>
    </MantineThemeProvider>
  );
}
