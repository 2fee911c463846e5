import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startAppProcess } from '../test/support/appProcess';
import { type Figure, median } from './report';

/**
 * Start-up time of `npm start`'s entry point (until `/` answers) on an empty data folder (migrations + seed)
 * and on an already seeded one, and the gzip size of the JavaScript the first page loads.
 */
export const title = 'Start-up and initial bundle';

const RUNS = 3;

async function timeStart(dataDir: string): Promise<number> {
  const app = await startAppProcess({ dataDir, env: { LOG_LEVEL: 'warn' } });
  await app.stop();
  return app.startupMs;
}

function initialJsGzipBytes(): number {
  const html = readFileSync('dist/public/index.html', 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return scripts.reduce((sum, path) => sum + gzipSync(readFileSync(join('dist/public', path))).length, 0);
}

export async function run(): Promise<Figure[]> {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-bench-'));
    cold.push(await timeStart(dataDir));
    warm.push(await timeStart(dataDir));
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
