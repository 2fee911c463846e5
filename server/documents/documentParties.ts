import { gstinHints } from '../../src/domain/gstin';
import type { plants } from '../db/schema/plants';
import type { industries } from '../db/schema/tenancy';
import type { transporters } from '../db/schema/transporters';
import type { DocumentParty } from './printedDocument';

type Industry = typeof industries.$inferSelect;
type Plant = typeof plants.$inferSelect;
type Transporter = typeof transporters.$inferSelect;

/**
 * A party as every document prints it: its name, GSTIN and address (null where none is known, and then left
 * out), its state the GSTIN's. Each builder below names where its party's address comes from, so no document
 * prints a party without one it has.
 */
export const gstinParty = (
  role: string,
  party: { name: string; gstin: string | null; address: string | null },
): DocumentParty => ({
  role,
  name: party.name,
  gstin: party.gstin,
  address: party.address,
  stateCode: party.gstin ? (gstinHints(party.gstin).stateCode ?? null) : null,
});

/** A street address on one line, as a postman reads it: street, town, PIN code. */
export const postalAddress = (parts: { address: string; city?: string | null; pincode?: string | null }) =>
  [parts.address, parts.city, parts.pincode].filter(Boolean).join(', ');

/** The transporter at its registered office. */
export const transporterParty = ({ transporter }: { transporter: Transporter }, role: string) =>
  gstinParty(role, transporter);

/** The industry at one of its plants: its name and GSTIN, the plant's address. */
export const industryParty = (
  { industry, plant }: { industry: Industry; plant: Plant },
  role: string,
): DocumentParty => ({
  role,
  name: industry.name,
  gstin: industry.gstin,
  address: `${plant.name}, ${postalAddress(plant)}`,
  stateCode: industry.stateCode,
});
