import type { TFunction } from 'i18next';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { type Formatters, formattersFor } from '../../src/i18n/format';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../src/i18n/languages';

/** The server's one i18next instance over the browser's catalogues; each text takes its reader's language. */
const i18n = allLanguagesI18n();

/** What a text for one person is written with: the catalogue fixed to their language, and its numbers. */
export interface Translator {
  language: Language;
  t: TFunction;
  format: Formatters;
}

const translators = new Map<Language, Translator>();

/** The translator of a user's `language` column (English for anything it does not know). */
export function translatorFor(language: string | null | undefined): Translator {
  const chosen = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let found = translators.get(chosen);
  if (!found) {
    found = { language: chosen, t: i18n.getFixedT(chosen), format: formattersFor(chosen) };
    translators.set(chosen, found);
  }
  return found;
}
