import { SegmentedControl } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/AppStateContext';
import { switchLanguage } from '../../i18n/devanagariFont';
import { isLanguage, LANGUAGES, type Language } from '../../i18n/languages';

/**
 * English / हिन्दी. The choice applies at once, is remembered in this browser and, when someone is signed
 * in, saved as theirs so their other browsers, notifications and e-mails follow it.
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const { session, api } = useAppState();
  const signedIn = useSelector(session, (s) => s.hasTag('authenticated'));

  const choose = (value: string) => {
    if (!isLanguage(value) || value === i18n.language) return;
    void switchLanguage(i18n, value);
    // A failed save leaves the choice on this browser; the next sign-in reads the stored one again.
    if (signedIn) api.preferences.save({ language: value }).catch(() => undefined);
  };

  return (
    <SegmentedControl
      size={size}
      aria-label={t('common.language.label')}
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={choose}
      data={LANGUAGES.map((language: Language) => ({
        value: language,
        // Each name in its own language, marked so: read aloud rightly, and drawn with a Devanagari face
        // even on an English page, whose fallback would otherwise draw "हिन्दी" as empty boxes.
        label: <span lang={language}>{t(`common.language.${language}`)}</span>,
      }))}
      data-testid="language-switch"
    />
  );
}
