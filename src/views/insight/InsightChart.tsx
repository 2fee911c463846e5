import { Box, Skeleton, Text } from '@mantine/core';
import type { EChartsType } from 'echarts/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { InsightView } from '../../domain/schemas/insight';
import { chartOption } from './chartOption';
import { chartSummary } from './chartSummary';
import { useInsightWords } from './useInsightWords';

interface InsightChartProps {
  view: InsightView;
  /** A tile's thumbnail rather than a full chart. */
  compact?: boolean;
  height: number;
  testId?: string;
}

// Loaded with the first chart and kept: every chart after it draws at once.
let echarts: Promise<typeof import('./echartsSetup')> | undefined;
const loadEcharts = () => {
  echarts ??= import('./echartsSetup');
  return echarts;
};

/**
 * An InsightView's chart, drawn by echarts into its box and redrawn when the box, the figures or the language
 * change. For assistive technology it is one image named by a summary; the table beside it holds every figure.
 */
export function InsightChart({ view, compact = false, height, testId }: InsightChartProps) {
  const words = useInsightWords();
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [failed, setFailed] = useState(false);
  const option = useMemo(
    () => chartOption(view, words, { compact, heading: words.heading }),
    [view, words, compact],
  );
  const summary = useMemo(() => chartSummary(view, words, words.heading), [view, words]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let instance: EChartsType | null = null;
    let cancelled = false;
    loadEcharts()
      .then(({ init }) => {
        if (cancelled) return;
        instance = init(element, null, { renderer: 'svg' });
        setChart(instance);
      })
      .catch(() => !cancelled && setFailed(true));
    // The chart follows its box: a phone turned sideways, the navigation opened, a grid reflowing.
    const observer = new ResizeObserver(() => instance?.resize());
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    chart?.setOption(option, { notMerge: true });
  }, [chart, option]);

  return (
    <Box pos="relative" h={height} data-testid={testId}>
      <div ref={box} role="img" aria-label={summary} style={{ width: '100%', height }} />
      {chart || failed ? null : <Skeleton pos="absolute" inset={0} aria-hidden="true" />}
      {failed ? (
        <Text pos="absolute" inset={0} size="sm" c="dimmed" ta="center" pt="lg">
          {words.t('insight.chart.unavailable')}
        </Text>
      ) : null}
    </Box>
  );
}
