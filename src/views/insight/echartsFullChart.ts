import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';

/**
 * What only full charts show, the legend and the tooltip with its axis pointer: the dashboard's thumbnails show
 * neither (a tile's "Open" leads to its full chart), so their first draw loads neither (echartsSetup.ts). Loaded
 * before a full chart is made, since echarts takes a component's processors when a chart is made.
 */
use([LegendComponent, TooltipComponent]);
