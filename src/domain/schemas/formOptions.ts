import { z } from 'zod';

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

export const PlantOption = PlaceOption.extend({ id: Id, code: z.string(), name: z.string() });
export type PlantOption = z.infer<typeof PlantOption>;

export const PartyAddress = PlaceOption.extend({ id: Id, label: z.string() });
export type PartyAddress = z.infer<typeof PartyAddress>;

/** A client (outbound) or vendor (inbound) with the addresses saved for it. */
export const PartyOption = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  addresses: z.array(PartyAddress),
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
  products: z.array(z.object({ id: Id, code: z.string(), name: z.string(), unit: z.string() })),
  packages: z.array(z.object({ id: Id, name: z.string(), unitWeightKg: z.number().nullable() })),
  transporters: z.array(z.object({ id: Id, code: z.string(), name: z.string() })),
  vehicleTypes: z.array(z.string()),
});
export type FormOptions = z.infer<typeof FormOptions>;

export const CitySearchQuery = z.object({
  search: z.string().trim().min(2, 'Type at least two letters').max(60).optional(),
  /** Cities to include whatever the search, so a saved form shows its cities' names. */
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'ids is a comma-separated list of numbers')
    .transform((s) => s.split(',').map(Number))
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
/** What the browser sends: ids as the comma-separated text of the query string. */
export type CitySearchParams = { search?: string | undefined; ids?: string | undefined; limit?: number };

export const CityOption = z.object({ id: Id, name: z.string(), state: z.string() });
export type CityOption = z.infer<typeof CityOption>;
export const CityOptions = z.array(CityOption);
