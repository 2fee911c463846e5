import '../../i18n/languageNameFont.css';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { preferencesWhenMade } from '../../api/callsWhenMade';
import { useAppState } from '../../app/AppStateContext';
import { isLanguage, type Language } from '../../i18n/languages';
import { switchLanguage } from '../../i18n/switchLanguage';

/**
 * The reader's language and the way to change it. The choice applies at once, is remembered in this browser
 * and, when someone is signed in, saved as theirs so their other browsers, notifications and e-mails follow it.
 */
export function useLanguageChoice() {
  const { t, i18n } = useTranslation();
  const { session, http } = useAppState();
  const signedIn = useSelector(session, (s) => s.hasTag('authenticated'));
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const choose = (value: string) => {
    if (!isLanguage(value) || value === i18n.language) return;
    void switchLanguage(i18n, value);
    // A failed save leaves the choice on this browser; the next sign-in reads the stored one again. The call
    // (its schema, and zod) comes when first made: the sign-in page's switch saves nothing.
    if (signedIn)
      preferencesWhenMade(http)
        .then((preferences) => preferences.save({ language: value }))
        .catch(() => undefined);
  };
  // Each name in its own language, marked so: read aloud rightly, and drawn with a Devanagari face even on an
  // English page, whose fallback would otherwise draw "हिन्दी" as empty boxes: the face of its letters alone
  // (languageNameFont.css), not the whole one.
  const name = (language: Language) => (
    <span lang={language} className="language-name">
      {t(`common.language.${language}`)}
    </span>
  );
  return { t, current, choose, name };
}
