import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { checkGstin } from '../gstin';
import { BID_STATUSES, DIRECTIONS, TRANSPORTER_LINK_STATUSES } from '../statuses';
import { AccountEmail, Gstin, IndianMobile } from './identityFields';
import { PlaceName } from './importCells';
import { pageOf } from './list';
import { blankAsNull, masterListQuery } from './master';
import { AddressText } from './party';
import { chosenId, id, text } from './storable';

/**
 * "My transporters" (seed-spec §2, industry-transporter): transporter companies exist once on Freightdesk,
 * shared by every industry; an industry links the ones it works with, and may block a linked one, which
 * then gets no new requests and has its next bid refused. The row of the list is the link, with the
 * company's details beside it.
 */
export const TransporterLinkStatus = z.enum(TRANSPORTER_LINK_STATUSES);
export type TransporterLinkStatus = z.infer<typeof TransporterLinkStatus>;

/**
 * The transporter's sign-in account for the bidding API: none yet (a company only ever entered by
 * shippers), invited (its set-password link is out, not used yet), or active (it has set a password).
 */
export const TRANSPORTER_ACCOUNT_STATES = ['none', 'invited', 'active'] as const;
export const TransporterAccountState = z.enum(TRANSPORTER_ACCOUNT_STATES);
export type TransporterAccountState = z.infer<typeof TransporterAccountState>;

export const TransporterLink = z.object({
  /** The link's id: what the screens' `:id` names. */
  id: z.number().int(),
  transporterId: z.number().int(),
  code: z.string(),
  name: z.string(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The registered office's street address, as its freight invoices print it. */
  address: z.string().nullable(),
  cityId: z.number().int().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  status: TransporterLinkStatus,
  blockedAt: z.string().nullable(),
  /** The industry's own contact at the company. */
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  notes: z.string().nullable(),
  /** Bids it placed on this industry's requests (a plant user's plants only), and of those, the ones awarded. */
  bidCount: z.number().int(),
  winCount: z.number().int(),
  account: TransporterAccountState,
  /**
   * Whether this industry may still change the company's own details: only while the company is its
   * invitation that nobody has accepted yet (its account is `invited`) and no other industry links it.
   */
  companyEditable: z.boolean(),
  createdAt: z.string(),
});
export type TransporterLink = z.infer<typeof TransporterLink>;

/** A PAN as typed (spaces and lower case forgiven): 5 letters, 4 digits, 1 letter. */
export const PAN_SHAPE = /^[A-Z]{5}\d{4}[A-Z]$/;
export const normalisePan = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * What a transporter is looked up by: its GSTIN, or its PAN (which finds its registrations in every
 * state). Normalised; refused unless it has the shape of one or the other.
 */
export const TransporterLookupKey = text(24)
  .overwrite(normalisePan)
  .refine(
    (value) => PAN_SHAPE.test(value) || checkGstin(value).valid,
    says('validation.schema.transporters.lookup'),
  );

export const TransporterLookupQuery = z.object({ key: TransporterLookupKey });
export type TransporterLookupQuery = z.infer<typeof TransporterLookupQuery>;

/** A company the lookup found, and whether it is in the industry's list already. */
export const TransporterMatch = z.object({
  transporterId: z.number().int(),
  code: z.string(),
  name: z.string(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** The link's id when the industry has it already, with its status. */
  linkId: z.number().int().nullable(),
  linkStatus: TransporterLinkStatus.nullable(),
});
export type TransporterMatch = z.infer<typeof TransporterMatch>;
export const TransporterMatches = z.array(TransporterMatch);

const companyName = text(200).trim().min(2, says('validation.schema.signup.companyName'));
const cityId = chosenId(says('validation.schema.parties.city'));
/** The registered office's street address (the city is beside it): the transporter's invoices print it. */
const officeAddress = blankAsNull(AddressText);

/**
 * Adds a transporter to the list: `link` one found by the lookup (the key it was found by comes along, so
 * a company is linked only by its GSTIN or PAN, never by guessing ids), or `invite` a company new to
 * Freightdesk, which creates it, its sign-in account with a mailed set-password link, and the link.
 */
export const TransporterLinkInput = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('link'),
    transporterId: id,
    key: TransporterLookupKey,
  }),
  z.object({
    mode: z.literal('invite'),
    name: companyName,
    gstin: Gstin,
    contactName: text(120).trim().min(2, says('validation.schema.parties.contactName')),
    email: AccountEmail,
    mobile: IndianMobile,
    cityId,
    address: officeAddress.optional(),
  }),
]);
export type TransporterLinkInput = z.output<typeof TransporterLinkInput>;
export type TransporterInvite = Extract<TransporterLinkInput, { mode: 'invite' }>;

/**
 * An edit: the link's own contact and notes always; the company's details (each optional, sent only by a
 * form that shows them) only while `companyEditable`, otherwise a 409.
 */
export const TransporterLinkUpdate = z.object({
  contactName: blankAsNull(text(120).trim()),
  contactEmail: blankAsNull(AccountEmail),
  contactPhone: blankAsNull(IndianMobile),
  notes: blankAsNull(text(1000).trim()),
  name: companyName.optional(),
  gstin: Gstin.optional(),
  email: AccountEmail.optional(),
  mobile: IndianMobile.optional(),
  cityId: cityId.optional(),
  address: officeAddress.optional(),
});
export type TransporterLinkUpdate = z.output<typeof TransporterLinkUpdate>;

export const TRANSPORTER_SORTS = ['name', 'code', 'city', 'bidCount', 'winCount', 'createdAt'] as const;
export const TransporterListQuery = masterListQuery(TRANSPORTER_SORTS, 'name', TransporterLinkStatus);
export type TransporterListQuery = z.infer<typeof TransporterListQuery>;
export const TransporterPage = pageOf(TransporterLink);

/** One of the transporter's bids on the industry's requests, for its view page. */
export const TransporterBid = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  requestNumber: z.string(),
  direction: z.enum(DIRECTIONS),
  plant: z.string(),
  amountPaise: z.number().int(),
  vehicleCount: z.number().int(),
  status: z.enum(BID_STATUSES),
  placedAt: z.string(),
});
export type TransporterBid = z.infer<typeof TransporterBid>;

/**
 * How the transporter has served this industry (a plant user: their plants): bids placed and awarded,
 * delivered orders and how many of them arrived on time (server/masters/transporterPerformance.ts says
 * exactly what on time means), and its latest bids.
 */
export const TransporterPerformance = z.object({
  bids: z.number().int(),
  wins: z.number().int(),
  delivered: z.number().int(),
  onTime: z.number().int(),
  recentBids: z.array(TransporterBid),
});
export type TransporterPerformance = z.infer<typeof TransporterPerformance>;

/**
 * One transporter as a row of an import file: linked when a company with its GSTIN is on Freightdesk already
 * (the e-mail and mobile are then the industry's contact there), otherwise invited like the form's invitation.
 * The city is found by name within the state, which may be left out: it is then the GSTIN's state. The address
 * is written on a company the row invites, or one still this industry's invitation (as the form edits it).
 */
export const TransporterImportRow = z.object({
  gstin: Gstin,
  name: companyName,
  contactName: blankAsNull(text(120).trim()),
  email: AccountEmail,
  mobile: IndianMobile,
  city: PlaceName(says('validation.schema.parties.city')),
  state: blankAsNull(text(100).trim()),
  address: officeAddress,
});
export type TransporterImportRow = z.output<typeof TransporterImportRow>;
