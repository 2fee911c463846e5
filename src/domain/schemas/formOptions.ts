import { z } from 'zod';
import { BID_VISIBILITIES } from '../bidding';
import { id, int32Param, text } from './storable';

const Id = z.number().int();

/** A place goods are picked up from or dropped at: a plant's gate or a party's saved address. */
export const PlaceOption = z.object({
  address: z.string(),
  cityId: Id,
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceOption = z.infer<typeof PlaceOption>;

export const PlantOption = PlaceOption.extend({
  id: Id,
  code: z.string(),
  name: z.string(),
  /**
   * What a new request here starts from: the plant's request settings, else the industry's default; its
   * bidding window falls back to the Bidding window settings (src/domain/requestDefaults.ts).
   */
  requestDefaults: z.object({
    bidVisibility: z.enum(BID_VISIBILITIES),
    transporterIds: z.array(Id),
    biddingWindow: z.object({
      spotWindowMinutes: z.number(),
      extensionMinutes: z.number(),
      maxExtensions: z.number(),
    }),
  }),
});
export type PlantOption = z.infer<typeof PlantOption>;

export const PartyAddressOption = PlaceOption.extend({ id: Id, label: z.string() });
export type PartyAddressOption = z.infer<typeof PartyAddressOption>;

/** A client (outbound) or vendor (inbound) with the addresses saved for it. */
export const PartyOption = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  addresses: z.array(PartyAddressOption),
});
export type PartyOption = z.infer<typeof PartyOption>;

/**
 * Everything the request and offline-order forms choose from, in one answer: the user's active plants
 * (within their plant scope), active clients and vendors, products, packages and "my transporters".
 */
export const FormOptions = z.object({
  plants: z.array(PlantOption),
  clients: z.array(PartyOption),
  vendors: z.array(PartyOption),
  /** Active products; a product's default package pre-selects the package where a form picks the product. */
  products: z.array(
    z.object({
      id: Id,
      code: z.string(),
      name: z.string(),
      unit: z.string(),
      defaultPackageId: Id.nullable(),
    }),
  ),
  packages: z.array(z.object({ id: Id, name: z.string(), unitWeightKg: z.number().nullable() })),
  transporters: z.array(z.object({ id: Id, code: z.string(), name: z.string() })),
  vehicleTypes: z.array(z.string()),
});
export type FormOptions = z.infer<typeof FormOptions>;

/** A form names at most a pickup and ten drop-off cities; a page of saved rows, a few dozen. */
const MAX_CITY_IDS = 200;

export const CitySearchQuery = z.object({
  search: text(60).trim().min(2, 'Type at least two letters').optional(),
  /** Cities to include whatever the search, so a saved form shows its cities' names. */
  ids: text(2_000)
    .regex(/^\d+(,\d+)*$/, 'ids is a comma-separated list of numbers')
    .transform((s) => s.split(',').map(Number))
    .pipe(z.array(id).max(MAX_CITY_IDS))
    .optional(),
  limit: int32Param(1, 50).default(20),
});
/** What the browser sends: ids as the comma-separated text of the query string. */
export type CitySearchParams = { search?: string | undefined; ids?: string | undefined; limit?: number };

export const CityOption = z.object({
  id: Id,
  name: z.string(),
  state: z.string(),
  /** Where a pin dropped for an address in the city starts, and its main PIN code (if known). */
  latitude: z.number(),
  longitude: z.number(),
  pincode: z.string().nullable(),
});
export type CityOption = z.infer<typeof CityOption>;
export const CityOptions = z.array(CityOption);

/** A state or union territory, for choices such as a plant's SLA lane to a whole state. */
export const StateOption = z.object({ id: Id, name: z.string(), code: z.string() });
export type StateOption = z.infer<typeof StateOption>;
export const StateOptions = z.array(StateOption);
