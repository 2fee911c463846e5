import type { z } from 'zod';
import type { BidVisibility } from '../../../domain/bidding';
import { MINUTE_STEP } from '../../../domain/constants';
import {
  indianWallTimeToIso,
  isoToIndianWallTime,
  roundUpToMinutes,
  tomorrowAtDefaultHour,
} from '../../../domain/indianTime';
import { paiseToRupees } from '../../../domain/money';
import type { RequestDetail, RequestInput, RequestReplica } from '../../../domain/schemas/requests';
import type { Direction } from '../../../domain/statuses';

/** One drop-off row; `key` keeps React's rows stable while rows are added and removed. */
export interface DropOffValues {
  key: string;
  address: string;
  cityId: number | null;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

/**
 * What the request form edits: selects hold ids as text, number boxes hold '' when empty, dates hold
 * India's wall time ("YYYY-MM-DD HH:mm:ss"), the way the inputs give them.
 */
export interface RequestFormValues {
  plantId: string | null;
  /** The vendor (inbound) or the client (outbound). */
  partyId: string | null;
  pickupAddress: string;
  pickupCityId: number | null;
  dropOffs: DropOffValues[];
  productId: string | null;
  packageId: string | null;
  quantity: number | string;
  weightKg: number | string;
  vehicleType: string;
  vehicleCount: number | string;
  pickupAt: string | null;
  biddingStartsAt: string | null;
  biddingEndsAt: string | null;
  ceilingInr: number | string;
  transporterIds: string[];
  bidVisibility: BidVisibility;
  notes: string;
}

/** The default bidding window of a new request. */
export const DEFAULT_WINDOW_MS = 2 * 3_600_000;

let nextKey = 0;
export const dropOffRow = (
  row: Omit<DropOffValues, 'key'> = { address: '', cityId: null },
): DropOffValues => ({
  key: `drop-off-${++nextKey}`,
  ...row,
});

const idText = (id: number | null | undefined) => (id ? String(id) : null);
const idNumber = (text: string | null) => (text ? Number(text) : undefined);
const numberOrUndefined = (v: number | string) => (typeof v === 'number' ? v : undefined);

/** A blank form: tomorrow noon for pickup, a two-hour window from the next five minutes, one vehicle. */
export function blankRequestForm(now = Date.now()): RequestFormValues {
  return {
    plantId: null,
    partyId: null,
    pickupAddress: '',
    pickupCityId: null,
    dropOffs: [dropOffRow()],
    productId: null,
    packageId: null,
    quantity: '',
    weightKg: '',
    vehicleType: '',
    vehicleCount: 1,
    pickupAt: tomorrowAtDefaultHour(now),
    biddingStartsAt: roundUpToMinutes(now, MINUTE_STEP),
    biddingEndsAt: roundUpToMinutes(now + DEFAULT_WINDOW_MS, MINUTE_STEP),
    ceilingInr: '',
    transporterIds: [],
    bidVisibility: 'rank',
    notes: '',
  };
}

type Saved = Pick<
  RequestReplica,
  | 'plantId'
  | 'vendorId'
  | 'clientId'
  | 'pickupAddress'
  | 'pickupCityId'
  | 'productId'
  | 'packageId'
  | 'quantity'
  | 'weightKg'
  | 'vehicleType'
  | 'vehicleCount'
  | 'pickupAt'
  | 'biddingStartsAt'
  | 'biddingEndsAt'
  | 'transporterIds'
  | 'bidVisibility'
  | 'notes'
  | 'dropOffs'
> & { ceilingInr: number };

function fromSaved(direction: Direction, saved: Saved): RequestFormValues {
  return {
    plantId: idText(saved.plantId),
    partyId: idText(direction === 'inbound' ? saved.vendorId : saved.clientId),
    pickupAddress: saved.pickupAddress,
    pickupCityId: saved.pickupCityId,
    dropOffs: saved.dropOffs.map((d) => dropOffRow(d)),
    productId: idText(saved.productId),
    packageId: idText(saved.packageId),
    quantity: saved.quantity,
    weightKg: saved.weightKg,
    vehicleType: saved.vehicleType,
    vehicleCount: saved.vehicleCount,
    pickupAt: isoToIndianWallTime(saved.pickupAt),
    biddingStartsAt: isoToIndianWallTime(saved.biddingStartsAt),
    biddingEndsAt: isoToIndianWallTime(saved.biddingEndsAt),
    ceilingInr: saved.ceilingInr,
    transporterIds: saved.transporterIds.map(String),
    bidVisibility: saved.bidVisibility,
    notes: saved.notes,
  };
}

/** The replicate form: the server has already moved the copy's dates to the future. */
export const valuesFromReplica = (replica: RequestReplica): RequestFormValues =>
  fromSaved(replica.direction, replica);

/** The edit form of a saved request. */
export const valuesFromDetail = (detail: RequestDetail): RequestFormValues =>
  fromSaved(detail.direction, {
    ...detail,
    plantId: detail.plant.id,
    pickupCityId: detail.pickupCity.id,
    productId: detail.product?.id ?? null,
    packageId: detail.package?.id ?? null,
    dropOffs: detail.dropOffs.map((d) => ({ ...d, cityId: d.city.id })),
    transporterIds: detail.transporters.map((t) => t.id),
    ceilingInr: paiseToRupees(detail.ceilingPaise),
  });

type RequestBody = z.input<typeof RequestInput>;
/** The form's values in the API's shape, unchecked: a missing choice stays undefined for zod to name. */
export type UncheckedRequest = { [K in keyof RequestBody]: unknown };

export function toUncheckedRequest(direction: Direction, values: RequestFormValues): UncheckedRequest {
  const party = idNumber(values.partyId);
  return {
    direction,
    kind: undefined,
    plantId: idNumber(values.plantId),
    vendorId: direction === 'inbound' ? party : undefined,
    clientId: direction === 'outbound' ? party : undefined,
    pickupAddress: values.pickupAddress,
    pickupCityId: values.pickupCityId ?? undefined,
    dropOffs: values.dropOffs.map(({ address, cityId, latitude, longitude }) => ({
      address,
      cityId: cityId ?? undefined,
      latitude,
      longitude,
    })),
    productId: idNumber(values.productId),
    packageId: idNumber(values.packageId),
    quantity: numberOrUndefined(values.quantity),
    weightKg: numberOrUndefined(values.weightKg),
    vehicleType: values.vehicleType,
    vehicleCount: numberOrUndefined(values.vehicleCount),
    pickupAt: indianWallTimeToIso(values.pickupAt) ?? undefined,
    biddingStartsAt: indianWallTimeToIso(values.biddingStartsAt) ?? undefined,
    biddingEndsAt: indianWallTimeToIso(values.biddingEndsAt) ?? undefined,
    ceilingInr: numberOrUndefined(values.ceilingInr),
    transporterIds: values.transporterIds.map(Number),
    bidVisibility: values.bidVisibility,
    notes: values.notes,
  };
}

/** The form field an API or schema path belongs to: vendor and client share the party select. */
export const formFieldOf = (path: string): string =>
  path === 'vendorId' || path === 'clientId' ? 'partyId' : path;
