import { z } from 'zod';
import { say, says } from '../../i18n/schemaMessages';
import { Gstin, IndianMobile } from './identityFields';
import { pageOf } from './list';
import { blankAsNull, ChosenLocality, masterListQuery, RecordStatus } from './master';
import { PinSource } from './pinSource';
import { chosenId, id, real, text } from './storable';

/**
 * Clients (consignees: goods go to them) and vendors (consignors: goods come from them) have one shape: a code,
 * a name, a GSTIN, several addresses each pinned on the map, and contacts. One schema serves both; a client may
 * also belong to one of the industry's business units.
 */
export const PARTY_KINDS = ['client', 'vendor'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];

// ---- The canonical rules of a party's fields: the form, the API and the import file check the same ones.

/** Unique within the industry's clients (or vendors); kept in capitals, so `cl001` and `CL001` are one code. */
export const PartyCode = text(30)
  .trim()
  .toUpperCase()
  .min(1, says('validation.schema.parties.enterCode'))
  .regex(/^[A-Z0-9][A-Z0-9/_-]*$/, says('validation.schema.parties.codeFormat'));

export const PartyName = text(120).trim().min(1, says('validation.schema.masters.enterName'));

export const PartyEmail = text(120)
  .trim()
  .toLowerCase()
  .regex(z.regexes.email, says('validation.schema.email'));

/** An office line or a mobile, as written: digits with spaces, brackets, dashes and a leading +. */
export const PartyPhone = text(20)
  .trim()
  .regex(/^\+?[\d\s()-]{6,20}$/, says('validation.schema.parties.phone'));

/** Names an address among the party's (Main, Warehouse 2): unique within the party, case aside. */
export const AddressLabel = text(60).trim().min(1, says('validation.schema.parties.addressLabel'));

export const AddressText = text(300).trim().min(3, says('validation.schema.parties.address'));

/** An Indian PIN code: six digits, the first not 0. */
export const Pincode = text(10)
  .trim()
  .regex(/^[1-9]\d{5}$/, says('validation.schema.parties.pincode'));

/** An id a select picked: its value is text in the form (`"12"`), a number in the API. */
const pickedId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  id,
);

/** The pin on the map: India's mainland and islands, as the form's map shows them. */
const pinMessage = says('validation.schema.parties.pin');
const pinLatitude = real(6, 38, { number: pinMessage, min: pinMessage, max: pinMessage });
const pinLongitude = real(68, 98, { number: pinMessage, min: pinMessage, max: pinMessage });

export const MAX_PARTY_ADDRESSES = 20;
export const MAX_PARTY_CONTACTS = 20;

// ---- What is written

export const PartyAddressInput = z.object({
  /** The saved address this one edits; absent for a new address. Ids of saved addresses stay as they are. */
  id: blankAsNull(id).optional(),
  label: AddressLabel,
  address: AddressText,
  cityId: chosenId(says('validation.schema.parties.city')),
  pincode: Pincode,
  latitude: pinLatitude,
  longitude: pinLongitude,
  /** Absent, the server reads it off the coordinates (the city's centre, or placed by hand). */
  pinSource: PinSource.optional(),
  locality: ChosenLocality.optional(),
});
export type PartyAddressInput = z.output<typeof PartyAddressInput>;

export const PartyContactInput = z.object({
  name: text(120).trim().min(1, says('validation.schema.parties.contactName')),
  designation: blankAsNull(text(80).trim()),
  email: blankAsNull(PartyEmail),
  mobile: blankAsNull(IndianMobile),
});
export type PartyContactInput = z.output<typeof PartyContactInput>;

/** Two addresses of one party with one label could not be told apart (nor matched by an import file). */
const labelsDiffer = (addresses: readonly { label: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  addresses.forEach((address, i) => {
    const key = address.label.toLowerCase();
    if (seen.has(key))
      ctx.addIssue({
        code: 'custom',
        path: ['addresses', i, 'label'],
        message: say('validation.schema.parties.labelTaken'),
      });
    seen.add(key);
  });
};

export const PartyInput = z
  .object({
    code: PartyCode,
    name: PartyName,
    // Optional; when given, unique within the industry's clients (or vendors), like the code.
    gstin: blankAsNull(Gstin),
    email: blankAsNull(PartyEmail),
    phone: blankAsNull(PartyPhone),
    /** Clients only: the business unit the client is served by. Vendors have none. */
    businessId: blankAsNull(pickedId).optional(),
    addresses: z
      .array(PartyAddressInput)
      .min(1, says('validation.schema.parties.atLeastOneAddress'))
      .max(MAX_PARTY_ADDRESSES, says('validation.schema.parties.tooManyAddresses')),
    contacts: z
      .array(PartyContactInput)
      .max(MAX_PARTY_CONTACTS, says('validation.schema.parties.tooManyContacts')),
  })
  .superRefine((party, ctx) => labelsDiffer(party.addresses, ctx));
export type PartyInput = z.output<typeof PartyInput>;

// ---- What is read

export const PartyAddress = z.object({
  id: z.number().int(),
  label: z.string(),
  address: z.string(),
  cityId: z.number().int(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  pinSource: PinSource,
});
export type PartyAddress = z.infer<typeof PartyAddress>;

export const PartyContact = z.object({
  id: z.number().int(),
  name: z.string(),
  designation: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type PartyContact = z.infer<typeof PartyContact>;

/** A client or vendor with its addresses (the first is its main one) and contacts. */
export const Party = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  gstin: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** A client's business unit; always null for a vendor. */
  business: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: RecordStatus,
  createdAt: z.string(),
  addresses: z.array(PartyAddress),
  contacts: z.array(PartyContact),
});
export type Party = z.infer<typeof Party>;

export const PARTY_SORTS = ['code', 'name', 'city', 'createdAt'] as const;
export const PartyListQuery = masterListQuery(PARTY_SORTS, 'name');
export type PartyListQuery = z.infer<typeof PartyListQuery>;
export const PartyPage = pageOf(Party);

// ---- Every contact of every client, in one list

export const PartyContactRow = PartyContact.extend({
  party: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
});
export type PartyContactRow = z.infer<typeof PartyContactRow>;

export const CONTACT_SORTS = ['name', 'designation', 'party'] as const;
export const PartyContactListQuery = masterListQuery(CONTACT_SORTS, 'name');
export type PartyContactListQuery = z.infer<typeof PartyContactListQuery>;
export const PartyContactPage = pageOf(PartyContactRow);
