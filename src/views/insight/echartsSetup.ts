import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * The parts of echarts the insight charts draw with, and nothing else: this module is only ever imported
 * dynamically, so echarts stays out of the main bundle and loads with the first chart. SVG rather than canvas:
 * crisp at any zoom, lighter for a dozen small charts, and drawn the same in the browser suite's Chromium.
 * The legend, which only full charts show (not the dashboard's thumbnails), comes with them: echartsLegend.ts;
 * the pie with the charts that draw one: echartsPie.ts.
 */
use([BarChart, LineChart, GridComponent, TooltipComponent, SVGRenderer]);

export { init };
