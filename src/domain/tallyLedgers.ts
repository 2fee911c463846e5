/**
 * The ledgers of the Tally company that the freight vouchers post to, by their role in a voucher. An industry
 * names them as its own Tally company has them (`tally_ledger_settings`); until it does, the names Indian books
 * commonly use apply. The Tally export creates each ledger it uses under its group before the first voucher, so
 * a company that lacks one gets it, and one that has it keeps its own (an import ignores a ledger that exists).
 */

/** The fixed ledgers, by role; the transporters' own ledgers are named by `partyLedger`. */
export const TALLY_LEDGER_ROLES = [
  'freightInward',
  'freightOutward',
  'inputIgst',
  'inputCgst',
  'inputSgst',
  'reverseChargeIgst',
  'reverseChargeCgst',
  'reverseChargeSgst',
  'bank',
] as const;
export type TallyLedgerRole = (typeof TALLY_LEDGER_ROLES)[number];

export interface TallyLedgerNames extends Record<TallyLedgerRole, string> {
  /** The Tally company to import into; empty for whichever company is open in Tally. */
  companyName: string;
  /** A transporter's ledger: `{name}` and `{code}` stand for the transporter's name and Freightdesk code. */
  partyLedger: string;
}

export const DEFAULT_TALLY_LEDGERS: TallyLedgerNames = {
  companyName: '',
  partyLedger: '{name}',
  freightInward: 'Freight Inward',
  freightOutward: 'Freight Outward',
  inputIgst: 'Input IGST',
  inputCgst: 'Input CGST',
  inputSgst: 'Input SGST',
  reverseChargeIgst: 'IGST Payable on Reverse Charge',
  reverseChargeCgst: 'CGST Payable on Reverse Charge',
  reverseChargeSgst: 'SGST Payable on Reverse Charge',
  bank: 'Bank Account',
};

/** The placeholders a party ledger's pattern may hold. */
export const PARTY_LEDGER_PLACEHOLDERS = ['{name}', '{code}'] as const;

/** Whether a pattern names each transporter apart: it holds a placeholder, and no unknown one. */
export function isPartyLedgerPattern(pattern: string): boolean {
  const placeholders = pattern.match(/\{[^{}]*\}/g) ?? [];
  return (
    placeholders.length > 0 &&
    placeholders.every((p) => (PARTY_LEDGER_PLACEHOLDERS as readonly string[]).includes(p))
  );
}

/** A transporter's ledger name by the industry's pattern: "{name}" → "Om Shakti Logistics". */
export const partyLedgerName = (pattern: string, transporter: { name: string; code: string }): string =>
  // One pass, so that a name holding "{code}" stays as it is.
  pattern
    .replace(/\{name\}|\{code\}/g, (placeholder) =>
      placeholder === '{name}' ? transporter.name : transporter.code,
    )
    .trim();

/**
 * The roles that must each have a ledger of their own: a GST ledger stands for one duty head, and the bank for
 * money paid. The freight of both directions may share one ledger.
 */
export const DISTINCT_TALLY_ROLES: readonly TallyLedgerRole[] = TALLY_LEDGER_ROLES.filter(
  (role) => role !== 'freightInward' && role !== 'freightOutward',
);

/** Tally matches ledger names without regard to case. */
export const sameLedger = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase('en-IN') === b.trim().toLocaleLowerCase('en-IN');
