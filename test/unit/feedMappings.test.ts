import { describe, expect, it } from 'vitest';
import { feedInstant, nicDateTime } from '../../server/feeds/feedTime';
import { ewayBillEvents, NicEwayBillDetails } from '../../server/feeds/nicEwayBill';
import { DEFAULT_SIM_ACCURACY_M, SimLocation, simFix } from '../../server/feeds/simLocation';
import { plazaGeocode, tollReads, UlipEnvelope, ulipTransactions } from '../../server/feeds/ulipFastag';
import { nationalDigits } from '../../src/domain/indianMobile';
import { EwayBillEventIn, SimFixIn, TollReadIn } from '../../src/domain/schemas/ingest';
import { feedFixture } from '../support/feedFixtures';

/** When the poll asked NIC: a cancellation NIC does not date is dated then. */
const SEEN = new Date('2026-11-27T06:30:00.000Z');

const nic = (name: string) => {
  const raw = feedFixture(name) as Record<string, unknown>;
  return NicEwayBillDetails.parse('ewbNo' in raw ? raw : raw.data);
};

describe('feed times, read in India unless they say otherwise', () => {
  it("reads NIC's 12-hour clock: 12:xx AM is after midnight, 12:xx PM after noon", () => {
    expect(nicDateTime('26/11/2026 12:15:00 AM')?.toISOString()).toBe('2026-11-25T18:45:00.000Z');
    expect(nicDateTime('24/11/2026 12:40:00 PM')?.toISOString()).toBe('2026-11-24T07:10:00.000Z');
    expect(nicDateTime('28/05/2018 11:59:00 PM')?.toISOString()).toBe('2018-05-28T18:29:00.000Z');
    expect(nicDateTime('03/05/2018 11:03 AM')?.toISOString()).toBe('2018-05-03T05:33:00.000Z');
    // A GSP's dot between minutes and seconds.
    expect(nicDateTime('17/09/2017 12.00:00 PM')?.toISOString()).toBe('2017-09-17T06:30:00.000Z');
  });

  it('refuses what is not a time on the calendar or the clock', () => {
    expect(nicDateTime('31/02/2026 10:00:00 AM')).toBeNull();
    expect(nicDateTime('10/10/2026 13:00:00 PM')).toBeNull();
    expect(nicDateTime('10/10/2026 00:30:00 AM')).toBeNull();
    expect(nicDateTime('2026-10-10')).toBeNull();
  });

  it("reads ULIP's wall time in IST, an offset when written, and epoch milliseconds", () => {
    expect(feedInstant('2021-10-30 12:26:09.0')?.toISOString()).toBe('2021-10-30T06:56:09.000Z');
    expect(feedInstant('2026-11-26T17:50:00')?.toISOString()).toBe('2026-11-26T12:20:00.000Z');
    expect(feedInstant('2026-11-26T17:50:00Z')?.toISOString()).toBe('2026-11-26T17:50:00.000Z');
    expect(feedInstant('2026-11-26 17:50:00+05:30')?.toISOString()).toBe('2026-11-26T12:20:00.000Z');
    expect(feedInstant(1_795_000_000_000)?.getTime()).toBe(1_795_000_000_000);
    expect(feedInstant('yesterday')).toBeNull();
  });
});

describe('NIC e-way bill details to e-way bill events', () => {
  it('tells a bill with two vehicles as its generation and a Part-B update, oldest first, with stable ids', () => {
    const { events, skipped } = ewayBillEvents(nic('nic-ewaybill-two-vehicles'), SEEN, 41);
    expect(skipped).toBeNull();
    expect(events).toEqual([
      {
        eventId: '391008765432-generated-2026-11-24T07:10:00.000Z',
        ewaybillNumber: '391008765432',
        kind: 'generated',
        validUntil: '2026-11-25T18:45:00.000Z',
        at: '2026-11-24T07:10:00.000Z',
        vehicleNumber: 'MP20HB4321',
        orderId: 41,
        distanceKm: 298,
      },
      {
        eventId: '391008765432-partB-2026-11-25T00:35:00.000Z',
        ewaybillNumber: '391008765432',
        kind: 'partB',
        validUntil: '2026-11-25T18:45:00.000Z',
        at: '2026-11-25T00:35:00.000Z',
        vehicleNumber: 'MH14CD5678',
        orderId: 41,
        distanceKm: 298,
      },
    ]);
    for (const event of events) expect(EwayBillEventIn.safeParse(event).success).toBe(true);
    // The same answer polled again gives the same ids: ingest counts them as duplicates.
    expect(ewayBillEvents(nic('nic-ewaybill-two-vehicles'), SEEN, 41).events.map((e) => e.eventId)).toEqual(
      events.map((e) => e.eventId),
    );
  });

  it('dates an extension at the vehicle entry NIC keeps of it, with the new validity; earlier events keep the first', () => {
    const { events } = ewayBillEvents(nic('nic-ewaybill-extended'), SEEN);
    expect(events.map((e) => [e.kind, e.at, e.validUntil, e.vehicleNumber])).toEqual([
      // 346 km: two days from generation, as the domain counts validity.
      ['generated', '2026-11-20T03:42:00.000Z', '2026-11-22T03:42:00.000Z', 'KA01AB1234'],
      ['extended', '2026-11-21T18:35:00.000Z', '2026-11-23T18:29:00.000Z', 'KA01AB1234'],
    ]);
    expect(events.every((e) => e.orderId === undefined)).toBe(true);
  });

  it('adds the cancellation at the time the GSP gives, once', () => {
    const { events } = ewayBillEvents(nic('nic-ewaybill-cancelled'), SEEN);
    expect(events.map((e) => [e.kind, e.eventId, e.at])).toEqual([
      ['generated', '271009988776-generated-2026-11-26T11:00:00.000Z', '2026-11-26T11:00:00.000Z'],
      ['cancelled', '271009988776-cancelled', '2026-11-26T11:32:00.000Z'],
    ]);
  });

  it('knows an extension NIC kept no entry of, and a cancellation it gave no time for, by stable ids', () => {
    const extended = nic('nic-ewaybill-extended');
    const onlyGeneration = { ...extended, VehiclListDetails: extended.VehiclListDetails!.slice(0, 1) };
    expect(ewayBillEvents(onlyGeneration, SEEN).events.map((e) => [e.kind, e.eventId, e.validUntil])).toEqual(
      [
        ['generated', '291004512876-generated-2026-11-20T03:42:00.000Z', '2026-11-22T03:42:00.000Z'],
        ['extended', '291004512876-extended-1', '2026-11-23T18:29:00.000Z'],
      ],
    );
    const cancelled = ewayBillEvents({ ...nic('nic-ewaybill-cancelled'), cancelDate: null }, SEEN).events.at(
      -1,
    )!;
    expect(cancelled.eventId).toBe('271009988776-cancelled');
    expect(cancelled.at).toBe(SEEN.toISOString());
  });

  it('gives no events for a bill without Part-B yet, or with a date it cannot read', () => {
    const base = nic('nic-ewaybill-cancelled');
    expect(ewayBillEvents({ ...base, validUpto: '' }, SEEN)).toEqual({ events: [], skipped: 'no_validity' });
    expect(ewayBillEvents({ ...base, validUpto: '28-11-2026 23:59' }, SEEN)).toEqual({
      events: [],
      skipped: 'unreadable_time',
    });
  });
});

