import type { Language } from '../../src/i18n/languages';

/**
 * What every printed document (tax invoice, receipt, gate pass, lorry receipt) is made of, whatever it
 * records: who issues it, the parties, a few facts, a table of lines, totals and the link its QR points to.
 * `renderPdf` (pdfLayout.ts) lays any of them out alike. Its words are in its reader's language; the records it
 * prints (names, addresses, numbers, GSTINs) are as stored.
 */

export interface DocumentParty {
  /** What the party is on this document: "Seller", "Buyer", "Consignor"… */
  role: string;
  name: string;
  gstin: string | null;
  address?: string | null;
  stateCode?: string | null;
}

export interface DocumentColumn {
  label: string;
  /** Share of the table's width; the shares of a table add up to 1. */
  width: number;
  align?: 'left' | 'right';
}

export interface PrintedDocument {
  /** The language its words are in: the layout's own (GSTIN, date, total, the amount in words) follow it. */
  language: Language;
  /** "Tax Invoice", "Receipt"… */
  title: string;
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Named with its GSTIN in the header, beside the logo. */
  issuer: DocumentParty;
  /**
   * The industry's logo (PNG or JPEG), printed at the head of every document its account prints; the
   * Freightdesk mark stands where there is none.
   */
  logo?: Buffer | null;
  /** Printed side by side below the header (the issuer again as the seller, the buyer…). */
  parties: readonly DocumentParty[];
  /** Label and value pairs under the parties: order number, vehicle, terms… */
  facts?: readonly (readonly [string, string])[];
  columns: readonly DocumentColumn[];
  rows: readonly (readonly string[])[];
  /** Lines above the total (taxable value, CGST, SGST…), in paise. */
  subtotals?: readonly (readonly [string, number])[];
  /** The amount in figures and in words; null on a document that carries no amount (a gate pass). */
  totalPaise: number | null;
  /** What the total is; "Total" unless said. */
  totalLabel?: string;
  /** The document's own address: printed and encoded in its QR code. */
  link: string;
  /** A closing line (terms, a declaration). */
  note?: string;
}
