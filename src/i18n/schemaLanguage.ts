import type { TFunction } from 'i18next';

type Words = (key: string, values?: Record<string, string | number>) => string;

/**
 * The language schema messages come out in, registered by whoever runs the schemas (`speakSchemasIn`): the
 * browser its reader's, with the catalogue it loads (appI18n.ts); the server English (server/i18n/
 * englishSchemas.ts). None by default, so that no language's texts ride in the browser's entry. Apart from
 * the messages themselves (schemaMessages.ts), which need zod: the browser registers its language at start,
 * and zod comes later, with the first schema a screen runs.
 */
let words: Words = (key) => {
  throw new Error(`Schema message ${key} has no language: call speakSchemasIn first`);
};
let zodIssuesTranslated = false;

export const schemaWords = (): Words => words;
export const wordsZodIssues = (): boolean => zodIssuesTranslated;

/**
 * Where the schemas' own messages (`says`, `say`) come from. The browser also words zod's own issues by code in
 * its reader's language (`zodIssues: 'translated'`, called once with its i18next instance); the server keeps
 * zod's English for those (`'zod'`), as its API always answered.
 */
export function speakSchemasIn(t: TFunction, { zodIssues }: { zodIssues: 'translated' | 'zod' }): void {
  words = t as unknown as Words;
  zodIssuesTranslated = zodIssues === 'translated';
}
