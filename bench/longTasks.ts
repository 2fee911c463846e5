import { readFileSync } from 'node:fs';
import { type CallFrame, callSiteTotals } from './callSites';
import type { Profile } from './cpuProfile';

/**
 * What held a server's event loop: for each stall bench/eventLoopStalls.mjs noted (the loop held 20 ms or
 * longer; importLiveness.bench.ts with BENCH_CPU_PROF), the V8 CPU profile's samples of the main thread within it
 * (`node --cpu-prof`): its length, when it began, and the functions it spent its time in (self time, and the
 * server's own functions below them by total time).
 *
 *   npx tsx bench/longTasks.ts <main thread's .cpuprofile> <stalls.PID.json> [shortest ms, 20] [stalls, 15]
 */

interface Stall {
  fromUs: number;
  toUs: number;
}

interface Stretch {
  startUs: number;
  us: number;
  samples: { node: number; us: number }[];
}

/** The time of a stretch the thread spent working: its samples but the idle ones (V8 names them "(idle)"). */
function busyUs(profile: Profile, stretch: Stretch): number {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  return stretch.samples.reduce((sum, { node, us }) => sum + (idle.has(node) ? 0 : us), 0);
}

/** The profile's samples within each stall of `shortestMs` or more, longest first. */
export function stalledStretches(profile: Profile, stalls: readonly Stall[], shortestMs: number): Stretch[] {
  const times: number[] = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) {
    at += delta;
    times.push(at);
  }
  return (
    stalls
      .filter((stall) => stall.toUs - stall.fromUs >= shortestMs * 1000)
      .map((stall) => {
        const samples = profile.samples.flatMap((node, i) => {
          const time = times[i]!;
          if (time < stall.fromUs || time > stall.toUs) return [];
          // A sample stands for the time until the next one.
          return [{ node, us: (times[i + 1] ?? time) - time }];
        });
        return { startUs: stall.fromUs - profile.startTime, us: stall.toUs - stall.fromUs, samples };
      })
      // A stall the thread spent idle is the machine's (it waited for a core after its wait), not the code's. A
      // working one may be the machine's too: a thread taken off its core mid-function is sampled there on
      // its return, as if that function had run all the while.
      .filter((stretch) => busyUs(profile, stretch) >= shortestMs * 1000)
      .sort((a, b) => b.us - a.us)
  );
}

/** The stack of a node, its root first. */
function stacks(profile: Profile): Map<number, CallFrame[]> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const all = new Map<number, CallFrame[]>();
  for (const node of profile.nodes) {
    const stack: CallFrame[] = [];
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id))
      stack.unshift(byId.get(id)!.callFrame);
    all.set(node.id, stack);
  }
  return all;
}

/** The server's own code, not a dependency's: its source under server/ or src/, or its bundle's main.js. */
const ours = (frame: CallFrame) =>
  /\/(server|src)\/|\/main\.js$|Worker\.js$/.test(frame.url) && !frame.url.includes('node_modules');

function describe(profile: Profile, stretch: Stretch, stackOf: Map<number, CallFrame[]>) {
  const self = callSiteTotals();
  const total = callSiteTotals();
  for (const { node, us } of stretch.samples) {
    const stack = stackOf.get(node) ?? [];
    const leaf = stack.at(-1);
    if (leaf) self.add(leaf, us);
    // Each of our functions once per sample, however deep its recursion.
    const seen = new Set<string>();
    for (const frame of stack.filter(ours)) {
      const key = `${frame.functionName}@${frame.url}:${frame.lineNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.add(frame, us);
    }
  }
  const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;
  const line = ({ name, where, amount }: { name: string; where: string; amount: number }) =>
    `      ${ms(amount).padStart(9)}  ${name} ${where}`;
  return [
    `${ms(stretch.us)} held from ${(stretch.startUs / 1e6).toFixed(2)} s, ${ms(busyUs(profile, stretch))} of it working`,
    '    self:',
    ...self.largest(6).map(line),
    '    the server’s own functions, total:',
    ...total.largest(8).map(line),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, stallFile, shortest = '20', count = '15'] = process.argv.slice(2);
  if (!file || !stallFile)
    throw new Error(
      'usage: npx tsx bench/longTasks.ts <file.cpuprofile> <stalls.json> [shortest ms] [stalls]',
    );
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const stalls = JSON.parse(readFileSync(stallFile, 'utf8')) as Stall[];
  const stretches = stalledStretches(profile, stalls, Number(shortest));
  const stackOf = stacks(profile);
  const sum = stretches.reduce((s, x) => s + x.us, 0);
  console.log(
    `${stretches.length} stalls of ${shortest} ms or more working, ${(sum / 1000).toFixed(0)} ms in all`,
  );
  for (const stretch of stretches.slice(0, Number(count))) console.log(describe(profile, stretch, stackOf));
}
