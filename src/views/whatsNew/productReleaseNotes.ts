/**
 * Freightdesk's own release notes, Markdown kept in the repository (src/content/releases), bundled into the
 * What's new screen's chunk as text: writing a note is adding a file, English and Hindi side by side.
 */
export const RELEASE_NOTE_FILES: Readonly<Record<string, string>> = import.meta.glob(
  '../../content/releases/*.md',
  { query: '?raw', import: 'default', eager: true },
);
