/**
 * The colours of an insight chart's series, in order: the full charts (chartOption.ts) and the dashboard's
 * thumbnails (thumbnailGeometry.ts) both draw with them, so a tile's bars are the colours of its full chart's.
 * A series, a slice or a line of a split chart takes the colour at its index, from the start again after the last.
 */
export const CHART_COLORS = [
  '#5070dd',
  '#b6d634',
  '#505372',
  '#ff994d',
  '#0ca8df',
  '#ffd10a',
  '#fb628b',
  '#785db0',
  '#3fbe95',
] as const;

export const chartColor = (index: number): string =>
  CHART_COLORS[index % CHART_COLORS.length] ?? CHART_COLORS[0];
