import { gstinHints } from '../../src/domain/gstin';
import type { plants } from '../db/schema/plants';
import type { industries } from '../db/schema/tenancy';
import type { transporters } from '../db/schema/transporters';
import type { DocumentParty } from './printedDocument';

type Industry = typeof industries.$inferSelect;
type Plant = typeof plants.$inferSelect;
type Transporter = typeof transporters.$inferSelect;

/** A party known only by name and GSTIN (a transporter, a client, a vendor): its state is the GSTIN's. */
export const gstinParty = (role: string, party: { name: string; gstin: string | null }): DocumentParty => ({
  role,
  name: party.name,
  gstin: party.gstin,
  stateCode: party.gstin ? (gstinHints(party.gstin).stateCode ?? null) : null,
});

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
  address: `${plant.name}, ${plant.address} ${plant.pincode}`,
  stateCode: industry.stateCode,
});
