import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { INDIA_BOUNDS, outsideIndia } from '../indiaBounds';
import { ListQuery, pageOf } from './list';
import { blankAsNull, selectedId } from './master';
import { idParam, real, text } from './storable';

/**
 * Countries, states and cities: reference geography shared by every industry (server/db/schema/geo.ts). They
 * have no Active / Deactive: a place is deleted while nothing names it, and kept otherwise.
 */

/** An Indian PIN code: six digits, the first (the postal zone) 1–9. */
// Room for the spaces a paste brings; the pattern then holds it to six digits.
export const Pincode = text(12)
  .trim()
  .regex(/^[1-9]\d{5}$/, says('validation.schema.places.pincode'));

const Id = z.number().int();
const name = (max: number) => text(max).trim().min(1, says('validation.schema.masters.enterName'));

/** The list query of a place: the shared paging and search, and its own sort keys. */
const placeListQuery = <const Sorts extends readonly [string, ...string[]]>(sorts: Sorts) =>
  ListQuery.extend({ sort: z.enum(sorts).default(sorts[0]) });

export const Country = z.object({
  id: Id,
  name: z.string(),
  /** ISO 3166-1 alpha-2, e.g. IN. */
  isoCode: z.string(),
  /** The international calling code without its plus, e.g. 91. */
  phoneCode: z.string(),
  /** ISO 4217, e.g. INR. */
  currency: z.string(),
  stateCount: Id,
});
export type Country = z.infer<typeof Country>;

export const CountryInput = z.object({
  name: name(80),
  isoCode: text(8)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, says('validation.schema.places.isoCode')),
  phoneCode: text(8)
    .trim()
    .regex(/^\+?[1-9]\d{0,3}$/, says('validation.schema.places.phoneCode'))
    .transform((code) => code.replace(/^\+/, '')),
  currency: text(8)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, says('validation.schema.places.currency')),
});
export type CountryInput = z.infer<typeof CountryInput>;

export const COUNTRY_SORTS = ['name', 'isoCode', 'stateCount'] as const;
export const CountryListQuery = placeListQuery(COUNTRY_SORTS);
export type CountryListQuery = z.infer<typeof CountryListQuery>;
export const CountryPage = pageOf(Country);

export const State = z.object({
  id: Id,
  name: z.string(),
  /** The state's code within its country (ISO 3166-2 without the country, as on vehicle plates: MH). */
  code: z.string(),
  countryId: Id,
  country: z.string(),
  cityCount: Id,
});
export type State = z.infer<typeof State>;

export const StateInput = z.object({
  countryId: selectedId(says('validation.schema.places.chooseCountry')),
  name: name(80),
  code: text(8)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,3}$/, says('validation.schema.places.stateCode')),
});
export type StateInput = z.infer<typeof StateInput>;

export const STATE_SORTS = ['name', 'code', 'country', 'cityCount'] as const;
export const StateListQuery = placeListQuery(STATE_SORTS).extend({ country: idParam.optional() });
export type StateListQuery = z.infer<typeof StateListQuery>;
export const StatePage = pageOf(State);

export const City = z.object({
  id: Id,
  name: z.string(),
  stateId: Id,
  state: z.string(),
  countryId: Id,
  /** The city's main PIN code, when known. */
  pincode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type City = z.infer<typeof City>;

const latitudeMessage = says('validation.schema.places.latitude');
const longitudeMessage = says('validation.schema.places.longitude');

export const CityInput = z.object({
  stateId: selectedId(says('validation.schema.places.chooseState')),
  name: name(120),
  pincode: blankAsNull(Pincode),
  latitude: real(-90, 90, { number: latitudeMessage, min: latitudeMessage, max: latitudeMessage }),
  longitude: real(-180, 180, { number: longitudeMessage, min: longitudeMessage, max: longitudeMessage }),
});
export type CityInput = z.infer<typeof CityInput>;

/** The message of a coordinate outside India, for the field it names. */
export const outsideIndiaMessage = (field: 'latitude' | 'longitude') =>
  field === 'latitude'
    ? says('validation.schema.places.latitudeInIndia', {
        south: INDIA_BOUNDS.south,
        north: INDIA_BOUNDS.north,
      })
    : says('validation.schema.places.longitudeInIndia', { west: INDIA_BOUNDS.west, east: INDIA_BOUNDS.east });

/**
 * A city's input as a form checks it, knowing which states are India's: an Indian city's coordinates must lie
 * in India. The server makes the same check against the state it finds (server/masters/cityStore.ts).
 */
export const cityInputKnowing = (isIndianState: (stateId: number) => boolean) =>
  CityInput.superRefine((city, ctx) => {
    if (!isIndianState(city.stateId)) return;
    for (const field of outsideIndia(city))
      ctx.addIssue({ code: 'custom', path: [field], message: outsideIndiaMessage(field).error() });
  });

export const CITY_SORTS = ['name', 'state', 'pincode'] as const;
export const CityListQuery = placeListQuery(CITY_SORTS).extend({
  state: idParam.optional(),
  country: idParam.optional(),
});
export type CityListQuery = z.infer<typeof CityListQuery>;
export const CityPage = pageOf(City);

/** Every country and state, for pickers and filters (a few hundred rows at most, unlike cities). */
export const PlaceOptions = z.object({
  countries: z.array(z.object({ id: Id, name: z.string(), isoCode: z.string() })),
  states: z.array(z.object({ id: Id, name: z.string(), code: z.string(), countryId: Id })),
});
export type PlaceOptions = z.infer<typeof PlaceOptions>;
