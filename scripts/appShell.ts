import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { screenFiles } from './screenFiles.ts';

/** Where public/service-worker.js says "no shell" (development): the build writes the shell in its place. */
const PLACEHOLDER = 'const SHELL = null;';

export interface AppShellOptions {
  /** The service worker, as copied from public/ into the output folder. */
  worker: string;
  /** The web app manifest in the output folder: it and the icons it names are kept for offline starts. */
  manifest: string;
  /** Besides the entry: the lazily loaded modules (source paths) the first screens wait for. */
  loads: string[];
  /** Built assets kept whatever screen uses them (the fonts a screen's CSS asks for only once drawn). */
  alsoAssets: RegExp;
}

/** The shell the worker caches: its files (absolute paths) and the version its cache is named after. */
export interface Shell {
  version: string;
  files: string[];
}

/** The worker's source with `shell` written in where it says "no shell". */
export function workerWithShell(source: string, shell: Shell): string {
  if (!source.includes(PLACEHOLDER)) throw new Error(`the service worker lacks "${PLACEHOLDER}"`);
  return source.replace(PLACEHOLDER, `const SHELL = ${JSON.stringify(shell)};`);
}

/**
 * What an installed app needs to open without a connection: index.html (as `/`, the page every address is),
 * the first screens' chunks, the fonts, the manifest and its icons. Absolute paths, sorted.
 */
async function shellFiles(
  outDir: string,
  options: AppShellOptions,
  bundle: Parameters<typeof screenFiles>[0],
) {
  const manifest = JSON.parse(await readFile(join(outDir, options.manifest), 'utf8')) as {
    icons?: { src: string }[];
  };
  const assets = [
    ...screenFiles(bundle, options.loads),
    ...Object.keys(bundle).filter((file) => options.alsoAssets.test(file)),
  ];
  const files = new Set([
    '/',
    `/${options.manifest}`,
    ...(manifest.icons ?? []).map((icon) => icon.src),
    ...assets.map((file) => `/${file}`),
  ]);
  return [...files].sort();
}

/**
 * Writes the shell into the built service worker (public/service-worker.js): the files it caches on install
 * and a version named after them and index.html, so that every build that changes what users get is a new
 * worker, which replaces the old one and its cache. Runs before deliveryAssets compresses the folder.
 */
export function appShell(options: AppShellOptions): Plugin {
  let outDir = '';
  return {
    name: 'app-shell',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_output, bundle) {
      const files = await shellFiles(outDir, options, bundle);
      const page = await readFile(join(outDir, 'index.html'));
      const version = createHash('sha256')
        .update(JSON.stringify(files))
        .update(page)
        .digest('hex')
        .slice(0, 12);
      const path = join(outDir, options.worker);
      await writeFile(path, workerWithShell(await readFile(path, 'utf8'), { version, files }));
      this.info(`service worker shell ${version}: ${files.length} files`);
    },
  };
}
