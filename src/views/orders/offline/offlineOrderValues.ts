import type { z } from 'zod';
import { indianWallTimeToIso, isoToIndianWallTime, tomorrowAtDefaultHour } from '../../../domain/indianTime';
import { paiseToRupees } from '../../../domain/money';
import type { OfflineOrderInput, OrderDetail } from '../../../domain/schemas/orders';
import type { Direction } from '../../../domain/statuses';

/**
 * What the offline-order form holds: the API's field names, so that the shared schema's and the server's
 * field errors land on the right input without any mapping. Nothing chosen is null; an empty number box is ''
 * (as Mantine's NumberInput reports it); the pickup is India's wall time as the date picker speaks it.
 */
export interface OfflineOrderValues {
  plantId: number | null;
  clientId: number | null;
  vendorId: number | null;
  transporterId: number | null;
  productId: number | null;
  originCityId: number | null;
  destinationCityId: number | null;
  weightKg: number | string;
  freightInr: number | string;
  pickupAt: string | null;
  /** ISO 6346 numbers of the shipping containers the order carries, as typed. */
  containerNumbers: string[];
}

export type OfflineOrderBody = z.input<typeof OfflineOrderInput>;

/** A blank order proposing tomorrow at the default hour, the usual pickup for a booking made today. */
export const newOfflineOrderValues = (now = Date.now()): OfflineOrderValues => ({
  plantId: null,
  clientId: null,
  vendorId: null,
  transporterId: null,
  productId: null,
  originCityId: null,
  destinationCityId: null,
  weightKg: '',
  freightInr: '',
  pickupAt: tomorrowAtDefaultHour(now),
  containerNumbers: [],
});

/** A saved order back in the form's terms: paise as rupees, the pickup instant as India's wall time. */
export const offlineOrderValuesOf = (order: OrderDetail): OfflineOrderValues => ({
  plantId: order.plant.id,
  clientId: order.direction === 'outbound' ? (order.party?.id ?? null) : null,
  vendorId: order.direction === 'inbound' ? (order.party?.id ?? null) : null,
  transporterId: order.transporter.id,
  productId: order.product?.id ?? null,
  originCityId: order.originCityId,
  destinationCityId: order.destinationCityId,
  weightKg: order.weightKg,
  freightInr: paiseToRupees(order.freightPaise),
  pickupAt: isoToIndianWallTime(order.pickupAt),
  containerNumbers: order.containers.map((c) => c.number),
});

const numberOrAbsent = (value: number | string): number | undefined =>
  typeof value === 'number' ? value : undefined;

/**
 * The body the API takes, as far as the form has it: blanks become absent so that the shared schema names
 * each missing field, and only the party of the order's direction is sent. Once the schema accepts the
 * draft it is a complete body.
 */
export const offlineOrderDraftOf = (
  direction: Direction,
  values: OfflineOrderValues,
): Partial<OfflineOrderBody> => ({
  direction,
  plantId: values.plantId ?? undefined,
  transporterId: values.transporterId ?? undefined,
  ...(direction === 'outbound'
    ? { clientId: values.clientId ?? undefined }
    : { vendorId: values.vendorId ?? undefined }),
  productId: values.productId,
  originCityId: values.originCityId ?? undefined,
  destinationCityId: values.destinationCityId ?? undefined,
  weightKg: numberOrAbsent(values.weightKg),
  freightInr: numberOrAbsent(values.freightInr),
  pickupAt: indianWallTimeToIso(values.pickupAt) ?? undefined,
  containerNumbers: values.containerNumbers,
});
