import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Writable } from 'node:stream';
import { browserBuildIsStale, buildBrowserApp } from '../../scripts/build.mjs';

/**
 * Runs the server (server/main.ts, or `entry`) as a separate process, as a user would, for the browser suite and the
 * benchmarks. The simulator is off unless asked for, so that the data a test reads stays still.
 */

export interface AppProcess {
  baseUrl: string;
  /** The server's process id: the benchmarks read its CPU time from /proc. */
  pid: number;
  /** Milliseconds from spawning until it answered. */
  startupMs: number;
  /** Sends SIGTERM, as an orchestrator would, and answers the exit code once the process has exited. */
  stop(): Promise<number | null>;
  /** Kills it at once (SIGKILL), as a power cut or the OOM killer would: no shutdown runs. */
  crash(): Promise<void>;
}

export interface AppProcessOptions {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  /** The entry point: server/main.ts (under tsx) when absent; a `.js` one, like the compiled server, runs on
   * node alone, as in production. */
  entry?: string;
  /** Where the server's stdout and stderr go; discarded when absent. */
  output?: Writable;
  timeoutMs?: number;
  /** The path that answers once it serves: `/` (the browser app, built first when stale) unless given. */
  readyPath?: string;
  /** Node's own flags before the entry point, e.g. `--cpu-prof` for a benchmark's profile. */
  nodeArgs?: string[];
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

async function waitUntilServing(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const ok = await fetch(url).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  // A server that only serves the API need not wait for the browser app's build.
  if (!options.readyPath && browserBuildIsStale()) await buildBrowserApp({ quiet: true });
  const port = options.port ?? (await freePort());
  const started = performance.now();
  const server = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      ...(options.entry?.endsWith('.js') ? [] : ['--import', 'tsx']),
      options.entry ?? 'server/main.ts',
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        SIM_VEHICLES: '0',
        ...options.env,
      },
      stdio: ['ignore', options.output ? 'pipe' : 'ignore', options.output ? 'pipe' : 'ignore'],
    },
  );
  if (options.output) {
    server.stdout?.pipe(options.output, { end: false });
    server.stderr?.pipe(options.output, { end: false });
  }
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const end = async (signal: NodeJS.Signals) => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    return exited;
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${baseUrl}${options.readyPath ?? '/'}`, server, options.timeoutMs ?? 170_000);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    pid: server.pid!,
    startupMs: performance.now() - started,
    stop: () => end('SIGTERM'),
    crash: async () => void (await end('SIGKILL')),
  };
}

/**
 * Starts a server with its output in `logPath`, closed when it stops; a server that fails to start fails with
 * what it printed.
 */
export async function startLoggedAppProcess(
  logPath: string,
  options: Omit<AppProcessOptions, 'output'>,
): Promise<AppProcess> {
  const output = createWriteStream(logPath);
  const app = await startAppProcess({ ...options, output }).catch((error: Error) => {
    const printed = readFileSync(logPath, 'utf8');
    output.end();
    throw new Error(`${error.message}\n--- server output ---\n${printed}`);
  });
  return {
    ...app,
    stop: () => app.stop().finally(() => output.end()),
    crash: () => app.crash().finally(() => output.end()),
  };
}
