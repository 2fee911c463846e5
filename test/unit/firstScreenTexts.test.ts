import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enFirst } from '../../src/i18n/englishFirst';
import { enFrame } from '../../src/i18n/englishFrame';

/**
 * The first screens start with only a part of their reader's texts (loadCatalogue.ts): sign-in with the first,
 * the signed-in frame and the dashboard with the frame's beside it. A text of another area used by any module
 * they load up front, or beside them, would show as its key. This walks the static imports from those screens
 * and names each such use.
 */

const SIGN_IN = [
  'src/main.tsx',
  'src/app/RouterView.tsx',
  'src/views/auth/LoginPage.tsx',
  // Fetched once the first screen is shown (firstScreen.ts): the offline notice, the dialogs' hosts.
  'src/views/components/OfflineNotice.tsx',
  'src/app/PopupHosts.tsx',
];

const FRAME = [
  ...SIGN_IN,
  'src/views/layout/MainLayout.tsx',
  'src/views/dashboard/DashboardPage.tsx',
  // Fetched beside the frame, without the later texts: the header's fields, menu and panel, the news dialog.
  'src/views/layout/DateFilter.tsx',
  'src/views/layout/PlantSelect.tsx',
  'src/views/layout/ProfileMenuList.tsx',
  'src/views/notifications/BellPanel.tsx',
  'src/views/notifications/NewsDialog.tsx',
];

const resolve = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith('.')) return null;
  const base = normalize(join(dirname(from), specifier));
  return ['.tsx', '.ts', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find(existsSync) ?? null;
};

/** Every module the entries import statically (not `import()`, not `import type`). */
function loadedUpFront(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...entries];
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

/** The uses, by the modules `entries` load up front, of an area outside `held`, as `file: area`. */
const outside = (entries: readonly string[], held: Set<string>): string[] =>
  loadedUpFront(entries).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*['`]([a-zA-Z]+)\./g)]
      .map(([, area]) => area!)
      .filter((area) => !held.has(area))
      .map((area) => `${file}: ${area}`),
  );

describe('the first screens’ texts', () => {
  it('of sign-in are all in the part the app holds before its first screen', () => {
    expect(loadedUpFront(SIGN_IN).length).toBeGreaterThan(50);
    expect(outside(SIGN_IN, new Set(Object.keys(enFirst)))).toEqual([]);
  });

  it('of the frame and the dashboard are all in that part or the one the frame brings', () => {
    expect(loadedUpFront(FRAME).length).toBeGreaterThan(100);
    expect(outside(FRAME, new Set([...Object.keys(enFirst), ...Object.keys(enFrame)]))).toEqual([]);
  });
});
