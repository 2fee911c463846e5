import { z } from 'zod';
import { MESSAGES } from '../messages';
import { DIRECTIONS, REQUEST_KINDS, REQUEST_STATUSES } from '../statuses';
import { evenWithFieldErrors } from './evenWithFieldErrors';
import { isoDate, ListQuery, pageOf } from './list';
import { Paise, rupeesAsPaise } from './money';

const Id = z.number().int().positive();
/** A required choice: a missing one reads "Choose the plant", not zod's "expected number". */
const chosen = (what: string) =>
  z
    .number({ error: `Choose ${what}` })
    .int()
    .positive(`Choose ${what}`);
const amount = (label: string) => z.number({ error: `Enter the ${label.toLowerCase()}` });
const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time` });

export const DropOffInput = z.object({
  address: z.string().trim().min(3, 'Enter the drop-off address').max(300),
  cityId: chosen('the drop-off city'),
  /** Optional: the city's coordinates stand in when the form has no pin. */
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});

const RequestFields = z.object({
  direction: z.enum(DIRECTIONS),
  kind: z.enum(REQUEST_KINDS).default('regular'),
  plantId: chosen('the plant'),
  vendorId: Id.nullish(),
  clientId: Id.nullish(),
  pickupAddress: z.string().trim().min(3, 'Enter the pickup address').max(300),
  pickupCityId: chosen('the pickup city'),
  dropOffs: z.array(DropOffInput).min(1, MESSAGES.keepOneDropOff).max(10, 'At most 10 drop-off addresses'),
  productId: chosen('the product'),
  packageId: Id.nullish(),
  quantity: amount('Quantity').positive('Quantity must be more than 0'),
  weightKg: amount('Weight').positive('Weight must be more than 0').max(200_000, 'At most 2,00,000 kg'),
  vehicleType: z.string().trim().min(2, 'Choose a vehicle type').max(80),
  vehicleCount: amount('Number of vehicles')
    .int('Whole vehicles only')
    .min(1, 'At least one vehicle')
    .max(100, 'At most 100 vehicles'),
  pickupAt: instant('Pickup'),
  biddingStartsAt: instant('Bidding start'),
  biddingEndsAt: instant('Bidding end'),
  ceilingInr: rupeesAsPaise('Ceiling price'),
  transporterIds: z.array(Id).min(1, 'Invite at least one transporter').max(200),
  showRank: z.boolean().default(false),
  notes: z.string().trim().max(1000).default(''),
});

/** A request names whom goods come from (inbound) or go to (outbound). */
export const PARTY_MISSING = {
  inbound: 'Choose the vendor to collect from',
  outbound: 'Choose the client to deliver to',
} as const;

type PartyFields = { direction: 'inbound' | 'outbound'; vendorId?: number | null; clientId?: number | null };
const checkParty = (r: PartyFields, ctx: z.RefinementCtx) => {
  if (r.direction === 'inbound' && !r.vendorId)
    ctx.addIssue({ code: 'custom', path: ['vendorId'], message: PARTY_MISSING.inbound });
  if (r.direction === 'outbound' && !r.clientId)
    ctx.addIssue({ code: 'custom', path: ['clientId'], message: PARTY_MISSING.outbound });
};

/** What the request form sends, for create and edit alike (the direction of an existing request is fixed). */
export const RequestInput = RequestFields.superRefine((r, ctx) => {
  checkParty(r, ctx);
  if (Date.parse(r.biddingEndsAt) <= Date.parse(r.biddingStartsAt))
    ctx.addIssue({ code: 'custom', path: ['biddingEndsAt'], message: 'Bidding must end after it starts' });
  if (Date.parse(r.pickupAt) < Date.parse(r.biddingEndsAt))
    ctx.addIssue({ code: 'custom', path: ['pickupAt'], message: 'Pickup must be after bidding ends' });
}, evenWithFieldErrors);
export type RequestInput = z.output<typeof RequestInput>;

/** A spot indent: the same form without a window, because it opens at once for SPOT_WINDOW_MS. */
export const SpotRequestInput = RequestFields.omit({
  biddingStartsAt: true,
  biddingEndsAt: true,
  kind: true,
}).superRefine(checkParty, evenWithFieldErrors);
export type SpotRequestInput = z.output<typeof SpotRequestInput>;

export const RequestListQuery = ListQuery.extend({
  direction: z.enum(DIRECTIONS),
  /** The list's tab: one status, or every status. */
  tab: z.enum([...REQUEST_STATUSES, 'all']).default('all'),
  pickupFrom: isoDate.optional(),
  pickupTo: isoDate.optional(),
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
  showRank: z.boolean(),
  notes: z.string(),
  transporters: z.array(Named),
  /** What the signed-in user may do now, decided by the request machine. */
  actions: z.array(RequestAction),
});
export type RequestDetail = z.infer<typeof RequestDetail>;

export const CancelInput = z.object({ reason: z.string().trim().min(3, 'Give a reason').max(500) });

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
  showRank: z.boolean(),
  notes: z.string(),
});
export type RequestReplica = z.infer<typeof RequestReplica>;
