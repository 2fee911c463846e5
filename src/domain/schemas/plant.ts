import { z } from 'zod';
import { say, says } from '../../i18n/schemaMessages';
import { INDIA_BOUNDS } from '../indiaBounds';
import { PLANT_KINDS } from '../statuses';
import { pageOf } from './list';
import { blankAsNull, ChosenLocality, masterListQuery, RecordStatus } from './master';
import { PinSource } from './pinSource';
import { chosenId, int32, real, text } from './storable';

/** A plant, warehouse or depot: where it is, its gate pin and geofence, and the lanes it promises. */
export const Plant = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(PLANT_KINDS),
  /** The business unit it belongs to, if the industry groups its plants. */
  businessId: z.number().int().nullable(),
  business: z.string().nullable(),
  address: z.string(),
  cityId: z.number().int(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  /** The gate: where a truck is let in, and the centre of the geofence. */
  latitude: z.number(),
  longitude: z.number(),
  /** Where the gate's pin came from: one still on the city's centre is warned of. */
  pinSource: PinSource,
  geofenceRadiusM: z.number().int(),
  /** How many destinations its service level agreement names. */
  slaLanes: z.number().int(),
  status: RecordStatus,
  createdAt: z.string(),
});
export type Plant = z.infer<typeof Plant>;

export const PLANT_SORTS = ['name', 'code', 'city', 'state', 'createdAt'] as const;
export const PlantListQuery = masterListQuery(PLANT_SORTS, 'name').extend({
  kind: z.enum(PLANT_KINDS).optional(),
});
export type PlantListQuery = z.infer<typeof PlantListQuery>;
export const PlantPage = pageOf(Plant);

/** Short codes people say aloud ("STN"): letters and digits, hyphens inside; stored in capitals. */
const PLANT_CODE = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** A Select's choice arrives as the id's text ("12"); the API sends the number. */
const selectedId = (message: ReturnType<typeof says>) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    chosenId(message),
  );

const pinMessage = says('validation.schema.plants.pin');
const inIndia = says('validation.schema.plants.pinInIndia');
const radiusMessage = says('validation.schema.plants.radius');

export const GEOFENCE_RADIUS_M = { min: 50, max: 20_000, default: 500 } as const;

export const PlantInput = z.object({
  code: text(20)
    .trim()
    .regex(PLANT_CODE, says('validation.schema.plants.code'))
    .transform((code) => code.toUpperCase()),
  name: text(120).trim().min(1, says('validation.schema.masters.enterName')),
  kind: z.enum(PLANT_KINDS, says('validation.schema.plants.kind')),
  businessId: blankAsNull(selectedId(says('validation.schema.plants.business'))),
  address: text(300).trim().min(1, says('validation.schema.plants.address')),
  cityId: chosenId(says('validation.schema.plants.city')),
  pincode: text(6)
    .trim()
    .regex(/^[1-9]\d{5}$/, says('validation.schema.plants.pincode')),
  // A gate pin outside India is a slip of the mouse.
  latitude: real(INDIA_BOUNDS.south, INDIA_BOUNDS.north, { number: pinMessage, min: inIndia, max: inIndia }),
  longitude: real(INDIA_BOUNDS.west, INDIA_BOUNDS.east, {
    number: pinMessage,
    min: inIndia,
    max: inIndia,
  }),
  /** Absent, the server reads it off the coordinates (the city's centre, or placed by hand). */
  pinSource: PinSource.optional(),
  locality: ChosenLocality.optional(),
  geofenceRadiusM: int32(GEOFENCE_RADIUS_M.min, GEOFENCE_RADIUS_M.max, {
    number: radiusMessage,
    whole: radiusMessage,
    min: radiusMessage,
    max: radiusMessage,
  }),
});
export type PlantInput = z.infer<typeof PlantInput>;

// ---- Service level agreement: transit days per destination, and its terms and conditions

export const SLA_DESTINATION_KINDS = ['state', 'city'] as const;
export type SlaDestinationKind = (typeof SLA_DESTINATION_KINDS)[number];
export const MAX_TRANSIT_DAYS = 365;
/** Every state, and a few hundred towns besides: more is a list nobody reads. */
export const MAX_SLA_LANES = 300;

/** One lane as the plant's view and the SLA form read it: a state, or a city (with its state). */
export const SlaLane = z.object({
  kind: z.enum(SLA_DESTINATION_KINDS),
  stateId: z.number().int(),
  state: z.string(),
  cityId: z.number().int().nullable(),
  city: z.string().nullable(),
  transitDays: z.number().int(),
});
export type SlaLane = z.infer<typeof SlaLane>;

export const PlantSla = z.object({
  plantId: z.number().int(),
  terms: z.string(),
  lanes: z.array(SlaLane),
});
export type PlantSla = z.infer<typeof PlantSla>;

const daysMessage = says('validation.schema.plants.transitDays', { max: MAX_TRANSIT_DAYS });
const transitDays = int32(1, MAX_TRANSIT_DAYS, {
  number: daysMessage,
  whole: daysMessage,
  min: daysMessage,
  max: daysMessage,
});

export const SlaLaneInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('state'),
    stateId: selectedId(says('validation.schema.plants.state')),
    transitDays,
  }),
  z.object({ kind: z.literal('city'), cityId: chosenId(says('validation.schema.plants.city')), transitDays }),
]);
export type SlaLaneInput = z.infer<typeof SlaLaneInput>;

/** The whole agreement, saved at once: a destination may appear in one lane only. */
export const PlantSlaInput = z
  .object({
    terms: text(4000).trim(),
    lanes: z.array(SlaLaneInput).max(MAX_SLA_LANES),
  })
  .superRefine((sla, ctx) => {
    const seen = new Set<string>();
    sla.lanes.forEach((lane, index) => {
      const key = lane.kind === 'state' ? `state:${lane.stateId}` : `city:${lane.cityId}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['lanes', index, lane.kind === 'state' ? 'stateId' : 'cityId'],
          message: say('validation.schema.plants.laneTaken'),
        });
      seen.add(key);
    });
  });
export type PlantSlaInput = z.infer<typeof PlantSlaInput>;
