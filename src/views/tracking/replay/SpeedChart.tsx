import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  MarkLineComponent,
  type MarkLineComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackPoint } from '../../../domain/schemas/tracking';
import { chartedSpeeds } from '../../../domain/trackSpeed';
import { useFormat } from '../../../i18n/useFormat';

// Only the pieces this chart draws: a line, axes, a tooltip and the cursor line (tree-shaken echarts).
use([LineChart, GridComponent, TooltipComponent, MarkLineComponent, CanvasRenderer]);

type SpeedChartOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | MarkLineComponentOption
>;

interface SpeedChartProps {
  points: readonly TrackPoint[];
  /** The replay's instant (ms): the cursor line. */
  at: number;
  onSeek: (at: number) => void;
  height?: number;
}

const SERIES_ID = 'speed';
/** The canvas names its fonts itself: the app's, so the Hindi axis name draws in the Devanagari face. */
const CHART_FONT = 'Arial, "Noto Sans Devanagari", sans-serif';
const cursor = (at: number): LineSeriesOption['markLine'] => ({
  symbol: 'none',
  silent: true,
  animation: false,
  label: { show: false },
  lineStyle: { color: '#e03131', width: 2, type: 'solid' },
  data: [{ xAxis: at }],
});

/**
 * Speed over the trip. Lives in its own chunk (the page imports it lazily) so echarts loads only here. The
 * cursor follows the replay with a one-series option merge, and a click on the chart seeks there.
 */
export function SpeedChart({ points, at, onSeek, height = 180 }: SpeedChartProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const seek = useRef(onSeek);
  seek.current = onSeek;
  // Read when the data is (re)drawn, so a refreshed track keeps its cursor without redrawing on every tick.
  const cursorAt = useRef(at);
  cursorAt.current = at;

  useEffect(() => {
    if (!host.current) return;
    const instance = init(host.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const zr = instance.getZr();
    zr.on('click', (event) => {
      const [x] = instance.convertFromPixel({ gridIndex: 0 }, [event.offsetX, event.offsetY]);
      if (typeof x === 'number' && Number.isFinite(x)) seek.current(x);
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // The device's speed where it is believable, the track's where it grossly is not (trackSpeed.ts).
    const speeds = chartedSpeeds(points);
    const option: SpeedChartOption = {
      animation: false,
      textStyle: { fontFamily: CHART_FONT },
      grid: { left: 44, right: 16, top: 16, bottom: 28 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value) =>
          typeof value === 'number' ? t('common.units.speed', { speed: Math.round(value) }) : '—',
      },
      xAxis: {
        type: 'time',
        axisLabel: {
          formatter: (value: number) => format.clock(new Date(value).toISOString()),
          hideOverlap: true,
        },
      },
      yAxis: {
        type: 'value',
        name: t('common.units.speedUnit'),
        nameGap: 8,
        min: 0,
        splitLine: { lineStyle: { color: '#eee' } },
      },
      series: [
        {
          id: SERIES_ID,
          type: 'line',
          name: t('tracking.replay.speed'),
          showSymbol: false,
          sampling: 'lttb',
          lineStyle: { width: 1.5, color: '#2b8a3e' },
          areaStyle: { color: 'rgba(43, 138, 62, 0.12)' },
          data: speeds.map((speed, i) => [Date.parse(points[i]!.at), speed]),
          markLine: cursor(cursorAt.current),
        },
      ],
    };
    chart.current?.setOption(option, { notMerge: true });
  }, [points, t, format]);

  useEffect(() => {
    chart.current?.setOption({ series: [{ id: SERIES_ID, markLine: cursor(at) }] }, { lazyUpdate: true });
  }, [at]);

  return (
    <div
      ref={host}
      style={{ width: '100%', height }}
      role="img"
      aria-label={t('tracking.replay.chartLabel')}
      data-testid="speed-chart"
    />
  );
}