describe('ULIP FASTag transactions to toll reads', () => {
  const envelope = UlipEnvelope.parse(feedFixture('ulip-fastag'));

  it('reads "lat, lng" with or without spaces, and knows ULIP\'s placeholder for an unknown plaza', () => {
    expect(plazaGeocode('21.86320, 79.41210')).toEqual({ latitude: 21.8632, longitude: 79.4121 });
    expect(plazaGeocode(' 22.5201 ,79.5812 ')).toEqual({ latitude: 22.5201, longitude: 79.5812 });
    expect(plazaGeocode('11.0001,11.0001')).toBeNull();
    expect(plazaGeocode('22.52')).toBeNull();
    expect(plazaGeocode('122.5,79.5')).toBeNull();
  });

  it('maps each placed read, in IST, by its NETC sequence number; reads before the trip are left out', () => {
    const since = new Date('2026-11-25T00:00:00Z');
    const { reads, skipped } = tollReads(ulipTransactions(envelope), 'MP20HB4321', { since, orderId: 7 });
    expect(skipped).toBe(1);
    expect(reads).toEqual([
      {
        eventId: 'ulip-6a1f0d6e-5c7b-4a8e-9a51-2f0c3c7be911',
        vehicleNumber: 'MP20HB4321',
        plazaName: 'Khawasa Toll Plaza',
        plazaCode: '540021',
        latitude: 21.8632,
        longitude: 79.4121,
        laneDirection: 'S',
        readAt: '2026-11-26T13:12:27.000Z',
        orderId: 7,
      },
      expect.objectContaining({ plazaName: 'Lakhnadon Toll Plaza', readAt: '2026-11-26T09:37:53.000Z' }),
    ]);
    for (const read of reads) expect(TollReadIn.safeParse(read).success).toBe(true);
    expect(tollReads(ulipTransactions(envelope), 'MP20HB4321').reads).toHaveLength(3);
  });

  it('takes "no tag" as no transactions, not as a failure', () => {
    expect(ulipTransactions(UlipEnvelope.parse(feedFixture('ulip-fastag-no-tag')))).toEqual([]);
  });
});

describe('a telecom location fix to a SIM fix', () => {
  it('reads the mobile in its +91- spelling, the radius as accuracy and the time in IST', () => {
    const fix = simFix(SimLocation.parse(feedFixture('sim-location')), 12);
    expect(fix).toEqual({
      eventId: 'sim-9826041234-2026-11-26T12:20:00.000Z',
      mobile: '9826041234',
      recordedAt: '2026-11-26T12:20:00.000Z',
      latitude: 22.0573,
      longitude: 79.5537,
      accuracyM: 850,
      orderId: 12,
    });
    expect(SimFixIn.safeParse(fix).success).toBe(true);
  });

  it('takes the coarse default when no circle is given, and nothing when the phone was not located', () => {
    const located = SimLocation.parse({ ...(feedFixture('sim-location') as object), radius: undefined });
    expect(simFix(located)?.accuracyM).toBe(DEFAULT_SIM_ACCURACY_M);
    expect(simFix(SimLocation.parse(feedFixture('sim-not-located')))).toBeNull();
  });

  it('knows every common spelling of an Indian mobile', () => {
    for (const spelling of [
      '+91-98260 41234',
      '919826041234',
      '09826041234',
      '0091 98260 41234',
      'tel:+919826041234',
    ])
      expect(nationalDigits(spelling)).toBe('9826041234');
  });
});
