import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enFirst } from '../../src/i18n/englishFirst';

/**
 * The first screens (sign-in, the signed-in frame, the dashboard) start with only the first part of their
 * reader's texts (loadCatalogue.ts): a text of a later area used by any module they load up front, or beside
 * the frame, would show as its key. This walks the static imports from those screens and names each such use.
 */

const ENTRIES = [
  'src/main.tsx',
  'src/app/RouterView.tsx',
  'src/views/layout/MainLayout.tsx',
  'src/views/dashboard/DashboardPage.tsx',
  'src/views/auth/LoginPage.tsx',
  // Fetched beside the frame, without the later texts: the header's fields, menu and panel, the dialogs' hosts.
  'src/views/layout/DateFilter.tsx',
  'src/views/layout/PlantSelect.tsx',
  'src/views/layout/ProfileMenuList.tsx',
  'src/views/notifications/BellPanel.tsx',
  'src/views/notifications/NewsDialog.tsx',
  'src/app/PopupHosts.tsx',
];

const resolve = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith('.')) return null;
  const base = normalize(join(dirname(from), specifier));
  return ['.tsx', '.ts', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find(existsSync) ?? null;
};

/** Every module the entries import statically (not `import()`, not `import type`). */
function loadedUpFront(): string[] {
  const seen = new Set<string>();
  const pending = [...ENTRIES];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)(?! type)\s[^;]*?from\s+'([^']+)'/gm)) {
      const next = resolve(file, specifier!);
      if (next) pending.push(next);
    }
  }
  return [...seen];
}

describe('the first screens’ texts', () => {
  it('are all in the part the app holds before its first screen', () => {
    const first = new Set(Object.keys(enFirst));
    const modules = loadedUpFront();
    expect(modules.length).toBeGreaterThan(100);
    const later = modules.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*['`]([a-zA-Z]+)\./g)]
        .map(([, area]) => area!)
        .filter((area) => !first.has(area))
        .map((area) => `${file}: ${area}`),
    );
    expect(later).toEqual([]);
  });
});
