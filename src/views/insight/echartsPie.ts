import { PieChart } from 'echarts/charts';
import { use } from 'echarts/core';

/**
 * The pie, which few full charts draw (the alerts tile's full view): loaded with the first chart that needs it,
 * not with echartsSetup.ts.
 */
use([PieChart]);
