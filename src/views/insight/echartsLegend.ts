import { LegendComponent } from 'echarts/components';
import { use } from 'echarts/core';

/** The legend of the full charts (echartsSetup.ts): the dashboard's thumbnails show none, so load none. */
use([LegendComponent]);
