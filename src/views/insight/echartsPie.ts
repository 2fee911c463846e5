import { PieChart } from 'echarts/charts';
import { use } from 'echarts/core';

/**
 * The pie, which few charts draw (the dashboard's alerts, below the first screenful on a phone): loaded with the
 * first chart that needs it, not with echartsSetup.ts.
 */
use([PieChart]);
