import { spawn } from 'node:child_process';

/**
 * Starts `server/main.ts` as an operator would, with `env` over this process's, and answers how it exited and
 * what it printed: for the start-up refusals, which must stop the process before it listens. Passwords at
 * production's cost unless `env` says otherwise: a test run's cheap one is itself refused in production.
 */
export async function refusedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PASSWORD_HASH_COST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => server.on('exit', resolve));
  return { code, output };
}
