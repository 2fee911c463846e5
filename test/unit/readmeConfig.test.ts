import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOCS } from '../../server/config';

/** The README's configuration table is the users' only map of the settings: keep it true to the code. */
describe('README configuration table', () => {
  const readme = readFileSync('README.md', 'utf8');
  // Only the Configuration section: other tables (the benchmarks' settings) name variables too.
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration')) ?? '';
  const rows = new Map(
    [...section.matchAll(/^\| `([A-Z0-9_]+)` \| (.+?) \| (.+?) \|$/gm)].map((m) => [
      m[1],
      { def: m[2], text: m[3] },
    ]),
  );

  it('lists every variable the server reads, with its default and description', () => {
    for (const variable of CONFIG_DOCS) {
      const row = rows.get(variable.name);
      expect(row, variable.name).toBeDefined();
      expect(row?.def).toBe(variable.default ? `\`${variable.default}\`` : '(empty)');
      expect(row?.text).toBe(variable.description);
    }
  });

  it('lists no variable the server does not read', () => {
    const known = new Set<string>(CONFIG_DOCS.map((variable) => variable.name));
    expect([...rows.keys()].filter((name) => !known.has(name ?? ''))).toEqual([]);
  });
});
