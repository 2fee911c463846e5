import { mkdirSync, writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { type CallFrame, callSiteTotals } from './callSites';

/** One function's share of a CPU profile: where the board's main thread spends its time. */
export interface HotFunction {
  name: string;
  where: string;
  selfMs: number;
}

/** A V8 CPU profile, as the DevTools protocol and `node --cpu-prof` write it. */
export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  startTime: number;
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
  const selfUs = callSiteTotals();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    if (frame) selfUs.add(frame, profile.timeDeltas[i] ?? 0);
  });
  return selfUs
    .largest(count)
    .map(({ name, where, amount }) => ({ name, where, selfMs: Math.round(amount / 1000) }));
}
