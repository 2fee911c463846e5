import { describe, expect, it } from 'vitest';
import type { InsightView } from '../../src/domain/schemas/insight';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { formattersFor } from '../../src/i18n/format';
import { CHART_COLORS } from '../../src/views/insight/chartColors';
import { chartOption } from '../../src/views/insight/chartOption';
import {
  BAR_MAX_WIDTH,
  niceEnd,
  ringSlice,
  type ThumbnailShape,
  thumbnailShapes,
} from '../../src/views/insight/thumbnailGeometry';

/** A tile's thumbnail box: 300 × 120, drawn inside 4 px at the sides and bottom and 8 px at the top. */
const box = { width: 300, height: 120 };
const plot = { left: 4, top: 8, right: 296, bottom: 116 };

const viewOf = (
  chart: InsightView['chart'],
  columns: InsightView['table']['columns'],
  rows: InsightView['table']['rows'],
): InsightView => ({
  filters: { from: '2026-04-01', to: '2026-04-30' },
  generatedAt: '2026-04-30T04:00:00.000Z',
  table: { columns, rows },
  chart,
});

const ofKind = <K extends ThumbnailShape['kind']>(shapes: ThumbnailShape[], kind: K) =>
  shapes.filter((shape): shape is Extract<ThumbnailShape, { kind: K }> => shape.kind === kind);

/** Auction savings by month: two series of rupees, one month a loss. */
const savings = viewOf(
  { type: 'bar', x: 'month', series: ['ceiling', 'previous'] },
  [
    { key: 'month', kind: 'month' },
    { key: 'ceiling', kind: 'paise' },
    { key: 'previous', kind: 'paise' },
  ],
  [
    { month: '2026-02', ceiling: 800, previous: 400 },
    { month: '2026-03', ceiling: 1000, previous: -200 },
    { month: '2026-04', ceiling: null, previous: 0 },
  ],
);

describe('a thumbnail’s scale', () => {
  it('ends on a round step past the largest value, away from zero for losses', () => {
    expect(niceEnd(0)).toBe(0);
    expect(niceEnd(1000)).toBe(1000);
    expect(niceEnd(937)).toBe(1000);
    expect(niceEnd(92.5)).toBe(100);
    expect(niceEnd(23)).toBe(25);
    expect(niceEnd(-200)).toBe(-200);
    expect(niceEnd(-130)).toBe(-150);
    // A fifth of 710 is 142: rounded to a step of 100 (1.42 is nearer 1 than 2), the scale ends at 800.
    expect(niceEnd(710)).toBe(800);
  });
});

