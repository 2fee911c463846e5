import type { i18n } from 'i18next';
import type { Catalogue } from './englishCatalogue';
import type { Language } from './languages';

/** Where each language other than English comes from: a chunk of its own, fetched by its first reader. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  hi: () => import('./hindiCatalogue').then((module) => module.hi),
};

/**
 * Adds a language's catalogue to `instance` unless it holds it already: an English reader's phone never
 * downloads the Hindi texts, and a Hindi reader's fetches them once, before its first screen or switch.
 */
export async function loadCatalogue(instance: i18n, language: Language): Promise<void> {
  if (language === 'en' || instance.hasResourceBundle(language, 'translation')) return;
  instance.addResourceBundle(language, 'translation', await LOADERS[language]());
}
