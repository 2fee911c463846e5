import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';

/** Time the page's main thread spent in one kind of work (script, style, layout, paint, WebGL, GC…). */
export interface TraceShare {
  event: string;
  selfMs: number;
  count: number;
}

/** An interaction the trace saw (Event Timing), with the main thread's CPU time within it. */
export interface TracedInteraction {
  durationMs: number;
  /**
   * CPU time of the renderer's main thread from the input to the end of the first frame it drew after the
   * interaction's last event: what loaded cores stretch least. Work queued after that frame (a dialog's body)
   * does not count, though on a loaded host it may run before the frame reaches the screen.
   */
  cpuMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the span: not the time it waited for a core or was held by CPU throttling. */
  tdur?: number;
  id?: string;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { interactionId?: number } };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'v8',
  'gpu',
  'cc',
].join(',');

/**
 * Records a Chromium trace of the page (what the Performance panel records) and sums the renderer main thread's
 * self time per event name: the CPU profile's "(program)" split into style, layout, paint, compositing and
 * WebGL calls. The raw trace is saved for chrome://tracing or the Performance panel.
 */
export async function startMainThreadTrace(
  browser: Browser,
  page: Page,
): Promise<{
  stop(file: string): Promise<TraceShare[]>;
  /** Stops, and gives the interactions within the trace in the order they began. */
  stopInteractions(file: string): Promise<TracedInteraction[]>;
}> {
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  const events = async (file: string) => {
    const buffer = await browser.stopTracing();
    mkdirSync('.tmp', { recursive: true });
    writeFileSync(file, buffer);
    return (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  };
  return {
    stop: async (file) => selfTimes(await events(file)),
    stopInteractions: async (file) => interactions(await events(file)),
  };
}

/**
 * The renderer main thread of a trace: the busiest of them (a navigation may move the page to a new renderer,
 * leaving the first one's thread in the trace too), or undefined when it has none.
 */
function rendererMain(events: readonly TraceEvent[]): TraceEvent | undefined {
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X' && e.name === 'RunTask')
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const busyness = (e: TraceEvent) => busy.get(`${e.pid}:${e.tid}`) ?? 0;
  return mains.sort((a, b) => busyness(b) - busyness(a))[0];
}

/**
 * Each interaction's span (from the input to the paint after it, as Event Timing gives it: the longest of its
 * events) and the thread time of the main thread's tasks from its start to the end of the main thread's first
 * frame after its last event, a task partly within that counted by the part.
 */
function interactions(events: readonly TraceEvent[]): TracedInteraction[] {
  const main = rendererMain(events);
  if (!main) return [];
  const starts = new Map<string, { ts: number; interactionId: number }>();
  const spans = new Map<number, { from: number; to: number }>();
  for (const e of events) {
    if (e.name !== 'EventTiming' || e.id === undefined) continue;
    if (e.ph === 'b') starts.set(e.id, { ts: e.ts, interactionId: e.args?.data?.interactionId ?? 0 });
    if (e.ph !== 'e') continue;
    const start = starts.get(e.id);
    if (!start?.interactionId) continue;
    const span = spans.get(start.interactionId) ?? { from: start.ts, to: e.ts };
    spans.set(start.interactionId, { from: Math.min(span.from, start.ts), to: Math.max(span.to, e.ts) });
  }
  const onMain = (name: string) =>
    events.filter(
      (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === name && e.dur,
    );
  const tasks = onMain('RunTask');
  const dispatches = onMain('EventDispatch');
  const frames = onMain('ProxyMain::BeginMainFrame');
  return [...spans.values()]
    .sort((a, b) => a.from - b.from)
    .map(({ from, to }) => {
      const lastEvent = Math.max(
        from,
        ...dispatches.filter((e) => e.ts >= from && e.ts < to).map((e) => e.ts + e.dur!),
      );
      const frame = frames.find((e) => e.ts >= lastEvent);
      const until = frame ? Math.min(to, frame.ts + frame.dur!) : to;
      let cpuUs = 0;
      for (const task of tasks) {
        const overlap = Math.min(until, task.ts + task.dur!) - Math.max(from, task.ts);
        if (overlap > 0) cpuUs += ((task.tdur ?? 0) * overlap) / task.dur!;
      }
      return { durationMs: (to - from) / 1000, cpuMs: cpuUs / 1000 };
    });
}

/** The main thread's work in a saved trace: its busy time and its long tasks, as Lighthouse counts them. */
export interface MainThreadTasks {
  /** Time in top-level tasks (the thread busy), ms. */
  busyMs: number;
  /** The CPU time of those tasks, ms: the work itself, unslowed by throttling or other work on the host. */
  cpuMs: number;
  /** Tasks of 50 ms or more. */
  longTasks: number;
  /** Sum of each long task's time beyond 50 ms: total blocking time over the whole trace, unthrottled by FCP. */
  blockingMs: number;
  longestMs: number;
}

export function mainThreadTasks(file: string): MainThreadTasks {
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  const main = rendererMain(traceEvents);
  const tasks = traceEvents.filter(
    (e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X' && e.name === 'RunTask' && e.dur,
  );
  const cpuMs = tasks.reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0);
  const durations = tasks.map((e) => e.dur! / 1000);
  const long = durations.filter((ms) => ms >= 50);
  return {
    busyMs: Math.round(durations.reduce((sum, ms) => sum + ms, 0)),
    cpuMs: Math.round(cpuMs),
    longTasks: long.length,
    blockingMs: Math.round(long.reduce((sum, ms) => sum + ms - 50, 0)),
    longestMs: Math.round(Math.max(0, ...durations)),
  };
}

function selfTimes(events: readonly TraceEvent[], count = 25): TraceShare[] {
  const main = rendererMain(events);
  if (!main) return [];
  const spans = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, TraceShare>();
  // A span's self time is its duration less its children's; spans nest properly on one thread.
  const stack: { event: TraceEvent; end: number; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      const share = totals.get(done.event.name) ?? { event: done.event.name, selfMs: 0, count: 0 };
      share.selfMs += (done.event.dur! - done.children) / 1000;
      share.count += 1;
      totals.set(done.event.name, share);
      if (stack.length > 0) stack.at(-1)!.children += done.event.dur!;
    }
  };
  for (const event of spans) {
    close(event.ts);
    stack.push({ event, end: event.ts + event.dur!, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return [...totals.values()]
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, count)
    .map((share) => ({ ...share, selfMs: Math.round(share.selfMs) }));
}
