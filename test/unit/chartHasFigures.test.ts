import { describe, expect, it } from 'vitest';
import type { InsightView } from '../../src/domain/schemas/insight';
import { chartHasFigures } from '../../src/views/insight/chartHasFigures';

const view = (rows: Record<string, string | number | null>[], chartRows?: typeof rows): InsightView => ({
  filters: { from: '2026-11-01', to: '2026-11-30' },
  table: { columns: [], rows },
  chart: {
    type: 'pie',
    x: 'kind',
    series: ['alerts'],
    ...(chartRows ? { table: { columns: [], rows: chartRows } } : {}),
  },
  generatedAt: '2026-11-30T06:00:00Z',
});

describe('a chart with figures', () => {
  it('has a series value other than zero', () => {
    expect(
      chartHasFigures(
        view([
          { kind: 'halt', alerts: 0 },
          { kind: 'route', alerts: 2 },
        ]),
      ),
    ).toBe(true);
  });

  it('is none when every value is zero or missing, or there are no rows', () => {
    expect(
      chartHasFigures(
        view([
          { kind: 'halt', alerts: 0 },
          { kind: 'route', alerts: null },
        ]),
      ),
    ).toBe(false);
    expect(chartHasFigures(view([]))).toBe(false);
  });

  it("reads the chart's own rows when it has them, not the table's", () => {
    expect(chartHasFigures(view([{ kind: 'halt', alerts: 3 }], [{ kind: 'halt', alerts: 0 }]))).toBe(false);
  });

  it('counts only the series, not the other columns', () => {
    expect(chartHasFigures(view([{ kind: 'halt', alerts: 0, delayMinutes: 40 }]))).toBe(false);
  });
});
