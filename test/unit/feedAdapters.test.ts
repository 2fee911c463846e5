import { describe, expect, it } from 'vitest';
import { feedTime, fixEventId } from '../../server/feeds/deviceFix';
import { fromOsmAnd, fromTraccarClient, osmAndFields } from '../../server/feeds/osmand';
import { fromTraccarForward } from '../../server/feeds/traccarForward';
import { redactedUrl } from '../../server/http/logRedaction';
import { nationalDigits } from '../../src/domain/indianMobile';
import { SimFixIn } from '../../src/domain/schemas/ingest';

const NOW = new Date('2026-01-01T06:00:00Z');

describe('a feed’s time', () => {
  it('reads Unix seconds, milliseconds, ISO and a wall time without an offset (as UTC, a GPS’s zone)', () => {
    expect(feedTime('1767225600')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(feedTime('1767225600.5')?.toISOString()).toBe('2026-01-01T00:00:00.500Z');
    expect(feedTime('1767225600123')?.toISOString()).toBe('2026-01-01T00:00:00.123Z');
    expect(feedTime('2026-01-01T05:30:00+05:30')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(feedTime('2026-01-01T00:00:00.000+00:00')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    // Whatever the server's own zone (Date.parse would read a zoneless ISO time in it), and not in IST as the
    // government feeds' times are: a device's clock is its GPS's.
    expect(feedTime('2026-01-01 05:30:00')?.toISOString()).toBe('2026-01-01T05:30:00.000Z');
    expect(feedTime('2026-01-01T05:30:00.250')?.toISOString()).toBe('2026-01-01T05:30:00.250Z');
    expect(feedTime('2026-02-31 05:30:00')).toBeNull();
    expect(feedTime('yesterday')).toBeNull();
    expect(feedTime('99999999999999999999')).toBeNull();
    expect(feedTime('2026-13-45T00:00:00Z')).toBeNull();
  });
});

describe('OsmAnd', () => {
  it('maps the query fields, speed from knots, and folds the protocol’s other names in', () => {
    const fields = osmAndFields(
      { deviceid: 'MP04HE1234', location: '23.25,77.41', key: 'secret' },
      { timestamp: '1767225600', speed: '10', heading: '360', ignition: 'true', odometer: '1500' },
    );
    expect(fields).not.toHaveProperty('key');
    expect(fromOsmAnd(fields, NOW)).toEqual({
      ok: true,
      fix: {
        deviceIds: ['MP04HE1234'],
        at: new Date('2026-01-01T00:00:00Z'),
        latitude: 23.25,
        longitude: 77.41,
        speedKmh: 18.5,
        heading: 0,
        ignition: true,
        odometerKm: 1.5,
      },
    });
  });

  it('refuses in plain words a fix of cell towers or Wi-Fi networks alone, which has no position', () => {
    const refusal = {
      ok: false,
      fields: {
        lat: 'This fix has only cell towers or Wi-Fi networks, no latitude and longitude, so it cannot be placed on the map: turn on the device’s GPS (its location setting) so that it sends lat and lon',
      },
    };
    expect(fromOsmAnd({ id: 'a', cell: '404,45,1234,5678,-70', timestamp: '1767225600' }, NOW)).toEqual(
      refusal,
    );
    expect(fromOsmAnd({ id: 'a', wifi: '00:11:22:33:44:55,-60' }, NOW)).toEqual(refusal);
    // A fix with both keeps its position; the cells are only extra.
    expect(fromOsmAnd({ id: 'a', lat: '1', lon: '2', cell: '404,45,1,2' }, NOW).ok).toBe(true);
  });

  it('dates a fix without a timestamp at its arrival, as Traccar does', () => {
    const mapped = fromOsmAnd({ id: 'a', lat: '1', lon: '2' }, NOW);
    expect(mapped.ok && mapped.fix.at).toEqual(NOW);
  });

  it('names the fields it cannot read, and refuses a fix the device marks invalid or at 0°, 0°', () => {
    expect(fromOsmAnd({ lat: 'north', lon: '2' }, NOW)).toEqual({
      ok: false,
      fields: { id: expect.any(String), lat: 'A number' },
    });
    expect(fromOsmAnd({ id: 'a', lat: '1', lon: '2', timestamp: 'soon' }, NOW)).toMatchObject({
      ok: false,
      fields: { timestamp: expect.any(String) },
    });
    expect(fromOsmAnd({ id: 'a', lat: '1', lon: '2', valid: 'false' }, NOW).ok).toBe(false);
    expect(fromOsmAnd({ id: 'a', lat: '0', lon: '0' }, NOW).ok).toBe(false);
  });

  it('maps Traccar Client’s JSON, speed from m/s, leaving out what it says it does not know (-1)', () => {
    const mapped = fromTraccarClient({
      device_id: 'phone-1',
      location: [
        {
          timestamp: '2026-01-01T00:00:00Z',
          coords: { latitude: 23, longitude: 77, speed: 10, heading: -1, accuracy: 5 },
          odometer: 2500,
        },
        { timestamp: 'bad', coords: { latitude: 23, longitude: 77, speed: -1 } },
      ],
    });
    expect(mapped[0]).toEqual({
      ok: true,
      fix: {
        deviceIds: ['phone-1'],
        at: new Date('2026-01-01T00:00:00Z'),
        latitude: 23,
        longitude: 77,
        speedKmh: 36,
        odometerKm: 2.5,
      },
    });
    expect(mapped[1]).toMatchObject({ ok: false, fields: { 'location.timestamp': expect.any(String) } });
  });
});

describe('Traccar forwarding', () => {
  it('maps the fix time, speed from knots, ignition and odometer, and tries the unique id then the name', () => {
    const mapped = fromTraccarForward({
      position: {
        fixTime: '2026-01-01T00:00:00.000+00:00',
        deviceTime: '2026-01-01T00:05:00.000+00:00',
        latitude: 24.5,
        longitude: 73.7,
        speed: 30,
        course: 270,
        valid: true,
        attributes: { ignition: false, odometer: 154_200_000 },
      },
      device: { uniqueId: '356938035643809', name: 'MP04HE1234' },
    });
    expect(mapped).toEqual({
      ok: true,
      fix: {
        deviceIds: ['356938035643809', 'MP04HE1234'],
        at: new Date('2026-01-01T00:00:00Z'),
        latitude: 24.5,
        longitude: 73.7,
        speedKmh: 55.6,
        heading: 270,
        ignition: false,
        odometerKm: 154_200,
      },
    });
  });
});

describe('the idempotency key of a fix', () => {
  it('is the same for the same device and time, whatever route it came by', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(fixEventId('abc', at)).toBe(fixEventId('abc', new Date(at.getTime())));
    expect(fixEventId('abc', at)).not.toBe(fixEventId('abc', new Date(at.getTime() + 1)));
    expect(fixEventId('x'.repeat(200), at).length).toBeLessThanOrEqual(100);
  });
});

describe('an Indian mobile number', () => {
  it('comes to its ten digits from every common spelling', () => {
    for (const spelled of [
      '+91 98765 43210',
      '+919876543210',
      '919876543210',
      '09876543210',
      '091 98765-43210',
      '0091 9876543210',
      '98765-43210',
      '(+91) 98765 43210',
    ])
      expect(nationalDigits(spelled), spelled).toBe('9876543210');
    expect(nationalDigits('+91 98765')).toBeNull();
    expect(nationalDigits('+44 7911 123456')).toBeNull();
  });

  it('is how a SIM fix names its driver', () => {
    const fix = {
      eventId: 'e',
      mobile: '+91 98765 43210',
      recordedAt: '2026-01-01T00:00:00Z',
      latitude: 1,
      longitude: 2,
      accuracyM: 100,
    };
    expect(SimFixIn.parse(fix).mobile).toBe('9876543210');
    expect(SimFixIn.safeParse({ ...fix, mobile: '+91 12345 67890' }).success).toBe(false);
  });
});

describe('a logged request URL', () => {
  it('hides the key parameter and leaves the rest', () => {
    expect(redactedUrl('/api/ingest/osmand?id=1&key=fd_secret&lat=2')).toBe(
      '/api/ingest/osmand?id=1&key=%5Bredacted%5D&lat=2',
    );
    expect(redactedUrl('/api/orders?page=2')).toBe('/api/orders?page=2');
  });
});
