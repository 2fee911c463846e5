import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The code of a worker thread's entry when the server runs from its sources (tsx, Vitest): the entry bundled by
 * esbuild, as the production build bundles it (scripts/build.mjs), once per process and entry.
 */
const bundledFromSources = new Map<string, Promise<string>>();

async function bundledEntry(source: string): Promise<string> {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20.19',
    write: false,
    logLevel: 'warning',
  });
  return outputFiles[0]!.text;
}

/**
 * Starts the worker thread whose entry is `name`.ts beside `here` (the calling module's `import.meta.url`): from
 * the production build, its bundled `name`.js beside the server's (scripts/build.mjs); from the sources, its
 * bundle evaluated.
 */
export async function startWorkerEntry(
  here: string,
  name: string,
  options: WorkerOptions = {},
): Promise<Worker> {
  if (!here.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, here), options);
  const source = fileURLToPath(new URL(`./${name}.ts`, here));
  let code = bundledFromSources.get(source);
  if (!code) {
    code = bundledEntry(source);
    bundledFromSources.set(source, code);
  }
  return new Worker(await code, { ...options, eval: true });
}
