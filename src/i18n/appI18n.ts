import { initReactI18next } from 'react-i18next';
import { createI18n } from './createI18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { speakSchemasIn } from './schemaLanguage';

const STORAGE_KEY = 'freightdesk.language';

/**
 * The language before anyone signs in: the one last chosen in this browser, else the browser's own when it
 * is Hindi. After sign-in the user's saved choice takes over (useAppEffects).
 */
function startingLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return globalThis.navigator?.language?.toLowerCase().startsWith('hi') ? 'hi' : DEFAULT_LANGUAGE;
}

/**
 * The browser's one i18next instance; every screen reads it through react-i18next's `useTranslation`. It
 * starts without texts: the reader's language comes in before the first render (main.tsx, loadCatalogue.ts).
 */
export const appI18n = createI18n(startingLanguage(), {}, initReactI18next);
// Form checks run the API's schemas in the browser: their messages follow the reader's language too.
speakSchemasIn(appI18n.t, { zodIssues: 'translated' });

const remember = (language: string) => {
  if (!isLanguage(language)) return;
  globalThis.localStorage?.setItem(STORAGE_KEY, language);
  // Screen readers and the browser's hyphenation follow the page's language.
  if (globalThis.document) document.documentElement.lang = language;
};
remember(appI18n.language);
appI18n.on('languageChanged', remember);

export const currentLanguage = (): Language =>
  isLanguage(appI18n.language) ? appI18n.language : DEFAULT_LANGUAGE;
