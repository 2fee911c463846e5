import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Figure } from './report';
import { report } from './report';

/**
 * Runs every bench/*.bench.ts, or the one the first argument names (`board`: board.bench.ts), or else those
 * whose name contains it.
 */
type Bench = { title: string; run: () => Promise<Figure[]> };

const only = process.argv[2];
const benches = readdirSync('bench')
  .filter((name) => name.endsWith('.bench.ts'))
  .sort();
// `board` alone, not dashboard.bench.ts too.
const named = benches.filter((name) => name === `${only}.bench.ts`);
const files = named.length > 0 ? named : benches.filter((name) => !only || name.includes(only));

for (const file of files) {
  const bench = (await import(pathToFileURL(join(process.cwd(), 'bench', file)).href)) as Bench;
  console.log(`running ${file}…`);
  const figures = await bench.run();
  // The BENCH_* settings change what is measured, so they belong to the recorded command.
  const settings = Object.entries(process.env)
    .filter(([name]) => name.startsWith('BENCH_'))
    .map(([name, value]) => `${name}=${value} `)
    .join('');
  report(bench.title, `${settings}npm run bench${only ? ` ${only}` : ''} (${file})`, figures);
}
