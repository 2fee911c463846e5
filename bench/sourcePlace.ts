import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';

const SOURCEMAPS = 'dist/sourcemaps/assets';
const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    const path = join(SOURCEMAPS, `${file}.map`);
    maps.set(file, existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  return maps.get(file) ?? null;
}

/**
 * Where a place in the browser build (a profile's "file:line:column", one-based) was written: the source file,
 * line and name the build's source map gives it, as the DevTools show a minified profile with its map. Empty
 * when the file has no map (the browser's own code, a worker).
 */
export function sourcePlace(where: string): string {
  const [file, line, column] = where.split(':');
  const map = file ? mapOf(file) : null;
  if (!map) return '';
  const entry = map.findEntry(Number(line) - 1, Number(column) - 1) as {
    originalSource?: string;
    originalLine?: number;
    name?: string;
  };
  if (!entry.originalSource) return '';
  const source = entry.originalSource.replace(/^.*?(node_modules|src)\//, '$1/');
  return `${source}:${(entry.originalLine ?? 0) + 1}${entry.name ? ` ${entry.name}` : ''}`;
}
