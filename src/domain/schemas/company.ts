import { z } from 'zod';
import { AddressText } from './party';

/**
 * The industry as its documents print it: name, GSTIN, address and logo. The logo is an image file sent as
 * the request's body (JPEG, PNG or WebP, the profile picture's kinds and size limit), kept as a PNG.
 */
export const Company = z.object({
  name: z.string(),
  gstin: z.string().nullable(),
  stateCode: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Where the logo is served, a new address for every new logo; null without one. */
  logo: z.string().nullable(),
});
export type Company = z.infer<typeof Company>;

/** The largest a logo is kept, in pixels: enough for a sharp print in a document's header. */
export const LOGO_BOX = { width: 600, height: 240 } as const;

/**
 * PUT /api/company/address (owner only): the address the industry's documents print as the buyer's, e.g. on
 * Freightdesk's plan invoice; its plants keep their own addresses for the documents of their orders.
 */
export const CompanyAddressInput = z.object({ address: AddressText });
export type CompanyAddressInput = z.output<typeof CompanyAddressInput>;
