import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * The parts of echarts the full insight charts draw with, and nothing else: this module is only ever imported
 * dynamically, so echarts stays out of the main bundle and loads with the first full chart (a tile's full view,
 * a report). The dashboard's thumbnails never load it: they are drawn by the app (InsightThumbnail.tsx). SVG
 * rather than canvas: crisp at any zoom, and drawn the same in the browser suite's Chromium. The pie comes with
 * the charts that draw one: echartsPie.ts.
 */
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { init };