describe('a thumbnail’s bars', () => {
  it('stand side by side in their category from zero, up for gains and down for losses, in the series’ colours', () => {
    const shapes = thumbnailShapes(savings, box);
    const bars = ofKind(shapes, 'bar');
    // No bar for a missing or a zero value.
    expect(bars).toHaveLength(4);
    expect(bars.map((bar) => bar.color)).toEqual([
      CHART_COLORS[0],
      CHART_COLORS[0],
      CHART_COLORS[1],
      CHART_COLORS[1],
    ]);
    // The scale runs from −200 to 1000 over 108 px: zero sits 18 px above the bottom.
    const [baseline] = ofKind(shapes, 'baseline');
    expect(baseline).toMatchObject({ x1: plot.left, x2: plot.right, y1: 98, y2: 98 });
    const [feb, mar, febPrevious, marLoss] = bars;
    expect(mar).toMatchObject({ y: plot.top, height: 90 });
    expect(feb).toMatchObject({ y: 26, height: 72 });
    expect(febPrevious).toMatchObject({ y: 62, height: 36 });
    expect(marLoss).toMatchObject({ y: 98, height: 18 });
    // Every bar within the drawing, each category's pair in its own third.
    for (const bar of bars) {
      expect(bar.x).toBeGreaterThanOrEqual(plot.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(plot.right);
      expect(bar.width).toBeLessThanOrEqual(BAR_MAX_WIDTH);
    }
    expect((feb?.x ?? 0) + (feb?.width ?? 0)).toBeLessThan(febPrevious?.x ?? 0);
    expect(febPrevious?.x ?? 0).toBeLessThan(plot.left + 292 / 3);
  });

  it('are no wider than the full chart’s in a wide box of few categories, centred in it', () => {
    const one = viewOf(
      { type: 'bar', x: 'day', series: ['trips'] },
      [
        { key: 'day', kind: 'day' },
        { key: 'trips', kind: 'count' },
      ],
      [{ day: '2026-04-01', trips: 3 }],
    );
    const [bar] = ofKind(thumbnailShapes(one, box), 'bar');
    expect(bar?.width).toBe(BAR_MAX_WIDTH);
    expect((bar?.x ?? 0) + BAR_MAX_WIDTH / 2).toBe(150);
  });

  it('lie down for names, the first name on top, as the full chart lays them', () => {
    const byStatus = viewOf(
      { type: 'bar', x: 'status', series: ['inbound'] },
      [
        { key: 'status', kind: 'text' },
        { key: 'inbound', kind: 'count' },
      ],
      [
        { status: 'assigned', inbound: 10 },
        { status: 'in_transit', inbound: 5 },
      ],
    );
    const bars = ofKind(thumbnailShapes(byStatus, box), 'bar');
    expect(bars.map((bar) => bar.x)).toEqual([plot.left, plot.left]);
    expect(bars[0]?.width).toBeCloseTo(292, 5);
    expect(bars[1]?.width).toBeCloseTo(146, 5);
    expect(bars[0]?.y ?? 0).toBeLessThan(bars[1]?.y ?? 0);
    expect((bars[1]?.y ?? 0) + (bars[1]?.height ?? 0)).toBeLessThanOrEqual(plot.bottom);
  });

  it('measure each kind of figure on its own scale, as the full chart has an axis per kind', () => {
    const mixed = viewOf(
      { type: 'bar', x: 'day', series: ['spend', 'onTime'] },
      [
        { key: 'day', kind: 'day' },
        { key: 'spend', kind: 'paise' },
        { key: 'onTime', kind: 'percent' },
      ],
      [{ day: '2026-04-01', spend: 5_00_000_00, onTime: 100 }],
    );
    const bars = ofKind(thumbnailShapes(mixed, box), 'bar');
    expect(bars.map((bar) => bar.height)).toEqual([108, 108]);
  });
});

describe('a thumbnail’s lines', () => {
  it('join each series’ values at their categories’ middles, broken where a value is missing', () => {
    const trend = viewOf(
      { type: 'line', x: 'day', series: ['pickup', 'delivery'] },
      [
        { key: 'day', kind: 'day' },
        { key: 'pickup', kind: 'percent' },
        { key: 'delivery', kind: 'percent' },
      ],
      [
        { day: '2026-04-01', pickup: 100, delivery: 50 },
        { day: '2026-04-02', pickup: 50, delivery: null },
        { day: '2026-04-03', pickup: 0, delivery: 100 },
        { day: '2026-04-04', pickup: null, delivery: 100 },
      ],
    );
    // Four days over 288 px: a category every 72 px, its middle 36 px in.
    const shapes = thumbnailShapes(trend, { width: 296, height: 120 });
    expect(ofKind(shapes, 'baseline')).toEqual([{ kind: 'baseline', x1: 4, y1: 116, x2: 292, y2: 116 }]);
    expect(ofKind(shapes, 'line')).toEqual([
      { kind: 'line', d: 'M40 8 L112 62 L184 116', color: CHART_COLORS[0] },
      { kind: 'line', d: 'M184 8 L256 8', color: CHART_COLORS[1] },
    ]);
    // A value alone between gaps is a dot, since a line of one point draws nothing.
    expect(ofKind(shapes, 'dot')).toEqual([{ kind: 'dot', cx: 40, cy: 62, color: CHART_COLORS[1] }]);
  });

  it('of a chart split by lane: a panel per series, a line per lane in its colour in each, joined over gaps', () => {
    const lanes = viewOf(
      { type: 'line', x: 'week', series: ['cost', 'trips'], by: 'lane' },
      [
        { key: 'week', kind: 'day' },
        { key: 'lane', kind: 'text' },
        { key: 'cost', kind: 'paise' },
        { key: 'trips', kind: 'count' },
      ],
      [
        { week: '2026-04-06', lane: 'A', cost: 100, trips: 1 },
        { week: '2026-04-06', lane: 'B', cost: 50, trips: 2 },
        { week: '2026-04-13', lane: 'B', cost: 80, trips: 3 },
        { week: '2026-04-20', lane: 'A', cost: 90, trips: 2 },
      ],
    );
    const lines = ofKind(thumbnailShapes(lanes, box), 'line');
    expect(lines.map((line) => line.color)).toEqual([
      CHART_COLORS[0],
      CHART_COLORS[1],
      CHART_COLORS[0],
      CHART_COLORS[1],
    ]);
    // Lane A has no second week: its line runs from the first to the third.
    expect(lines[0]?.d.split(' L')).toHaveLength(2);
    const lowest = (line: { d: string } | undefined) =>
      Math.max(...(line?.d.match(/[\d.]+/g) ?? []).filter((_, i) => i % 2 === 1).map(Number));
    // The cost panel sits above the trips panel.
    expect(lowest(lines[0])).toBeLessThanOrEqual(60);
    expect(lowest(lines[2])).toBeGreaterThan(60);
  });
});

describe('a thumbnail’s donut', () => {
  const alerts = viewOf(
    { type: 'pie', x: 'kind', series: ['alerts'] },
    [
      { key: 'kind', kind: 'text' },
      { key: 'alerts', kind: 'count' },
    ],
    [
      { kind: 'overspeed', alerts: 3 },
      { kind: 'stoppage', alerts: 0 },
      { kind: 'route_deviation', alerts: 1 },
    ],
  );

  it('is a slice per row with figures, in the row’s colour, the first from twelve o’clock clockwise', () => {
    const slices = ofKind(thumbnailShapes(alerts, box), 'slice');
    expect(slices.map((slice) => slice.color)).toEqual([CHART_COLORS[0], CHART_COLORS[2]]);
    // Centred in the box, 48 px across its rim (0.8 of half the box's height), with a hole of 27 px.
    expect(slices[0]?.d).toBe('M150 12 A48 48 0 1 1 102 60 L123 60 A27 27 0 1 0 150 33 Z');
    expect(slices[1]?.d).toBe('M102 60 A48 48 0 0 1 150 12 L150 33 A27 27 0 0 0 123 60 Z');
  });

  it('draws a whole ring as two halves, and nothing for a pie of no figures', () => {
    expect(ringSlice(50, 50, 10, 20, 0, 2 * Math.PI).match(/M/g)).toHaveLength(2);
    const none = { ...alerts, table: { ...alerts.table, rows: [{ kind: 'overspeed', alerts: 0 }] } };
    expect(thumbnailShapes(none, box)).toEqual([]);
  });
});

describe('a thumbnail and its full chart', () => {
  it('draw with one palette', () => {
    const words = { t: allLanguagesI18n().getFixedT('en'), format: formattersFor('en'), locale: 'en-IN' };
    expect(chartOption(savings, words, { heading: (key) => key }).color).toEqual([...CHART_COLORS]);
  });

  it('draw nothing in a box with no room', () => {
    expect(thumbnailShapes(savings, { width: 0, height: 120 })).toEqual([]);
  });
});
