import type { i18n } from 'i18next';
import { loadDevanagariFont } from './devanagariFont';
import { isLanguage, type Language } from './languages';
import { loadCatalogue, type TextsPart } from './loadCatalogue';

/**
 * The parts of the texts (loadCatalogue.ts) each instance's screens have asked for beyond the first: each
 * language it switches to needs them too. Kept by store, as loadCatalogue.ts keeps its parts: react-i18next
 * hands screens copies of the instance.
 */
const wantedParts = new WeakMap<i18n['store'], Set<TextsPart>>();

const partsWanted = (instance: i18n): TextsPart[] => ['first', ...(wantedParts.get(instance.store) ?? [])];

const loadWanted = (instance: i18n, language: Language) =>
  Promise.all(partsWanted(instance).map((part) => loadCatalogue(instance, language, part)));

/**
 * What a language needs before it is put on screen: its texts (the sign-in page's, and the others once a
 * screen that needs them has been opened), and for Hindi its face and the date pickers' month and day names
 * (dayjs's locale; English is dayjs's own, so an English reader fetches neither). The first screen waits for
 * it (main.tsx), and so does every switch.
 */
export async function prepareLanguage(instance: i18n, language: Language): Promise<void> {
  await Promise.all([
    loadWanted(instance, language),
    language === 'hi' ? loadDevanagariFont() : null,
    // Without them the pickers name months in English: no reason to hold the screen.
    language === 'hi' ? import('dayjs/locale/hi').catch(() => undefined) : null,
  ]);
}

/** Puts the app in a language once it is prepared: the one way the app changes language. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  await prepareLanguage(instance, language);
  // A screen may have asked for its texts meanwhile, in the language being left: bring them in this one.
  await loadWanted(instance, language);
  // Already on screen (a signed-in reader's saved choice, read at every start, is mostly the browser's own):
  // i18next would announce it all the same, and every text on screen and the theme would render again.
  if (instance.language === language) return;
  await instance.changeLanguage(language);
}

/**
 * A part of the texts in the reader's language, and in every language switched to after: the frame and the
 * dashboard wait for theirs, every other screen beyond sign-in for the later ones too (screenLoader.ts), so that
 * none shows a key while they load.
 */
export async function prepareTexts(instance: i18n, part: TextsPart): Promise<void> {
  const parts = wantedParts.get(instance.store) ?? new Set<TextsPart>();
  wantedParts.set(instance.store, parts.add(part));
  if (isLanguage(instance.language)) await loadCatalogue(instance, instance.language, part);
}
