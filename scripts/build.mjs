// The production build, in plain JavaScript so that `npm start` can run it before any TypeScript is compiled:
//   node scripts/build.mjs              builds the browser app (dist/public) and the server (dist/server)
//   node scripts/build.mjs --if-stale   builds only what is missing or older than its sources (npm start)
//   node scripts/build.mjs --if-stale --server-only   the server alone, if stale (npm run admin: no browser app)
// The server is bundled by esbuild into one ES module that node runs itself (no TypeScript compiler at start);
// the packages stay in node_modules, and the migrations are copied beside it, where server/db/open.ts finds them.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const SERVER_DIR = join(ROOT, 'dist', 'server');
const BROWSER_BUILT = join(ROOT, 'dist', 'public', 'index.html');

/** Newest modification time under a path (files only); 0 when it does not exist. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), 0);
}

const builtAt = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
const newestOf = (paths) => Math.max(...paths.map((path) => newestMtime(join(ROOT, path))));

/** True when dist/public is missing or older than the sources and the build's own code. */
export function browserBuildIsStale() {
  const sources = newestOf([
    'src',
    'index.html',
    'public',
    'vite.config.ts',
    'scripts/precompiledSchemas.ts',
    'scripts/deliveryAssets.ts',
    'scripts/bundleBudget.ts',
    'scripts/screenFiles.ts',
    'scripts/appShell.ts',
  ]);
  return sources > builtAt(BROWSER_BUILT);
}

/** True when dist/server is missing or older than the server's sources (it bundles src/ modules too). */
export function serverBuildIsStale() {
  const sources = newestOf([
    'server',
    'src',
    'scripts/admin.ts',
    'scripts/admin',
    'scripts/build.mjs',
    'package.json',
  ]);
  return sources > builtAt(join(SERVER_DIR, 'main.js'));
}

/** Runs `vite build` in the project root (dist/public, with the precompressed assets and dist/sourcemaps). */
export function buildBrowserApp({ quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const args = ['vite', 'build', ...(quiet ? ['--logLevel', 'error'] : [])];
    // A production build whoever asks, the browser suite's setup too (vitest sets NODE_ENV=test, with which
    // Vite would bundle React's development build: slower, heavier, and not what users get).
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn('npx', args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with code ${code}`)),
    );
  });
}

/**
 * Bundles server/main.ts into `outDir`/main.js, its threads' entries (sheetWorker.js, pgliteWorker.js) and the
 * operators' CLI (admin.js, from scripts/admin.ts) beside it (each
 * with a source map, never served), and copies the migrations next to them. `outDir` must sit inside the
 * project, so that the bundle's imports find node_modules.
 */
export async function buildServer({ outDir = SERVER_DIR } = {}) {
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    // The threads that read import files (server/imports/sheetThread.ts) and hold the embedded database
    // (server/db/pgliteThread.ts) load entry points of their own.
    entryPoints: {
      main: 'server/main.ts',
      sheetWorker: 'server/imports/sheetWorker.ts',
      pgliteWorker: 'server/db/pgliteWorker.ts',
      // Run by `npm run admin`: under tsx each command first compiled the server's modules it imports, seconds
      // before it did anything (and tens of seconds on a busy machine).
      admin: 'scripts/admin.ts',
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(join(ROOT, 'server', 'db', 'migrations'), join(outDir, 'migrations'), { recursive: true });
  return join(outDir, 'main.js');
}

async function main() {
  const ifStale = process.argv.includes('--if-stale');
  const serverOnly = process.argv.includes('--server-only');
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (!serverOnly && (!ifStale || browserBuildIsStale())) {
    if (ifStale) console.log('The browser app is missing or older than its sources; building it first…');
    await buildBrowserApp({ quiet: ifStale });
  }
  if (!ifStale || serverBuildIsStale()) {
    const main = await buildServer();
    console.log(`Server compiled to ${relative(ROOT, main)} (${seconds()}).`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
