import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text formats worth compressing; images, fonts in woff2 and the like are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm|ttf|otf)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli at its best quality) and `file.gz` beside every compressible file of `dir`, once at
 * build time, so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
 * each request. A copy that would not be smaller is not written.
 */
export async function precompress(dir: string): Promise<string[]> {
  const written: string[] = [];
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [suffix, copy] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (copy.length >= content.length) continue;
        await writeFile(file + suffix, copy);
        written.push(file + suffix);
      }
    }),
  );
  return written;
}

/**
 * Moves every source map out of the served folder into `to` (same relative paths), where an error report can
 * still read them: the public gets the minified code only. The build writes them `hidden` (no
 * sourceMappingURL), so no browser asks for them either.
 */
export async function moveSourceMaps(from: string, to: string): Promise<number> {
  const maps = (await filesUnder(from)).filter((file) => file.endsWith('.map'));
  for (const map of maps) {
    const target = join(to, relative(from, map));
    await mkdir(dirname(target), { recursive: true });
    await rename(map, target);
  }
  return maps.length;
}

/**
 * The build's last step for delivery: source maps out of the served folder, then the compressed copies of
 * what is left. `sourcemapsDir`, from the project root, holds the maps of the latest build only.
 */
export function deliveryAssets(options: { sourcemapsDir: string }): Plugin {
  let outDir = '';
  let sourcemapsDir = '';
  return {
    name: 'delivery-assets',
    apply: 'build',
    configResolved: (config) => {
      outDir = join(config.root, config.build.outDir);
      sourcemapsDir = join(config.root, options.sourcemapsDir);
    },
    async closeBundle() {
      if (!(await stat(outDir).catch(() => null))) return;
      await rm(sourcemapsDir, { recursive: true, force: true });
      await moveSourceMaps(outDir, sourcemapsDir);
      await precompress(outDir);
    },
  };
}
