import { mkdirSync, writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { type CallFrame, callSiteTotals } from './callSites';

/** One function's share of what the page allocated: where its garbage comes from. */
export interface Allocator {
  name: string;
  where: string;
  mb: number;
}

interface SamplingNode {
  callFrame: CallFrame;
  selfSize: number;
  children: SamplingNode[];
}

/**
 * Samples the page's allocations through the DevTools protocol (the Memory panel's "allocation sampling"),
 * counting objects the collector has already freed, so the total is what the page allocated, not what it kept.
 * Garbage is what makes the collector run and, under software rendering, what starves the GPU process.
 */
export async function startHeapProfile(page: Page): Promise<{
  stop(file: string): Promise<{ totalMb: number; allocators: Allocator[] }>;
}> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: 16_384,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  return {
    stop: async (file) => {
      const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as unknown as {
        profile: { head: SamplingNode };
      };
      await cdp.detach();
      mkdirSync('.tmp', { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
      return largest(profile.head);
    },
  };
}

function largest(head: SamplingNode, count = 15): { totalMb: number; allocators: Allocator[] } {
  const bytes = callSiteTotals();
  let total = 0;
  const visit = (node: SamplingNode) => {
    total += node.selfSize;
    bytes.add(node.callFrame, node.selfSize);
    for (const child of node.children) visit(child);
  };
  visit(head);
  const mb = (value: number) => Math.round(value / 1e5) / 10;
  const allocators = bytes.largest(count).map(({ name, where, amount }) => ({ name, where, mb: mb(amount) }));
  return { totalMb: mb(total), allocators };
}
