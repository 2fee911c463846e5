import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Figure, median } from './report';

/**
 * Start-up time of `npm start`'s entry point (until `/` answers) on an empty data folder (migrations + seed)
 * and on an already seeded one, and the gzip size of the JavaScript the first page loads.
 */
export const title = 'Start-up and initial bundle';

const RUNS = 3;

async function timeStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--build-if-needed'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SIM_VEHICLES: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

function initialJsGzipBytes(): number {
  const html = readFileSync('dist/index.html', 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return scripts.reduce((sum, path) => sum + gzipSync(readFileSync(join('dist', path))).length, 0);
}

export async function run(): Promise<Figure[]> {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-bench-'));
    cold.push(await timeStart(dataDir, 3900 + i));
    warm.push(await timeStart(dataDir, 3950 + i));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [
    {
      name: 'start-up, empty data folder (migrate + seed), median',
      value: Math.round(median(cold)),
      unit: 'ms',
      note: `${RUNS} runs: ${cold.map(Math.round).join(', ')}`,
    },
    {
      name: 'start-up, seeded data folder, median',
      value: Math.round(median(warm)),
      unit: 'ms',
      note: `${RUNS} runs: ${warm.map(Math.round).join(', ')}`,
    },
    {
      name: 'initial JavaScript, gzip',
      value: Math.round(initialJsGzipBytes() / 1024),
      unit: 'KiB',
      note: 'entry script and its modulepreloads',
    },
  ];
}
