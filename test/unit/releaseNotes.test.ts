import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import { RELEASE_NOTE_FILES } from '../../src/views/whatsNew/productReleaseNotes';
import { releaseNotesIn } from '../../src/views/whatsNew/releaseNotes';

const files = {
  'releases/2026-01-02-older.en.md': '# Older note\n\nFirst **thing**.',
  'releases/2026-03-04-newer.en.md': '# Newer note\n\n- one\n- two\n',
  'releases/2026-03-04-newer.hi.md': '# नया नोट\n\n- एक\n- दो\n',
};

describe('release notes', () => {
  it('reads the title from the first heading and the date from the file name, newest first', () => {
    expect(releaseNotesIn(files, 'en')).toEqual([
      { id: '2026-03-04-newer', date: '2026-03-04', title: 'Newer note', body: '- one\n- two' },
      { id: '2026-01-02-older', date: '2026-01-02', title: 'Older note', body: 'First **thing**.' },
    ]);
  });

  it("takes the reader's language, and English where a note has no translation yet", () => {
    expect(releaseNotesIn(files, 'hi').map((n) => n.title)).toEqual(['नया नोट', 'Older note']);
  });

  it('refuses a badly named file or a note without a title', () => {
    expect(() => releaseNotesIn({ 'releases/notes.md': '# x' }, 'en')).toThrow(/YYYY-MM-DD/);
    expect(() => releaseNotesIn({ 'releases/2026-01-01-x.en.md': 'no title' }, 'en')).toThrow(/title/);
  });

  it("has every one of the product's notes in English and in Hindi", () => {
    const paths = Object.keys(RELEASE_NOTE_FILES);
    expect(paths.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      const notes = releaseNotesIn(RELEASE_NOTE_FILES, language);
      expect(notes.length * LANGUAGES.length).toBe(paths.length);
      for (const note of notes) {
        expect(
          paths.some((p) => p.endsWith(`${note.id}.${language}.md`)),
          `${note.id}.${language}`,
        ).toBe(true);
        expect(note.body.length).toBeGreaterThan(0);
      }
    }
  });
});
