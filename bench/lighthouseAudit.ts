import type { Result } from 'lighthouse';
import lighthouse from 'lighthouse';
import type { Page } from 'puppeteer-core';

/**
 * One Lighthouse run of `url` in `page` (a tab the caller opened and prepared, left on about:blank), with
 * Lighthouse's mobile defaults (a mid-range phone's screen, simulated slow 4G and 4× CPU slowdown),
 * performance only. Storage is not reset by Lighthouse: the caller prepares it (empty caches and workers, a
 * stored session or none). The report is returned even when Lighthouse failed (`runtimeError`): it is the
 * record of what went wrong. What Lighthouse gathered (its trace and DevTools log among it) is saved in
 * `artifactsDir` before it is audited, for the caller to keep when the load failed.
 */
export async function auditPage(url: string, page: Page, artifactsDir: string): Promise<Result> {
  const outcome = await lighthouse(
    url,
    {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      gatherMode: artifactsDir,
      auditMode: artifactsDir,
    },
    undefined,
    page,
  );
  if (!outcome) throw new Error(`Lighthouse gave no result for ${url}`);
  return outcome.lhr;
}

/** The figures a run is quoted by. */
export interface PageFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  transferKiB: number;
  requests: number;
}

const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

export function pageFigures(lhr: Result): PageFigures {
  const requests = lhr.audits['network-requests']?.details;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    transferKiB: numeric(lhr, 'total-byte-weight') / 1024,
    requests: requests && 'items' in requests ? requests.items.length : Number.NaN,
  };
}

type Item = Record<string, unknown>;

/** An item of an audit's table, as short as it can be said: the file (or kind of work) and what it costs. */
function describeItem(item: Item): string {
  const node = item.node as { selector?: string } | undefined;
  const value = item.value as { value?: unknown } | undefined;
  const what =
    typeof item.url === 'string' && item.url.startsWith('http')
      ? new URL(item.url).pathname
      : item.statistic
        ? `${item.statistic} ${value?.value ?? ''}`.trim()
        : String(item.url || item.groupLabel || node?.selector || 'page');
  const bytes = Number(item.wastedBytes ?? 0);
  const ms = Number(item.total ?? item.duration ?? item.wastedMs ?? 0);
  return bytes > 0
    ? `${what} ${Math.round(bytes / 1024)} KiB`
    : ms > 0
      ? `${what} ${Math.round(ms)} ms`
      : what;
}

const itemWeight = (item: Item) =>
  Number(item.wastedBytes ?? 0) || Number(item.total ?? item.duration ?? item.wastedMs ?? 0);

/**
 * What Lighthouse says would most improve the page: its opportunities and the diagnostics that carry metric
 * savings (main-thread work, JavaScript execution time for TBT), largest saving of LCP + FCP + TBT first, each
 * with its three heaviest items, e.g. "Reduce unused JavaScript: LCP −300 ms, FCP −450 ms, 44 KiB
 * (/assets/index-….js 44 KiB)".
 */
export function opportunities(lhr: Result, count: number): string[] {
  const found = Object.values(lhr.audits).flatMap((audit) => {
    if (audit.score === null || audit.score >= 0.9) return [];
    const savings = audit.metricSavings ?? {};
    const named = (['LCP', 'FCP', 'TBT', 'CLS'] as const).filter((metric) => (savings[metric] ?? 0) > 0);
    if (named.length === 0) return [];
    const weight = (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0);
    const details = audit.details;
    const rows = details && 'items' in details ? (details.items as Item[]) : [];
    const items = [...rows]
      .sort((a, b) => itemWeight(b) - itemWeight(a))
      .slice(0, 3)
      .map(describeItem);
    const bytes = details?.type === 'opportunity' ? (details.overallSavingsBytes ?? 0) : 0;
    const said = [
      ...named.map((metric) =>
        metric === 'CLS'
          ? `CLS −${savings.CLS!.toFixed(2)}`
          : `${metric} −${Math.round(savings[metric]!)} ms`,
      ),
      ...(bytes > 0 ? [`${Math.round(bytes / 1024)} KiB`] : []),
    ].join(', ');
    return [{ weight, text: `${audit.title}: ${said}${items.length ? ` (${items.join('; ')})` : ''}` }];
  });
  return found
    .sort((a, b) => b.weight - a.weight)
    .slice(0, count)
    .map((o) => o.text);
}
