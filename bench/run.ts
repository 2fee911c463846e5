import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Figure } from './report';
import { report } from './report';

/** Runs every bench/*.bench.ts, or those whose name contains the first argument. */
type Bench = { title: string; run: () => Promise<Figure[]> };

const only = process.argv[2];
const files = readdirSync('bench')
  .filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only)))
  .sort();

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
