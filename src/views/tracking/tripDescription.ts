import type { TFunction } from 'i18next';
import type { VehicleState } from '../../domain/schemas/tracking';

/** "ORD-0012 · MH12AB1234 · Pune → Nagpur", or the bare order id when the order is off the board. */
export const tripDescription = (
  t: TFunction,
  orderId: number,
  vehicle: VehicleState | null | undefined,
): string =>
  vehicle
    ? `${vehicle.orderNumber} · ${vehicle.vehicleNumber} · ${vehicle.origin.name} → ${vehicle.destination.name}`
    : t('tracking.trip.order', { id: orderId });
