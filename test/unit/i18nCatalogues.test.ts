import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { en } from '../../src/i18n/englishCatalogue';
import { hi } from '../../src/i18n/hindiCatalogue';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as "a.b.c" → text. */
const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
};

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort();
// i18next plural forms: Hindi and English both have "one" and "other", so the same suffixes on both sides.
const english = leaves(en as unknown as Tree);
const hindi = leaves(hi as unknown as Tree);

describe('the English and Hindi catalogues', () => {
  it('have the same keys: nothing is missing in either language', () => {
    const missingInHindi = [...english.keys()].filter((key) => !hindi.has(key));
    const missingInEnglish = [...hindi.keys()].filter((key) => !english.has(key));
    expect({ missingInHindi, missingInEnglish }).toEqual({ missingInHindi: [], missingInEnglish: [] });
  });

  it('have no empty texts', () => {
    const empty = [...english, ...hindi].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...english]
      .filter(
        ([key, text]) =>
          hindi.has(key) && placeholders(text).join() !== placeholders(hindi.get(key) ?? '').join(),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('keep the specification’s own texts word for word in English', () => {
    for (const [key, text] of Object.entries(MESSAGES))
      expect(english.get(`common.spec.${key}`), key).toBe(text);
    expect(english.get('common.spec.rowsPerPage')).toBe('rows per page:');
  });

  it('are written in Hindi, not copied from English', () => {
    // Brand and technical words (GPS, FASTag, GSTIN) may stay in Latin letters, but not whole sentences.
    const copied = [...hindi]
      .filter(([key, text]) => text === english.get(key) && /[a-z]{3,}\s+[a-z]{3,}/i.test(text))
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });
});
