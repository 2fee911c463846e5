import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The letters src/i18n/languageNameFont.css's small faces hold, by its unicode-range. */
const covered = (): Set<number> => {
  const css = readFileSync('src/i18n/languageNameFont.css', 'utf8');
  const ranges = [...css.matchAll(/unicode-range:([^;]+);/g)].map((match) => match[1]!.trim());
  expect(new Set(ranges).size).toBe(1);
  return new Set(ranges[0]!.split(',').map((code) => Number.parseInt(code.trim().replace('U+', ''), 16)));
};

describe("Hindi's own name on an English page", () => {
  it('is drawn whole by the face cut for it: every letter of it is in the face', async () => {
    const names = ['en', 'hi'].map(
      (language) =>
        (JSON.parse(readFileSync(`src/i18n/${language}/common.json`, 'utf8')) as { language: { hi: string } })
          .language.hi,
    );
    const letters = covered();
    for (const name of names)
      expect([...name].filter((letter) => !letters.has(letter.codePointAt(0)!))).toEqual([]);
  });
});
