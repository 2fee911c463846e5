import i18next, { type i18n, type Module } from 'i18next';
import type { Catalogue } from './englishCatalogue';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/**
 * The catalogues an instance starts with, whole or in part: the server's and the tests' hold them whole, the
 * browser's starts empty and is given its reader's language part by part (loadCatalogue.ts).
 */
export type Catalogues = Partial<Record<Language, Partial<Catalogue>>>;

/**
 * An i18next instance over the catalogues given, initialised synchronously (they are in memory), for the
 * browser (with react-i18next as `plugin`, texts added as a reader needs them: loadCatalogue.ts) and the server
 * (one per process over both, `getFixedT(language)` per recipient).
 */
export function createI18n(language: Language, catalogues: Catalogues, plugin?: Module): i18n {
  const instance = i18next.createInstance();
  if (plugin) instance.use(plugin);
  void instance.init({
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([code, catalogue]) => [code, { translation: catalogue }]),
    ),
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
