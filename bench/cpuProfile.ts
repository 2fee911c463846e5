import { mkdirSync, writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';

/** One function's share of a CPU profile: where the board's main thread spends its time. */
export interface HotFunction {
  name: string;
  where: string;
  selfMs: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Samples the page's main thread through the DevTools protocol (the same profiler as the Performance panel)
 * until `stop` is called; the profile is saved for DevTools and its hottest functions are returned.
 */
export async function startCpuProfile(page: Page): Promise<{ stop(file: string): Promise<HotFunction[]> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return {
    stop: async (file) => {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      await cdp.detach();
      mkdirSync('.tmp', { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
      return hottest(profile);
    },
  };
}

function hottest(profile: Profile, count = 25): HotFunction[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<string, { name: string; where: string; us: number }>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) return;
    const where = `${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    const name = frame.functionName || '(anonymous)';
    const key = `${name}@${where}`;
    const entry = selfUs.get(key) ?? { name, where, us: 0 };
    entry.us += profile.timeDeltas[i] ?? 0;
    selfUs.set(key, entry);
  });
  return [...selfUs.values()]
    .sort((a, b) => b.us - a.us)
    .slice(0, count)
    .map(({ name, where, us }) => ({ name, where, selfMs: Math.round(us / 1000) }));
}
