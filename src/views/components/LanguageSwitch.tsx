import { SegmentedControl } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/AppStateContext';
import { loadDevanagariFont, switchLanguage } from '../../i18n/devanagariFont';
import { isLanguage, LANGUAGES, type Language } from '../../i18n/languages';

/**
 * English / हिन्दी. The choice applies at once, is remembered in this browser and, when someone is signed
 * in, saved as theirs so their other browsers, notifications and e-mails follow it.
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const { session, api } = useAppState();
  const signedIn = useSelector(session, (s) => s.hasTag('authenticated'));
  // "हिन्दी" is on screen in English too: draw it again once its face is in, or it stays empty boxes where
  // the device has no Devanagari font of its own (devanagariFont.ts says why a redraw is needed).
  const [faceIn, setFaceIn] = useState(false);
  useEffect(() => {
    let mounted = true;
    void loadDevanagariFont().then(() => mounted && setFaceIn(true));
    return () => {
      mounted = false;
    };
  }, []);

  const choose = (value: string) => {
    if (!isLanguage(value) || value === i18n.language) return;
    void switchLanguage(i18n, value);
    // A failed save leaves the choice on this browser; the next sign-in reads the stored one again.
    if (signedIn) api.preferences.save({ language: value }).catch(() => undefined);
  };

  return (
    <SegmentedControl
      key={faceIn ? 'face-in' : 'face-loading'}
      size={size}
      aria-label={t('common.language.label')}
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={choose}
      data={LANGUAGES.map((language: Language) => ({
        value: language,
        label: t(`common.language.${language}`),
      }))}
      data-testid="language-switch"
    />
  );
}
