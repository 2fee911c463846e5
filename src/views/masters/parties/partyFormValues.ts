import type { Party } from '../../../domain/schemas/party';
import type { PinSource } from '../../../domain/schemas/pinSource';

/** One address as the form holds it: empty inputs are '', a city or pin not chosen yet is null. */
export interface AddressValues {
  /** The saved address's id (kept on save), null for one added in this form. */
  id: number | null;
  /** React's key for the card: ids are missing on new addresses. */
  key: string;
  label: string;
  address: string;
  cityId: number | null;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
  /** Where the pin came from: a city's centre is warned of; the server places a pin not placed by hand. */
  pinSource: PinSource;
  /** The PIN code's locality chosen in this form (the server places the pin on it); not stored. */
  locality: string | null;
}

export interface ContactValues {
  key: string;
  name: string;
  designation: string;
  email: string;
  mobile: string;
}

export interface PartyValues extends Record<string, unknown> {
  code: string;
  name: string;
  gstin: string;
  email: string;
  phone: string;
  /** The business unit's id as its select holds it; '' for none. */
  businessId: string;
  addresses: AddressValues[];
  contacts: ContactValues[];
}

let keys = 0;
const nextKey = () => `new-${++keys}`;

export const emptyAddress = (label = ''): AddressValues => ({
  id: null,
  key: nextKey(),
  label,
  address: '',
  cityId: null,
  pincode: '',
  latitude: null,
  longitude: null,
  pinSource: 'city',
  locality: null,
});

export const emptyContact = (): ContactValues => ({
  key: nextKey(),
  name: '',
  designation: '',
  email: '',
  mobile: '',
});

/** A new party: one address to fill in (at least one is needed), no contacts. */
export const newParty = (mainLabel: string): PartyValues => ({
  code: '',
  name: '',
  gstin: '',
  email: '',
  phone: '',
  businessId: '',
  addresses: [emptyAddress(mainLabel)],
  contacts: [],
});

/** A saved party as the form edits it. */
export const partyValues = (party: Party): PartyValues => ({
  code: party.code,
  name: party.name,
  gstin: party.gstin ?? '',
  email: party.email ?? '',
  phone: party.phone ?? '',
  businessId: party.business ? String(party.business.id) : '',
  addresses: party.addresses.map((a) => ({
    id: a.id,
    key: `saved-${a.id}`,
    label: a.label,
    address: a.address,
    cityId: a.cityId,
    pincode: a.pincode,
    latitude: a.latitude,
    longitude: a.longitude,
    pinSource: a.pinSource,
    locality: null,
  })),
  contacts: party.contacts.map((c) => ({
    key: `saved-${c.id}`,
    name: c.name,
    designation: c.designation ?? '',
    email: c.email ?? '',
    mobile: c.mobile ?? '',
  })),
});
