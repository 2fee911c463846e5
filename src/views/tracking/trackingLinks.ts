import type { Direction } from '../../domain/statuses';
import { linkTo } from '../../routes/links';

/** One order's tracking screens together, for the board's menu and the screens' headers that link them all. */
export const trackingLinks = (direction: Direction, orderId: number, trackingMethod: string | null) => ({
  detail: linkTo('tracking-detail', { direction, id: orderId, type: trackingMethod ?? 'gps' }),
  scheduleMap: linkTo('tracking-schedule-map', { direction, id: orderId }),
  tolls: linkTo('tracking-tolls', { direction, id: orderId }),
  simFixes: linkTo('tracking-sim-fixes', { direction, id: orderId }),
  board: linkTo('tracking-board', { direction, tab: 'all', select: orderId }),
});
