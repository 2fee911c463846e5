import { useElementSize } from '@mantine/hooks';
import { useMemo } from 'react';
import type { InsightView } from '../../domain/schemas/insight';
import { chartSummary } from './chartSummary';
import { type ThumbnailShape, thumbnailShapes } from './thumbnailGeometry';
import { useInsightWords } from './useInsightWords';

/** The width drawn for until the box has been measured: the drawing stretches to the box meanwhile. */
const FIRST_WIDTH = 300;

const LINE_WIDTH = 2;

function Shape({ shape }: { shape: ThumbnailShape }) {
  switch (shape.kind) {
    case 'bar':
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} fill={shape.color} />;
    case 'line':
      return (
        <path
          d={shape.d}
          fill="none"
          stroke={shape.color}
          strokeWidth={LINE_WIDTH}
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      );
    case 'dot':
      return <circle cx={shape.cx} cy={shape.cy} r={LINE_WIDTH} fill={shape.color} />;
    case 'slice':
      return <path d={shape.d} fill={shape.color} />;
    case 'baseline':
      return (
        <line
          x1={shape.x1}
          y1={shape.y1}
          x2={shape.x2}
          y2={shape.y2}
          stroke="var(--mantine-color-gray-7)"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      );
  }
}

/**
 * A dashboard tile's small chart of its top rows: its bars, lines or donut in the full chart's colours, without
 * axes, legend or tooltip (its tile's "Open" leads to the full chart). Drawn by the app as SVG, not by echarts,
 * so that the dashboard loads no chart library (docs/architecture.md, "Insight charts"). Drawn at once in the
 * box's measured width; for assistive technology it is one image named by a summary of the chart.
 */
export function InsightThumbnail({ view, height }: { view: InsightView; height: number }) {
  const words = useInsightWords();
  const { ref, width: measured } = useElementSize();
  const width = Math.round(measured) || FIRST_WIDTH;
  const shapes = useMemo(() => thumbnailShapes(view, { width, height }), [view, width, height]);
  const summary = useMemo(() => chartSummary(view, words, words.heading), [view, words]);
  return (
    <div ref={ref} role="img" aria-label={summary} data-testid="insight-thumbnail" style={{ height }}>
      <svg
        aria-hidden="true"
        width="100%"
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        style={{ display: 'block' }}
      >
        {shapes.map((shape, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a shape has no identity beyond its place in the drawing
          <Shape key={index} shape={shape} />
        ))}
      </svg>
    </div>
  );
}
