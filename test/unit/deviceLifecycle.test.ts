import { describe, expect, it } from 'vitest';
import { DEVICE_EVENTS, decideDeviceEvent, deviceEventsFrom } from '../../src/domain/deviceLifecycle';
import { isImei, luhnCheckDigit, simDigits, withImeiCheckDigit } from '../../src/domain/imei';
import { DeviceInput } from '../../src/domain/schemas/device';
import { DEVICE_STATUSES } from '../../src/domain/statuses';

describe('a GPS device’s lifecycle', () => {
  it('goes with the admin → issued → sent back → with the admin', () => {
    expect(decideDeviceEvent('with_admin', 'issue')).toEqual({ ok: true, to: 'issued' });
    expect(decideDeviceEvent('issued', 'sendBack')).toEqual({ ok: true, to: 'sent_back' });
    expect(decideDeviceEvent('sent_back', 'receive')).toEqual({ ok: true, to: 'with_admin' });
  });

  it('refuses every other step, saying what the step needs', () => {
    expect(decideDeviceEvent('with_admin', 'sendBack')).toEqual({
      ok: false,
      refusal: { code: 'deviceNotIssued' },
    });
    expect(decideDeviceEvent('issued', 'receive')).toEqual({
      ok: false,
      refusal: { code: 'deviceNotSentBack' },
    });
    expect(decideDeviceEvent('sent_back', 'issue')).toEqual({
      ok: false,
      refusal: { code: 'deviceNotWithAdmin' },
    });
    expect(decideDeviceEvent('issued', 'issue').ok).toBe(false);
    expect(decideDeviceEvent('sent_back', 'sendBack').ok).toBe(false);
    expect(decideDeviceEvent('with_admin', 'receive').ok).toBe(false);
  });

  it('offers exactly one step from each status, the one the table allows', () => {
    for (const status of DEVICE_STATUSES) {
      const allowed = DEVICE_EVENTS.filter((event) => decideDeviceEvent(status, event).ok);
      expect(deviceEventsFrom(status)).toEqual(allowed);
      expect(allowed).toHaveLength(1);
    }
  });
});

describe('IMEI and SIM numbers', () => {
  it('checks the IMEI’s Luhn digit', () => {
    expect(luhnCheckDigit('49015420323751')).toBe(8);
    expect(isImei('490154203237518')).toBe(true);
    expect(isImei('490154203237517')).toBe(false);
    // Two neighbours swapped are caught.
    expect(isImei('940154203237518')).toBe(false);
    expect(isImei('49015420323751')).toBe(false);
    expect(isImei(withImeiCheckDigit('86100000000000'))).toBe(true);
  });

  it('takes a mobile number or a 13-digit M2M number as the SIM', () => {
    expect(simDigits('+91 98765 43210')).toBe('9876543210');
    expect(simDigits('09876543210')).toBe('9876543210');
    expect(simDigits('5700 0001 2345 6')).toBe('5700000123456');
    expect(simDigits('1234567890')).toBeNull();
    expect(simDigits('57000001234')).toBeNull();
  });

  it('names each bad field of a device, and stores what it keeps in one spelling', () => {
    const refused = DeviceInput.safeParse({ imei: '4901 5420 3237 517', label: ' ', simNumber: '12345' });
    expect(refused.success).toBe(false);
    const fields = refused.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['imei', 'label', 'simNumber']));
    expect(
      DeviceInput.parse({
        imei: '49-015420-323751-8',
        label: 'GPS-100',
        simNumber: '+91 98765 43210',
        vendorName: '',
        vehicleNumber: 'mp 19 ab 1234',
      }),
    ).toEqual({
      imei: '490154203237518',
      label: 'GPS-100',
      simNumber: '9876543210',
      vendorName: null,
      vehicleNumber: 'MP19AB1234',
    });
  });
});
