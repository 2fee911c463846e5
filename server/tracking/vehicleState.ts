import { isoString } from '../../src/domain/isoTime';
import type { AlertKind, VehicleState } from '../../src/domain/schemas/tracking';
import type { trackingLatest } from '../db/schema/trackingState';
import type { OrderContext } from './orderContext';

export type LatestRow = typeof trackingLatest.$inferSelect;

const round = (n: number, digits: number) => Number(n.toFixed(digits));

/** The parts of a vehicle's state that come from its order alone, worked out once per loaded context. */
const orderParts = new WeakMap<OrderContext, { pickupAt: string; ewaybill: VehicleState['ewaybill'] }>();

function partsOf(context: OrderContext) {
  let parts = orderParts.get(context);
  if (!parts) {
    parts = {
      pickupAt: context.pickupAt.toISOString(),
      ewaybill: context.ewaybill
        ? { number: context.ewaybill.number, validUntil: context.ewaybill.validUntil.toISOString() }
        : null,
    };
    orderParts.set(context, parts);
  }
  return parts;
}

/**
 * The contract's view of one vehicle: the order's facts plus its latest derived state. Built for every fix
 * ingested, so the order's own parts are kept per context (the cache hands out a new context when the order
 * changes).
 */
export function toVehicleState(context: OrderContext, row: LatestRow | undefined): VehicleState {
  const parts = partsOf(context);
  const fix =
    row?.lastFixAt && row.latitude !== null && row.longitude !== null && row.source
      ? {
          at: isoString(row.lastFixAt),
          latitude: row.latitude,
          longitude: row.longitude,
          speedKmh: row.speedKmh === null ? null : round(row.speedKmh, 1),
          heading: row.heading === null ? null : Math.round(row.heading),
          source: row.source,
        }
      : null;
  return {
    orderId: context.orderId,
    orderNumber: context.number,
    seq: row?.seq ?? 0,
    direction: context.direction,
    status: context.status,
    vehicleNumber: context.vehicleNumber,
    transporterName: context.transporterName,
    plantId: context.plantId,
    plantName: context.plantName,
    pickupAt: parts.pickupAt,
    origin: context.origin,
    destination: context.destination,
    trackingMethod: context.trackingMethod,
    lastFix: fix,
    placeName: row?.placeName ?? null,
    progress: round(row?.progress ?? 0, 4),
    distanceLeftKm: round(row ? row.distanceLeftKm : context.plan.km, 1),
    etaAt: row?.etaAt ? isoString(row.etaAt) : null,
    delayMinutes: row?.delayMinutes ?? 0,
    lastToll:
      row?.lastTollPlaza && row.lastTollAt
        ? { plazaName: row.lastTollPlaza, at: row.lastTollAt.toISOString() }
        : null,
    ewaybill: parts.ewaybill,
    alerts: (row?.alerts ?? []) as AlertKind[],
  };
}
