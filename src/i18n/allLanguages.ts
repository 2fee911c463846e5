import type { i18n } from 'i18next';
import { createI18n } from './createI18n';
import { en } from './englishCatalogue';
import { hi } from './hindiCatalogue';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * An instance holding every language at once: for the server, which writes to readers of each, and for tests
 * of texts. The browser never imports this (it would carry Hindi to every English reader): see loadCatalogue.
 */
export const allLanguagesI18n = (language: Language = DEFAULT_LANGUAGE): i18n =>
  createI18n(language, { en, hi });
