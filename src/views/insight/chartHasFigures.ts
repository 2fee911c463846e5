import type { InsightView } from '../../domain/schemas/insight';

/**
 * Whether a view's chart has anything to draw: a value of its series other than zero or none. A new company's
 * statuses, weeks and alert kinds all read zero, and a chart of them would still draw axes, a flat line or a
 * pie of equal slices, which read as figures; such a chart says there was nothing in the period instead.
 */
export const chartHasFigures = ({ chart, table }: InsightView): boolean =>
  (chart.table ?? table).rows.some((row) =>
    chart.series.some((key) => typeof row[key] === 'number' && row[key] !== 0),
  );
