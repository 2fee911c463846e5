import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Newest modification time under a folder (files only). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), 0);
}

/** True when dist/ is missing or older than the sources it is built from. */
export function browserBuildIsStale(): boolean {
  const built = join(ROOT, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = Math.max(
    newestMtime(join(ROOT, 'src')),
    newestMtime(join(ROOT, 'index.html')),
    newestMtime(join(ROOT, 'public')),
    // The build's own code: the config and the plugin that writes the precompiled schema parsers.
    newestMtime(join(ROOT, 'vite.config.ts')),
    newestMtime(join(ROOT, 'scripts', 'precompiledSchemas.ts')),
  );
  return sources > builtAt;
}

/** Runs `vite build` in the project root; only its errors reach the terminal, the start banner follows. */
export function buildBrowserApp(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with code ${code}`)),
    );
  });
}
