import type { Language } from '../../i18n/languages';

/** One release note: its day, its title (the file's first heading) and the Markdown below it. */
export interface ReleaseNote {
  /** The file's name without its language, e.g. `2026-06-15-live-tracking`. */
  id: string;
  /** YYYY-MM-DD, from the file's name. */
  date: string;
  title: string;
  body: string;
}

/** `2026-06-15-live-tracking.en.md`: the day it shipped, a slug, the language. */
const FILE_NAME = /(?<id>(?<date>\d{4}-\d{2}-\d{2})-[a-z0-9-]+)\.(?<language>[a-z]{2})\.md$/;

/** Splits a note into its first `# heading` and the rest; a note without one has no title and is refused. */
function noteOf(id: string, date: string, markdown: string): ReleaseNote {
  const heading = /^#\s+(.+)$/m.exec(markdown);
  if (!heading?.[1]) throw new Error(`The release note ${id} has no "# title" line`);
  const body = markdown.slice(heading.index + heading[0].length).trim();
  return { id, date, title: heading[1].trim(), body };
}

/**
 * The notes in the reader's language, newest first, from the Markdown files by path. A note not yet written
 * in that language is shown in English rather than left out.
 */
export function releaseNotesIn(files: Readonly<Record<string, string>>, language: Language): ReleaseNote[] {
  const byId = new Map<string, { date: string; texts: Map<string, string> }>();
  for (const [path, markdown] of Object.entries(files)) {
    const match = FILE_NAME.exec(path);
    if (!match?.groups) throw new Error(`${path} is not named YYYY-MM-DD-slug.<language>.md`);
    const { id, date, language: of } = match.groups as { id: string; date: string; language: string };
    const note = byId.get(id) ?? { date, texts: new Map<string, string>() };
    note.texts.set(of, markdown);
    byId.set(id, note);
  }
  return [...byId]
    .flatMap(([id, { date, texts }]) => {
      const markdown = texts.get(language) ?? texts.get('en');
      return markdown === undefined ? [] : [noteOf(id, date, markdown)];
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
