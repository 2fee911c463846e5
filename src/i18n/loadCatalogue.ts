import type { i18n } from 'i18next';
import type { FirstTexts } from './englishFirst';
import type { FrameTexts } from './englishFrame';
import type { LaterTexts } from './englishLater';
import type { Language } from './languages';

/**
 * A language's texts come in three chunks: those of the sign-in page (and of what every screen holds), which
 * the app waits for before it starts; those of the signed-in frame and the dashboard, fetched with the frame;
 * and those of every other screen, fetched with the first of them.
 */
export type TextsPart = 'first' | 'frame' | 'later';

const LOADERS: Record<Language, Record<TextsPart, () => Promise<FirstTexts | FrameTexts | LaterTexts>>> = {
  en: {
    first: () => import('./englishFirst').then((module) => module.enFirst),
    frame: () => import('./englishFrame').then((module) => module.enFrame),
    later: () => import('./englishLater').then((module) => module.enLater),
  },
  hi: {
    first: () => import('./hindiFirst').then((module) => module.hiFirst),
    frame: () => import('./hindiFrame').then((module) => module.hiFrame),
    later: () => import('./hindiLater').then((module) => module.hiLater),
  },
};

/**
 * The parts each instance holds (`en/first`, …): a part is fetched once per reader. Kept by the instance's
 * store, which react-i18next's copies of the instance (`useTranslation().i18n`, one per render) share with it.
 */
const held = new WeakMap<i18n['store'], Set<string>>();

/**
 * Adds a part of a language's texts to `instance` unless it holds it already: a phone downloads only its
 * reader's language (not English beside Hindi: every language has every text), and of it only what the
 * screens it opens need.
 */
export async function loadCatalogue(instance: i18n, language: Language, part: TextsPart): Promise<void> {
  const parts = held.get(instance.store) ?? new Set<string>();
  held.set(instance.store, parts);
  const key = `${language}/${part}`;
  if (parts.has(key)) return;
  // Each part holds areas no other part holds (`orders`, `tracking`…), so its areas are set beside the others'
  // as they are: no deep merge, and no copy (i18next would otherwise copy the whole part through JSON first, the
  // later part's 100 kB in one task). The part's objects are never written to: the instance only reads them.
  instance.addResourceBundle(language, 'translation', await LOADERS[language][part](), false, true, {
    skipCopy: true,
  });
  parts.add(key);
}
