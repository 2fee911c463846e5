import type { i18n } from 'i18next';
import { loadDevanagariFont } from './devanagariFont';
import { isLanguage, type Language } from './languages';
import { loadCatalogue } from './loadCatalogue';

/**
 * Instances that have opened a screen beyond the first ones: each language they switch to needs all its texts.
 * Kept by store, as loadCatalogue.ts keeps its parts: react-i18next hands screens copies of the instance.
 */
const beyondFirstScreens = new WeakSet<i18n['store']>();

/**
 * What a language needs before it is put on screen: its texts (those of the first screens, and the others
 * once a later screen has been opened), and for Hindi its face and the date pickers' month and day names
 * (dayjs's locale; English is dayjs's own, so an English reader fetches neither). The first screen waits for
 * it (main.tsx), and so does every switch.
 */
export async function prepareLanguage(instance: i18n, language: Language): Promise<void> {
  await Promise.all([
    loadCatalogue(instance, language, 'first'),
    beyondFirstScreens.has(instance.store) ? loadCatalogue(instance, language, 'later') : null,
    language === 'hi' ? loadDevanagariFont() : null,
    // Without them the pickers name months in English: no reason to hold the screen.
    language === 'hi' ? import('dayjs/locale/hi').catch(() => undefined) : null,
  ]);
}

/** Puts the app in a language once it is prepared: the one way the app changes language. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  await prepareLanguage(instance, language);
  // A later screen may have asked for its texts meanwhile, in the language being left: bring them in this one.
  if (beyondFirstScreens.has(instance.store)) await loadCatalogue(instance, language, 'later');
  await instance.changeLanguage(language);
}

/**
 * The texts of the screens beyond the first ones, in the reader's language: a screen other than sign-in, the
 * frame and the dashboard waits for them (screenLoader.ts), so that none shows a key while they load.
 */
export async function prepareLaterScreens(instance: i18n): Promise<void> {
  beyondFirstScreens.add(instance.store);
  if (isLanguage(instance.language)) await loadCatalogue(instance, instance.language, 'later');
}
