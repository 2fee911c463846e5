import type { PositionBatch, SharedOrder, TollCrossed } from '../../domain/schemas/tracking';

/**
 * The newest state of the shared truck, with its fix appended to the track. The namespace carries one order
 * only, so the batch's latest vehicle is ours; a fix not newer than the track's last one (a replayed or
 * duplicated batch) moves nothing.
 */
export const foldPositionBatch = (order: SharedOrder, batch: PositionBatch): SharedOrder => {
  const vehicle = batch.vehicles.at(-1);
  if (!vehicle) return order;
  const { plantId: _plant, ...state } = vehicle;
  const fix = state.lastFix;
  const last = order.points.at(-1);
  const isNewer = fix !== null && (!last || Date.parse(fix.at) > Date.parse(last.at));
  return {
    ...order,
    status: state.status,
    vehicle: state,
    points: isNewer ? [...order.points, fix] : order.points,
  };
};

/** A crossing joins the list once, in time order, even if the socket delivers it again after a reconnect. */
export const foldTollCrossed = (order: SharedOrder, toll: TollCrossed): SharedOrder => {
  const seen = order.tolls.some((t) => t.at === toll.at && t.plazaName === toll.plazaName);
  if (seen) return order;
  const row = {
    plazaName: toll.plazaName,
    plazaCode: toll.plazaCode,
    latitude: toll.latitude,
    longitude: toll.longitude,
    laneDirection: toll.laneDirection,
    at: toll.at,
  };
  const tolls = [...order.tolls, row].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return { ...order, tolls };
};
