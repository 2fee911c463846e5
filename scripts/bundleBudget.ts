import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';
import { screenFiles } from './screenFiles.ts';

const brotli = promisify(brotliCompress);

/** A first screen: the modules (source paths, from the project root) whose chunks it loads before it is usable. */
export interface ScreenBudget {
  name: string;
  /** Besides the entry: the lazily loaded modules the screen waits for (its page, its layout, its charts). */
  loads: string[];
  /** What it should weigh at most, JavaScript and CSS together, as the server sends them (brotli), in kB. */
  targetKB: number;
  /**
   * What it weighs today, give or take: the build fails above it, so the weight only goes down until it
   * meets the target (then the two are one).
   */
  ceilingKB: number;
}

export interface ScreenWeight {
  name: string;
  kB: number;
  targetKB: number;
  ceilingKB: number;
  files: { file: string; kB: number }[];
}

type OutputBundle = Rollup.OutputBundle;

/** What each screen loads before it is usable, compressed as served, against its budget. */
export async function weighScreens(bundle: OutputBundle, screens: ScreenBudget[]): Promise<ScreenWeight[]> {
  const compressed = new Map<string, Promise<number>>();
  const sizeOf = (file: string) => {
    let size = compressed.get(file);
    if (!size) {
      const output = bundle[file];
      const source = output?.type === 'chunk' ? output.code : (output?.source ?? '');
      size = brotli(Buffer.from(source), {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).then((packed) => packed.length);
      compressed.set(file, size);
    }
    return size;
  };
  return Promise.all(
    screens.map(async (screen) => {
      const files = screenFiles(bundle, screen.loads, screen.name);
      const weighed = await Promise.all(
        [...files].map(async (file) => ({ file, kB: (await sizeOf(file)) / 1000 })),
      );
      weighed.sort((a, b) => b.kB - a.kB);
      const kB = weighed.reduce((sum, file) => sum + file.kB, 0);
      return {
        name: screen.name,
        kB,
        targetKB: screen.targetKB,
        ceilingKB: screen.ceilingKB,
        files: weighed,
      };
    }),
  );
}

const line = (weight: ScreenWeight) =>
  `${weight.name.padEnd(12)} ${weight.kB.toFixed(1).padStart(7)} kB (target ${weight.targetKB} kB, ceiling ${weight.ceilingKB} kB; brotli, ${weight.files.length} files)`;

const listing = (weight: ScreenWeight) =>
  [line(weight), ...weight.files.map((file) => `  ${file.kB.toFixed(1).padStart(7)} kB  ${file.file}`)].join(
    '\n',
  );

/**
 * Weighs what the first screens load before they are usable, prints it, and fails the build when one passes
 * its ceiling, so that a phone on 4G keeps starting fast: a heavy import lands in a lazy chunk or not at all.
 */
export function bundleBudget(screens: ScreenBudget[]): Plugin {
  // A build with `--minify false` is read in a profiler, never shipped: weighed and printed, not failed.
  let shipped = true;
  return {
    name: 'bundle-budget',
    apply: 'build',
    configResolved(config) {
      shipped = config.build.minify !== false;
    },
    async generateBundle(_options, bundle) {
      const weights = await weighScreens(bundle, screens);
      for (const weight of weights) this.info(line(weight));
      const over = weights.filter((weight) => weight.kB > weight.ceilingKB);
      if (over.length > 0 && shipped) this.error(`over the ceiling:\n${over.map(listing).join('\n')}`);
    },
  };
}
