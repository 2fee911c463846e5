import type { FormOptions, PlaceOption } from '../../../domain/schemas/formOptions';
import type { Direction } from '../../../domain/statuses';
import { type DropOffValues, dropOffRow, type RequestFormValues } from './requestFormValues';

export interface RoutePlaces {
  pickup: PlaceOption | undefined;
  dropOff: PlaceOption | undefined;
}

/**
 * Where goods start and end by default: outbound from the plant's gate to the client's first saved
 * address; inbound from the vendor's first saved address to the plant.
 */
export function routePlaces(
  direction: Direction,
  options: FormOptions,
  values: Pick<RequestFormValues, 'plantId' | 'partyId'>,
): RoutePlaces {
  const plant = options.plants.find((p) => String(p.id) === values.plantId);
  const parties = direction === 'inbound' ? options.vendors : options.clients;
  const party = parties.find((p) => String(p.id) === values.partyId);
  const partyPlace = party?.addresses[0];
  return direction === 'inbound'
    ? { pickup: partyPlace, dropOff: plant }
    : { pickup: plant, dropOff: partyPlace };
}

const samePlace = (a: { address: string; cityId: number | null }, b: PlaceOption | undefined) =>
  b !== undefined && a.address === b.address && a.cityId === b.cityId;
const blankPlace = (a: { address: string; cityId: number | null }) =>
  a.address.trim() === '' && a.cityId === null;

/**
 * The route fields after the plant or party changed: a field still blank, or still holding the previous
 * default, takes the new default; anything the user typed stays.
 */
export function followRouteDefaults(
  values: RequestFormValues,
  before: RoutePlaces,
  after: RoutePlaces,
): Partial<Pick<RequestFormValues, 'pickupAddress' | 'pickupCityId' | 'dropOffs'>> {
  const next: Partial<Pick<RequestFormValues, 'pickupAddress' | 'pickupCityId' | 'dropOffs'>> = {};
  const pickup = { address: values.pickupAddress, cityId: values.pickupCityId };
  if (after.pickup && (blankPlace(pickup) || samePlace(pickup, before.pickup))) {
    next.pickupAddress = after.pickup.address;
    next.pickupCityId = after.pickup.cityId;
  }
  const [only, ...more] = values.dropOffs;
  if (after.dropOff && only && more.length === 0 && (blankPlace(only) || samePlace(only, before.dropOff))) {
    next.dropOffs = [placeRow(after.dropOff)];
  }
  return next;
}

const placeRow = (place: PlaceOption): DropOffValues =>
  dropOffRow({
    address: place.address,
    cityId: place.cityId,
    latitude: place.latitude,
    longitude: place.longitude,
  });
