import { z } from 'zod';
import { type SchemaMessageKey, say, says } from '../../i18n/schemaMessages';
import { BID_VISIBILITIES } from '../bidding';
import { MESSAGES } from '../messages';
import { DIRECTIONS, REQUEST_KINDS, REQUEST_STATUSES } from '../statuses';
import { evenWithFieldErrors } from './evenWithFieldErrors';
import { ListQuery, pageOf } from './list';
import { Paise, rupeesAsPaise } from './money';
import { calendarDate, chosenId, id, instant, int32, real, text } from './storable';

/** A required choice: a missing one reads "Choose the plant", not zod's "expected number". */
const chosen = (what: SchemaMessageKey) => chosenId(says(what));
const when = (what: SchemaMessageKey) => instant(says(what));

/** The most units of a product one indent may carry: ten lakh, far past a hundred trucks of bags or cartons. */
export const MAX_QUANTITY = 10_00_000;

export const DropOffInput = z.object({
  address: text(300).trim().min(3, says('validation.schema.dropOffAddress')),
  cityId: chosen('validation.schema.choose.dropOffCity'),
  /** Optional: the city's coordinates stand in when the form has no pin. */
  latitude: real(-90, 90).optional(),
  longitude: real(-180, 180).optional(),
});

const RequestFields = z.object({
  direction: z.enum(DIRECTIONS),
  kind: z.enum(REQUEST_KINDS).default('regular'),
  plantId: chosen('validation.schema.choose.plant'),
  vendorId: id.nullish(),
  clientId: id.nullish(),
  pickupAddress: text(300).trim().min(3, says('validation.schema.pickupAddress')),
  pickupCityId: chosen('validation.schema.choose.pickupCity'),
  // The specification's own words, in English whatever the language (common.spec.keepOneDropOff).
  dropOffs: z
    .array(DropOffInput)
    .min(1, MESSAGES.keepOneDropOff)
    .max(10, says('validation.schema.atMostDropOffs')),
  productId: chosen('validation.schema.choose.product'),
  packageId: id.nullish(),
  quantity: real(0, MAX_QUANTITY, {
    number: says('validation.schema.enterQuantity'),
    min: says('validation.schema.quantityPositive'),
    max: says('validation.schema.quantityMax'),
  }).positive(says('validation.schema.quantityPositive')),
  weightKg: real(0, 200_000, {
    number: says('validation.schema.enterWeight'),
    min: says('validation.schema.weightPositive'),
    max: says('validation.schema.weightMax'),
  }).positive(says('validation.schema.weightPositive')),
  vehicleType: text(80).trim().min(2, says('validation.schema.choose.vehicleType')),
  vehicleCount: int32(1, 100, {
    number: says('validation.schema.enterVehicleCount'),
    whole: says('validation.schema.wholeVehicles'),
    min: says('validation.schema.atLeastOneVehicle'),
    max: says('validation.schema.atMostVehicles'),
  }),
  pickupAt: when('validation.schema.dateTime.pickup'),
  biddingStartsAt: when('validation.schema.dateTime.biddingStart'),
  biddingEndsAt: when('validation.schema.dateTime.biddingEnd'),
  ceilingInr: rupeesAsPaise('validation.schema.rupees.labels.ceiling'),
  /** Left out: whom the plant's request settings invite by default. */
  transporterIds: z.array(id).min(1, says('validation.schema.inviteTransporter')).max(200).optional(),
  /** Left out: the plant's request settings, else the industry's default (`requestDefaults.ts`). */
  bidVisibility: z.enum(BID_VISIBILITIES).optional(),
  notes: text(1000).trim().default(''),
});

type PartyFields = { direction: 'inbound' | 'outbound'; vendorId?: number | null; clientId?: number | null };
const checkParty = (r: PartyFields, ctx: z.RefinementCtx) => {
  if (r.direction === 'inbound' && !r.vendorId)
    ctx.addIssue({
      code: 'custom',
      path: ['vendorId'],
      message: say('validation.schema.choose.vendorToCollect'),
    });
  if (r.direction === 'outbound' && !r.clientId)
    ctx.addIssue({
      code: 'custom',
      path: ['clientId'],
      message: say('validation.schema.choose.clientToDeliver'),
    });
};

