import type { i18n } from 'i18next';
import { loadDevanagariFont } from './devanagariFont';
import type { Language } from './languages';
import { loadCatalogue } from './loadCatalogue';

/**
 * What a language needs before it is put on screen: its catalogue, and for Hindi its face. The first screen
 * waits for it (main.tsx), and so does every switch.
 */
export async function prepareLanguage(instance: i18n, language: Language): Promise<void> {
  await Promise.all([loadCatalogue(instance, language), language === 'hi' ? loadDevanagariFont() : null]);
}

/** Puts the app in a language once it is prepared: the one way the app changes language. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  await prepareLanguage(instance, language);
  await instance.changeLanguage(language);
}
