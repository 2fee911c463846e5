import { describe, expect, it } from 'vitest';
import { checkGstin, gstinCheckCharacter, gstinHints, normaliseGstin } from '../../src/domain/gstin';
import { GST_STATES, gstStateName } from '../../src/domain/gstStates';
import { Gstin, IndianMobile } from '../../src/domain/schemas/identityFields';
import { RegisterBody } from '../../src/domain/schemas/signup';
import { en } from '../../src/i18n/englishCatalogue';
import { hi } from '../../src/i18n/hindiCatalogue';

/** GSTINs as issued (public registrations), each with the PAN and state it carries. */
const REAL = [
  { gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939F', stateCode: '27', state: 'Maharashtra' },
  { gstin: '29AAGCB7383J1Z4', pan: 'AAGCB7383J', stateCode: '29', state: 'Karnataka' },
  { gstin: '33AAACR4849R1ZS', pan: 'AAACR4849R', stateCode: '33', state: 'Tamil Nadu' },
] as const;

describe('GSTIN check character (GSTN mod 36)', () => {
  it.each(REAL)('computes the last character of $gstin from its first 14', ({ gstin }) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it('catches any one character of the PAN typed wrong, and two neighbours swapped', () => {
    const [{ gstin }] = REAL;
    for (let i = 2; i < 12; i++) {
      const was = gstin[i]!;
      const typed = /\d/.test(was) ? String((Number(was) + 1) % 10) : was === 'A' ? 'B' : 'A';
      const typo = `${gstin.slice(0, i)}${typed}${gstin.slice(i + 1)}`;
      expect(checkGstin(typo), typo).toEqual({ valid: false, fault: 'checkDigit' });
    }
    expect(checkGstin('27AAPUF0939F1ZV')).toEqual({ valid: false, fault: 'checkDigit' });
    expect(checkGstin('27AAPFU0993F1ZV')).toEqual({ valid: false, fault: 'checkDigit' });
  });

  it('refuses a character outside 0–9 and A–Z', () => {
    expect(() => gstinCheckCharacter('27AAPFU0939F1-')).toThrow(/Not a GSTIN character/);
  });
});

describe('checkGstin', () => {
  it.each(REAL)('accepts $gstin and reads its PAN (characters 3–12) and state', (real) => {
    expect(checkGstin(real.gstin)).toEqual({ valid: true, ...real });
  });

  it('forgives spaces and lower case as typed', () => {
    expect(checkGstin(' 27aapfu0939f1zv ')).toMatchObject({ valid: true, gstin: '27AAPFU0939F1ZV' });
    expect(normaliseGstin('29 aagcb 7383j 1z4')).toBe('29AAGCB7383J1Z4');
  });

  it.each([
    ['27AAPFU0939F1ZW', 'checkDigit'],
    ['29AAGCB7383J1Z5', 'checkDigit'],
    ['27AAPFU0939F1Z', 'format'],
    ['27AAPFU0939F1ZVX', 'format'],
    ['27AAPF10939F1ZV', 'format'],
    ['27AAPFU0939F0ZV', 'format'],
    ['27AAPFU0939F1YV', 'format'],
    ['', 'format'],
    ['00AAPFU0939F1ZV', 'stateCode'],
    ['39AAPFU0939F1ZV', 'stateCode'],
  ] as const)('refuses %s (%s)', (gstin, fault) => {
    expect(checkGstin(gstin)).toEqual({ valid: false, fault });
  });
});

describe('GST state codes', () => {
  it('name every state and union territory by its code', () => {
    expect(gstStateName('06')).toBe('Haryana');
    expect(gstStateName('07')).toBe('Delhi');
    expect(gstStateName('32')).toBe('Kerala');
    expect(gstStateName('36')).toBe('Telangana');
    expect(gstStateName('37')).toBe('Andhra Pradesh');
    expect(gstStateName('38')).toBe('Ladakh');
    expect(gstStateName('40')).toBeUndefined();
    // 01 to 38, and the two codes for registrations outside any state.
    expect(Object.keys(GST_STATES).sort()).toEqual([
      ...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')),
      '97',
      '99',
    ]);
  });
});

describe('what the form shows while the GSTIN is typed', () => {
  it('names the state from two characters and the PAN once it has a PAN’s shape', () => {
    expect(gstinHints('2')).toEqual({});
    expect(gstinHints('27')).toEqual({ stateCode: '27' });
    expect(gstinHints('27AAPFU093')).toEqual({ stateCode: '27' });
    expect(gstinHints('27aapfu0939f')).toEqual({ stateCode: '27', pan: 'AAPFU0939F' });
    expect(gstinHints('88AAPFU0939F')).toEqual({ pan: 'AAPFU0939F' });
  });

  it('words every state in both languages, the English as the GST list has it', () => {
    expect(en.signup.states).toEqual(GST_STATES);
    expect(Object.keys(hi.signup.states).sort()).toEqual(Object.keys(GST_STATES).sort());
    expect(hi.signup.states['29']).toBe('कर्नाटक');
  });
});

describe('the sign-up schema', () => {
  const valid = {
    companyName: 'Umesh Textiles',
    gstin: '27aapfu0939f1zv',
    ownerName: 'Umesh Patil',
    email: ' Umesh@Example.IN ',
    mobile: '+91 98765-43210',
    password: 'a-Secret-2026',
    confirmPassword: 'a-Secret-2026',
  };

  it('keeps the GSTIN upper-case, the email lower-case and the mobile as ten digits', () => {
    expect(RegisterBody.parse(valid)).toEqual({
      ...valid,
      gstin: '27AAPFU0939F1ZV',
      email: 'umesh@example.in',
      mobile: '9876543210',
      language: 'en',
    });
  });

  it('puts each fault under its field, the GSTIN’s own fault worded', () => {
    const result = RegisterBody.safeParse({
      ...valid,
      gstin: '27AAPFU0939F1ZW',
      mobile: '12345',
      confirmPassword: 'other',
    });
    const byField = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(byField).toEqual({
      gstin: "This GSTIN's last character does not match: check it for a typing mistake",
      mobile: 'Enter a 10-digit mobile number',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('takes Indian mobile numbers only', () => {
    expect(IndianMobile.safeParse('09876543210').data).toBe('9876543210');
    expect(IndianMobile.safeParse('5876543210').success).toBe(false);
    expect(Gstin.safeParse('29AAGCB7383J1Z4').success).toBe(true);
  });
});
