import { describe, expect, it } from 'vitest';
import { TallyLedgerNames } from '../../src/domain/schemas/tallyLedgers';
import { DEFAULT_TALLY_LEDGERS, isPartyLedgerPattern, partyLedgerName } from '../../src/domain/tallyLedgers';

/** The ledger names an industry maps its Tally company's ledgers by. */

const issues = (values: object) => {
  const result = TallyLedgerNames.safeParse({ ...DEFAULT_TALLY_LEDGERS, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('Tally ledger names', () => {
  it('takes the defaults, and one freight ledger for both directions', () => {
    expect(issues({})).toEqual({});
    expect(issues({ freightInward: 'Freight', freightOutward: ' freight ' })).toEqual({});
    expect(TallyLedgerNames.parse({ ...DEFAULT_TALLY_LEDGERS, bank: '  SBI Current A/c ' }).bank).toBe(
      'SBI Current A/c',
    );
  });

  it('refuses a GST or bank ledger that another role already uses, on the later field', () => {
    expect(Object.keys(issues({ inputSgst: 'input cgst' }))).toEqual(['inputSgst']);
    expect(Object.keys(issues({ bank: 'Freight Outward' }))).toEqual(['bank']);
    expect(Object.keys(issues({ reverseChargeIgst: 'Input IGST' }))).toEqual(['reverseChargeIgst']);
  });

  it('refuses an empty or overlong name, and a pattern that would not tell transporters apart', () => {
    expect(Object.keys(issues({ inputIgst: '  ' }))).toEqual(['inputIgst']);
    expect(Object.keys(issues({ bank: 'x'.repeat(101) }))).toEqual(['bank']);
    expect(Object.keys(issues({ partyLedger: 'Transporters' }))).toEqual(['partyLedger']);
    expect(Object.keys(issues({ partyLedger: '{name} {gstin}' }))).toEqual(['partyLedger']);
    expect(issues({ companyName: '' })).toEqual({});
  });

  it('names a transporter’s ledger by the pattern', () => {
    const transporter = { name: 'Om Shakti Logistics', code: 'TR-0042' };
    expect(partyLedgerName('{name}', transporter)).toBe('Om Shakti Logistics');
    expect(partyLedgerName('{code} - {name}', transporter)).toBe('TR-0042 - Om Shakti Logistics');
    expect(isPartyLedgerPattern('Freight {code}')).toBe(true);
    expect(isPartyLedgerPattern('{}')).toBe(false);
  });
});
