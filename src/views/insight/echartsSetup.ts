import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * The parts of echarts the insight charts draw with, and nothing else: this module is only ever imported
 * dynamically, so echarts stays out of the main bundle and loads with the first chart. SVG rather than canvas:
 * crisp at any zoom, lighter for a dozen small charts, and drawn the same in the browser suite's Chromium.
 * The legend and the tooltip, which only full charts show (not the dashboard's thumbnails), come with them:
 * echartsFullChart.ts; the pie with the charts that draw one: echartsPie.ts.
 */
use([BarChart, LineChart, GridComponent, SVGRenderer]);

export { init };
