import { Box, Skeleton, Text, useMantineTheme } from '@mantine/core';
import type { EChartsType } from 'echarts/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { InsightView } from '../../domain/schemas/insight';
import { chartHeight, chartOption } from './chartOption';
import { chartSummary } from './chartSummary';
import { drawInTurn, whenNear } from './chartTurns';
import { useInsightWords } from './useInsightWords';

interface InsightChartProps {
  view: InsightView;
  height: number;
  testId?: string;
}

// Loaded with the first chart and kept: every chart after it draws at once. The pie comes with the first chart
// that draws one (echartsPie.ts).
let echarts: Promise<typeof import('./echartsSetup')> | undefined;
let pieChart: Promise<unknown> | undefined;
const loadEcharts = (pie: boolean) => {
  echarts ??= import('./echartsSetup');
  if (pie) pieChart ??= import('./echartsPie');
  return Promise.all([echarts, pie ? pieChart : null]).then(([setup]) => setup);
};

/**
 * An InsightView's full chart, with its axes, legend and tooltip, drawn by echarts into its box and redrawn when
 * the box, the figures or the language change. For assistive technology it is one image named by a summary; the
 * table beside it holds every figure. A dashboard tile's small chart is InsightThumbnail.tsx, drawn without echarts.
 */
export function InsightChart({ view, height: base, testId }: InsightChartProps) {
  const words = useInsightWords();
  const { fontFamily } = useMantineTheme();
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [failed, setFailed] = useState(false);
  const option = useMemo(
    () => chartOption(view, words, { heading: words.heading, fontFamily }),
    [view, words, fontFamily],
  );
  const height = chartHeight(view, base);
  const summary = useMemo(() => chartSummary(view, words, words.heading), [view, words]);
  const pie = view.chart.type === 'pie';

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let instance: EChartsType | null = null;
    let cancelled = false;
    let cancelDraw = () => {};
    const stopWatching = whenNear(element, () => {
      loadEcharts(pie)
        .then(({ init }) => {
          if (cancelled) return;
          cancelDraw = drawInTurn(() => {
            instance = init(element, null, { renderer: 'svg' });
            setChart(instance);
          });
        })
        .catch(() => !cancelled && setFailed(true));
    });
    // The chart follows its box: a phone turned sideways, the navigation opened, a grid reflowing.
    const observer = new ResizeObserver(() => instance?.resize());
    observer.observe(element);
    return () => {
      cancelled = true;
      stopWatching();
      cancelDraw();
      observer.disconnect();
      instance?.dispose();
    };
  }, [pie]);

  useEffect(() => {
    chart?.setOption(option, { notMerge: true });
  }, [chart, option]);

  return (
    <Box pos="relative" h={height} data-testid={testId}>
      {/* The drawing itself is hidden from assistive technology: the image is the summary, the table the detail. */}
      <div role="img" aria-label={summary}>
        <div ref={box} aria-hidden="true" style={{ width: '100%', height }} />
      </div>
      {chart || failed ? null : <Skeleton pos="absolute" inset={0} aria-hidden="true" />}
      {failed ? (
        <Text pos="absolute" inset={0} size="sm" c="dimmed" ta="center" pt="lg">
          {words.t('insight.chart.unavailable')}
        </Text>
      ) : null}
    </Box>
  );
}
