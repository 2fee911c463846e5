/** The product's languages; English is the fallback and the language of the specification's own texts. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The Intl locale of each language: Indian English and Hindi, both with lakh grouping and Latin digits. */
export const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
