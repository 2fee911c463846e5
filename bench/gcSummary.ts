import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What bench/gcPauses.mjs noted of each server run in a folder (`BENCH_GC=<folder>`): the peak heap in use, and
 * for each kind of collection how many, their pauses' total and longest, and how many paused 20 ms or more.
 * `npx tsx bench/gcSummary.ts <folder>`.
 */
interface GcFile {
  peakHeapUsed: number;
  pauses: { kind: string; ms: number }[];
}

const folder = process.argv[2];
if (!folder) throw new Error('usage: npx tsx bench/gcSummary.ts <folder written with BENCH_GC>');
for (const name of readdirSync(folder).filter((n) => /^gc\.\d+\.json$/.test(n))) {
  const file = JSON.parse(readFileSync(join(folder, name), 'utf8')) as GcFile;
  console.log(`${name}: peak heap used ${(file.peakHeapUsed / 1024 / 1024).toFixed(0)} MB`);
  const kinds = [...new Set(file.pauses.map((p) => p.kind))];
  for (const kind of kinds) {
    const ms = file.pauses.filter((p) => p.kind === kind).map((p) => p.ms);
    const total = ms.reduce((sum, m) => sum + m, 0);
    console.log(
      `  ${kind}: ${ms.length}, ${total.toFixed(0)} ms in all, longest ${Math.max(...ms).toFixed(1)} ms, ` +
        `${ms.filter((m) => m >= 20).length} of 20 ms or more`,
    );
  }
}
