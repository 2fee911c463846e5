import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * Preloaded into a benchmark's server (`node --import`) beside `--cpu-prof`: notes each time its event loop was
 * held STALL_MS or longer, as a timer that should fire every TICK_MS finds out, in the CPU profile's clock
 * (microseconds of the monotonic clock), and writes them at exit beside the profiles, for bench/longTasks.ts
 * to tell what the thread did meanwhile. A busy thread that lets the loop turn is no stall.
 */
const TICK_MS = 5;
const STALL_MS = 20;
// The server's threads inherit the flag: only the event loop's own thread is watched.
const folder = isMainThread ? process.env.EVENT_LOOP_STALLS_DIR : undefined;
const microseconds = () => Number(process.hrtime.bigint() / 1000n);
const stalls = [];
if (folder) {
  let last = microseconds();
  setInterval(() => {
    const now = microseconds();
    if (now - last >= STALL_MS * 1000) stalls.push({ fromUs: last, toUs: now });
    last = now;
  }, TICK_MS).unref();
  process.on('exit', () => writeFileSync(join(folder, `stalls.${process.pid}.json`), JSON.stringify(stalls)));
}