/** What the request form sends, for create and edit alike (the direction of an existing request is fixed). */
export const RequestInput = RequestFields.superRefine(
  (r, ctx) => {
    checkParty(r, ctx);
    if (Date.parse(r.biddingEndsAt) <= Date.parse(r.biddingStartsAt))
      ctx.addIssue({
        code: 'custom',
        path: ['biddingEndsAt'],
        message: say('validation.schema.endAfterStart'),
      });
    if (Date.parse(r.pickupAt) < Date.parse(r.biddingEndsAt))
      ctx.addIssue({
        code: 'custom',
        path: ['pickupAt'],
        message: say('validation.schema.pickupAfterBidding'),
      });
  },
  evenWithFieldErrors('direction', 'vendorId', 'clientId', 'pickupAt', 'biddingStartsAt', 'biddingEndsAt'),
);
export type RequestInput = z.output<typeof RequestInput>;

/** A spot indent: the same form without a window, because it opens at once for the industry's spot window. */
export const SpotRequestInput = RequestFields.omit({
  biddingStartsAt: true,
  biddingEndsAt: true,
  kind: true,
}).superRefine(checkParty, evenWithFieldErrors('direction', 'vendorId', 'clientId'));
export type SpotRequestInput = z.output<typeof SpotRequestInput>;

export const RequestListQuery = ListQuery.extend({
  direction: z.enum(DIRECTIONS),
  /** The list's tab: one status, or every status. */
  tab: z.enum([...REQUEST_STATUSES, 'all']).default('all'),
  pickupFrom: calendarDate.optional(),
  pickupTo: calendarDate.optional(),
  sort: z.enum(['createdAt', 'pickupAt', 'biddingEndsAt', 'number']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type RequestListQuery = z.infer<typeof RequestListQuery>;

const Named = z.object({ id: z.number().int(), name: z.string() });

export const RequestRow = z.object({
  id: z.number().int(),
  number: z.string(),
  direction: z.enum(DIRECTIONS),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  plant: Named,
  /** The client (outbound) or vendor (inbound). */
  party: Named.nullable(),
  pickupAt: z.string(),
  biddingStartsAt: z.string(),
  biddingEndsAt: z.string(),
  ceilingPaise: Paise,
  vehicleType: z.string(),
  vehicleCount: z.number().int(),
  bidCount: z.number().int(),
  lowestBidPaise: Paise.nullable(),
  createdAt: z.string(),
});
export type RequestRow = z.infer<typeof RequestRow>;
export const RequestPage = pageOf(RequestRow);

export const RequestAction = z.enum(['request.edit', 'request.publish', 'request.cancel', 'request.award']);

export const RequestDetail = RequestRow.extend({
  vendorId: z.number().int().nullable(),
  clientId: z.number().int().nullable(),
  pickupAddress: z.string(),
  pickupCity: Named,
  dropOffs: z.array(
    z.object({
      seq: z.number().int(),
      address: z.string(),
      city: Named,
      latitude: z.number(),
      longitude: z.number(),
    }),
  ),
  product: Named.nullable(),
  package: Named.nullable(),
  quantity: z.number(),
  weightKg: z.number(),
  bidVisibility: z.enum(BID_VISIBILITIES),
  notes: z.string(),
  transporters: z.array(Named),
  /** The latest the window can close, whatever bids land late (`domain/bidding.ts`). */
  biddingHardCloseAt: z.string(),
  /** Late bids that have extended the window so far, of the most the request allows. */
  extensionsUsed: z.number().int(),
  maxExtensions: z.number().int(),
  /** How much one late bid extends the window. */
  extensionMinutes: z.number(),
  /** What the signed-in user may do now, decided by the request machine. */
  actions: z.array(RequestAction),
});
export type RequestDetail = z.infer<typeof RequestDetail>;

export const CancelInput = z.object({ reason: text(500).trim().min(3, says('validation.schema.reason')) });

/** The form prefilled from an existing request, its dates moved to the future. */
export const RequestReplica = z.object({
  direction: z.enum(DIRECTIONS),
  kind: z.enum(REQUEST_KINDS),
  plantId: z.number().int(),
  vendorId: z.number().int().nullable(),
  clientId: z.number().int().nullable(),
  pickupAddress: z.string(),
  pickupCityId: z.number().int(),
  dropOffs: z.array(
    z.object({ address: z.string(), cityId: z.number().int(), latitude: z.number(), longitude: z.number() }),
  ),
  productId: z.number().int().nullable(),
  packageId: z.number().int().nullable(),
  quantity: z.number(),
  weightKg: z.number(),
  vehicleType: z.string(),
  vehicleCount: z.number().int(),
  pickupAt: z.string(),
  biddingStartsAt: z.string(),
  biddingEndsAt: z.string(),
  ceilingInr: z.number(),
  transporterIds: z.array(z.number().int()),
  bidVisibility: z.enum(BID_VISIBILITIES),
  notes: z.string(),
});
export type RequestReplica = z.infer<typeof RequestReplica>;
