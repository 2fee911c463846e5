import { checkGstin } from '../../src/domain/gstin';
import {
  partyLedgerName,
  TALLY_LEDGER_ROLES,
  type TallyLedgerNames,
  type TallyLedgerRole,
} from '../../src/domain/tallyLedgers';
import type { LedgerRef, TallyBooks } from './tallyVouchers';
import { tag, tallyMessage, xmlAttribute } from './tallyXml';

/**
 * The ledger masters a Tally file carries, so that it imports into a company that lacks some of them. Each is a
 * LEDGER with ACTION "Create" under the group Tally's chart of accounts puts it in; a company that has a ledger
 * of the name keeps its own (the envelope asks Tally to ignore duplicates).
 */

/** A transporter as its ledger is made: named by the industry's pattern, registered for GST by its GSTIN. */
export interface TallyParty {
  id: number;
  name: string;
  code: string;
  gstin: string | null;
}

/** Tally's GST duty heads. */
const INTEGRATED = 'Integrated Tax';
const CENTRAL = 'Central Tax';
const STATE = 'State Tax';

/**
 * Each fixed ledger's group in Tally's predefined chart of accounts, and the GST duty head of a tax ledger.
 * Freight inward is part of what goods cost (Direct Expenses); freight outward a cost of selling them.
 */
const ROLE_MASTERS: Record<TallyLedgerRole, { parent: string; dutyHead?: string }> = {
  freightInward: { parent: 'Direct Expenses' },
  freightOutward: { parent: 'Indirect Expenses' },
  inputIgst: { parent: 'Duties & Taxes', dutyHead: INTEGRATED },
  inputCgst: { parent: 'Duties & Taxes', dutyHead: CENTRAL },
  inputSgst: { parent: 'Duties & Taxes', dutyHead: STATE },
  reverseChargeIgst: { parent: 'Duties & Taxes', dutyHead: INTEGRATED },
  reverseChargeCgst: { parent: 'Duties & Taxes', dutyHead: CENTRAL },
  reverseChargeSgst: { parent: 'Duties & Taxes', dutyHead: STATE },
  bank: { parent: 'Bank Accounts' },
};

/** The group transporters' ledgers are made under: they are owed for freight. */
export const PARTY_GROUP = 'Sundry Creditors';

const ledgerMaster = (name: string, parent: string, details: string[]) =>
  tallyMessage(
    `<LEDGER NAME="${xmlAttribute(name)}" ACTION="Create">${tag('NAME', name)}${tag('PARENT', parent)}${details.join('')}</LEDGER>`,
  );

function roleMaster(role: TallyLedgerRole, name: string): string {
  const { parent, dutyHead } = ROLE_MASTERS[role];
  return ledgerMaster(name, parent, [
    ...(dutyHead ? [tag('TAXTYPE', 'GST'), tag('GSTDUTYHEAD', dutyHead)] : []),
    tag('ISBILLWISEON', 'No'),
    tag('AFFECTSSTOCK', 'No'),
  ]);
}

/** A transporter's ledger: bill by bill (its invoices and the payments against them), with its GST details. */
function partyMaster(party: TallyParty, name: string): string {
  const gstin = party.gstin ? checkGstin(party.gstin) : undefined;
  return ledgerMaster(name, PARTY_GROUP, [
    tag('ISBILLWISEON', 'Yes'),
    tag('AFFECTSSTOCK', 'No'),
    tag('MAILINGNAME', party.name),
    tag('COUNTRYOFRESIDENCE', 'India'),
    ...(gstin?.valid
      ? [
          tag('GSTREGISTRATIONTYPE', 'Regular'),
          tag('PARTYGSTIN', gstin.gstin),
          tag('LEDSTATENAME', gstin.state),
        ]
      : [tag('GSTREGISTRATIONTYPE', 'Unregistered')]),
  ]);
}

/** Tally matches names without regard to case: one master per name. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase('en-IN');

/**
 * The ledgers of one file: their names by the industry's settings, and their masters, each written once,
 * before the first voucher that posts to it.
 */
export class TallyLedgers implements TallyBooks {
  private readonly parties = new Map<number, TallyParty>();
  private readonly written = new Set<string>();

  constructor(private readonly names: TallyLedgerNames) {}

  learn(parties: Iterable<TallyParty>): void {
    for (const party of parties) this.parties.set(party.id, party);
  }

  knows(transporterId: number): boolean {
    return this.parties.has(transporterId);
  }

  private party(transporterId: number): TallyParty {
    const party = this.parties.get(transporterId);
    if (!party) throw new Error(`Transporter ${transporterId} is not among the file's parties`);
    return party;
  }

  ledger(ref: LedgerRef): string {
    if ('role' in ref) return this.names[ref.role];
    return partyLedgerName(this.names.partyLedger, this.party(ref.transporterId));
  }

  /**
   * The masters of `refs` not yet written, fixed ledgers first in the settings' order, then the transporters'
   * by name; each is written once.
   */
  mastersOf(refs: Iterable<LedgerRef>): string {
    const roles = new Set<TallyLedgerRole>();
    const parties = new Map<number, TallyParty>();
    for (const ref of refs)
      if ('role' in ref) roles.add(ref.role);
      else parties.set(ref.transporterId, this.party(ref.transporterId));
    const masters = [
      ...TALLY_LEDGER_ROLES.filter((role) => roles.has(role)).map((role) => ({
        name: this.names[role],
        xml: () => roleMaster(role, this.names[role]),
      })),
      ...[...parties.values()]
        .map((party) => ({ party, name: partyLedgerName(this.names.partyLedger, party) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'))
        .map(({ party, name }) => ({ name, xml: () => partyMaster(party, name) })),
    ];
    return masters
      .filter(({ name }) => {
        const key = nameKey(name);
        if (this.written.has(key)) return false;
        this.written.add(key);
        return true;
      })
      .map(({ xml }) => xml())
      .join('');
  }
}
