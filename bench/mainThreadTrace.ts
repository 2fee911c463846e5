import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';

/** Time the page's main thread spent in one kind of work (script, style, layout, paint, WebGL, GC…). */
export interface TraceShare {
  event: string;
  selfMs: number;
  count: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
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
): Promise<{ stop(file: string): Promise<TraceShare[]> }> {
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  return {
    stop: async (file) => {
      const buffer = await browser.stopTracing();
      mkdirSync('.tmp', { recursive: true });
      writeFileSync(file, buffer);
      const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
      return selfTimes(traceEvents);
    },
  };
}

function selfTimes(events: readonly TraceEvent[], count = 25): TraceShare[] {
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
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
