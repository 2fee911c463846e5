import { Window } from 'happy-dom';

/**
 * A Tally import file read back as Tally would take it: the envelope's request, the company and duplicate
 * rule it asks for, and its messages in order, each a ledger master or a voucher with its ledger entries.
 */

export interface ReadMaster {
  kind: 'ledger';
  name: string;
  action: string | null;
  parent: string | null;
  taxType: string | null;
  dutyHead: string | null;
  billWise: string | null;
  gstin: string | null;
  state: string | null;
  registration: string | null;
}

export interface ReadVoucher {
  kind: 'voucher';
  type: string | null;
  action: string | null;
  date: string | null;
  number: string | null;
  reference: string | null;
  party: string | null;
  instrument: string | null;
  entries: { ledger: string; debit: boolean; amount: string; bills: string[] }[];
}

export interface ReadTallyFile {
  request: string | null;
  report: string | null;
  company: string | null;
  importDups: string | null;
  messages: (ReadMaster | ReadVoucher)[];
  masters: ReadMaster[];
  vouchers: ReadVoucher[];
  /** Parser errors: none for a well-formed file. */
  errors: number;
}

// One window for a run: a happy-dom window per parse made property tests take seconds.
const { DOMParser } = new Window();

/** Any XML, as a document. */
export const parseXml = (xml: string): Document =>
  new DOMParser().parseFromString(xml, 'application/xml') as unknown as Document;

const childText = (parent: Element, name: string): string | null =>
  [...parent.children].find((c) => c.tagName === name)?.textContent ?? null;
const firstText = (parent: Element, name: string): string | null =>
  parent.getElementsByTagName(name)[0]?.textContent ?? null;

function readMaster(ledger: Element): ReadMaster {
  return {
    kind: 'ledger',
    name: ledger.getAttribute('NAME') ?? '',
    action: ledger.getAttribute('ACTION'),
    parent: childText(ledger, 'PARENT'),
    taxType: childText(ledger, 'TAXTYPE'),
    dutyHead: childText(ledger, 'GSTDUTYHEAD'),
    billWise: childText(ledger, 'ISBILLWISEON'),
    gstin: childText(ledger, 'PARTYGSTIN'),
    state: childText(ledger, 'LEDSTATENAME'),
    registration: childText(ledger, 'GSTREGISTRATIONTYPE'),
  };
}

function readVoucher(voucher: Element): ReadVoucher {
  return {
    kind: 'voucher',
    type: voucher.getAttribute('VCHTYPE'),
    action: voucher.getAttribute('ACTION'),
    date: childText(voucher, 'DATE'),
    number: childText(voucher, 'VOUCHERNUMBER'),
    reference: childText(voucher, 'REFERENCE'),
    party: childText(voucher, 'PARTYLEDGERNAME'),
    instrument: firstText(voucher, 'INSTRUMENTNUMBER'),
    entries: [...voucher.getElementsByTagName('ALLLEDGERENTRIES.LIST')].map((node) => {
      const entry = node as unknown as Element;
      return {
        ledger: childText(entry, 'LEDGERNAME') ?? '',
        debit: childText(entry, 'ISDEEMEDPOSITIVE') === 'Yes',
        amount: childText(entry, 'AMOUNT') ?? '',
        bills: [...entry.getElementsByTagName('BILLALLOCATIONS.LIST')].map(
          (bill) =>
            `${firstText(bill as unknown as Element, 'BILLTYPE')} ${firstText(bill as unknown as Element, 'NAME')}`,
        ),
      };
    }),
  };
}

/** A whole file, or (`fragment`) messages without their envelope. */
export function readTallyFile(xml: string, { fragment = false } = {}): ReadTallyFile {
  const document = parseXml(fragment ? `<REQUESTDATA>${xml}</REQUESTDATA>` : xml);
  const root = document.documentElement as unknown as Element;
  const messages = [...document.getElementsByTagName('TALLYMESSAGE')].flatMap((node) =>
    [...(node as unknown as Element).children].map((child) =>
      child.tagName === 'LEDGER' ? readMaster(child) : readVoucher(child),
    ),
  );
  return {
    request: firstText(root, 'TALLYREQUEST'),
    report: firstText(root, 'REPORTNAME'),
    company: firstText(root, 'SVCURRENTCOMPANY'),
    importDups: firstText(root, 'IMPORTDUPS'),
    messages,
    masters: messages.filter((m): m is ReadMaster => m.kind === 'ledger'),
    vouchers: messages.filter((m): m is ReadVoucher => m.kind === 'voucher'),
    errors: document.getElementsByTagName('parsererror').length,
  };
}

/** Tally's "1234.56" as paise, exactly; the amount must have two decimals. */
export function tallyPaise(amount: string): number {
  if (!/^-?\d+\.\d{2}$/.test(amount)) throw new Error(`Not a Tally amount: ${amount}`);
  return Math.round(Number(amount) * 100);
}
