import i18next, { type i18n, type Module } from 'i18next';
import { en, hi } from './catalogues';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/**
 * An i18next instance over both catalogues, initialised synchronously (the catalogues are bundled), for the
 * browser (with react-i18next as `plugin`) and the server (one per process, `getFixedT(language)` per recipient).
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE, plugin?: Module): i18n {
  const instance = i18next.createInstance();
  if (plugin) instance.use(plugin);
  void instance.init({
    resources: { en: { translation: en }, hi: { translation: hi } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    // React escapes what it renders; e-mails escape their own HTML.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
