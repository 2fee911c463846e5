import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

/**
 * Preloaded into a benchmark's server (`node --import`): notes every garbage collection of its main thread's
 * heap (its kind and pause) and the largest heap in use, sampled every TICK_MS, and writes them at exit as
 * `gc.<pid>.json` in GC_PAUSES_DIR. What a build holds on the event loop's heap, and what collecting it costs,
 * varies far less with the machine's load than the probe's wall-clock answers do.
 */
const TICK_MS = 5;
const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'markCompact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakCallbacks',
};
// The server's threads inherit the flag: only the event loop's own thread is watched.
const folder = isMainThread ? process.env.GC_PAUSES_DIR : undefined;
if (folder) {
  const pauses = [];
  let peakHeapUsed = 0;
  const sample = () => {
    peakHeapUsed = Math.max(peakHeapUsed, process.memoryUsage().heapUsed);
  };
  setInterval(sample, TICK_MS).unref();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      pauses.push({ kind: KINDS[entry.detail?.kind] ?? String(entry.detail?.kind), ms: entry.duration });
  }).observe({ entryTypes: ['gc'] });
  process.on('exit', () => {
    sample();
    writeFileSync(join(folder, `gc.${process.pid}.json`), JSON.stringify({ peakHeapUsed, pauses }));
  });
}
