import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { Gstin } from './identityFields';
import { PlaceName } from './importCells';
import { blankAsNull, ChosenLocality } from './master';
import { AddressLabel, AddressText, PartyCode, PartyEmail, PartyName, PartyPhone, Pincode } from './party';

/**
 * One client or vendor with one of its addresses, as a row of an import file: every field by the party form's
 * own rules (party.ts). The city is named, and found by name within the state; the address's pin is placed
 * from its PIN code and locality (server/places/placedPin.ts), else on the city's centre, flagged.
 */
export const PartyImportRow = z.object({
  code: PartyCode,
  name: PartyName,
  gstin: blankAsNull(Gstin),
  email: blankAsNull(PartyEmail),
  phone: blankAsNull(PartyPhone),
  addressLabel: AddressLabel,
  address: AddressText,
  city: PlaceName(says('validation.schema.parties.city')),
  state: PlaceName(says('validation.schema.plants.state')),
  pincode: Pincode,
  locality: ChosenLocality,
});
export type PartyImportRow = z.output<typeof PartyImportRow>;
