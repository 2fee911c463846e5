import type { Direction } from '../../domain/statuses';

/** Addresses of one order's tracking screens (seed-spec §2), shared by the board's menu and the screens' headers. */
export const trackingLinks = (direction: Direction, orderId: number, trackingMethod: string | null) => {
  const base = `/${direction}-tracking`;
  return {
    detail: `${base}/detail/${orderId}/${trackingMethod ?? 'gps'}`,
    scheduleMap: `${base}/schedule-map/${orderId}`,
    tolls: `${base}/fastag-toll-list/${orderId}`,
    simFixes: `${base}/phonesim-address-list/${orderId}`,
    board: `${base}/all/${orderId}`,
  };
};
