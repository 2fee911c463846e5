import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding the project's package.json, found upwards from this module: from server/ when the
 * sources run under tsx, from dist/server/ when the compiled bundle runs, so a path built on it (dist/public)
 * means the same in both.
 */
export function projectRoot(from: string = fileURLToPath(import.meta.url)): string {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}
