import 'dayjs/locale/hi';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { appI18n } from '../i18n/appI18n';

/** The language on screen for every text (i18next) and for the date pickers' month and day names (dayjs). */
export function LocaleProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={appI18n}>
      <LocalisedDates>{children}</LocalisedDates>
    </I18nextProvider>
  );
}

function LocalisedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: i18n.language }}>{children}</DatesProvider>;
}
