import { describe, expect, it } from 'vitest';
import {
  containerStatusOf,
  freeDaysLeft,
  freeDaysRunOut,
  freeTimeOf,
  type MilestoneFact,
} from '../../src/domain/containerProgress';
import { linksOf, milestoneOf } from '../../src/domain/dcsaMilestone';
import { DCSA_EXAMPLE_EVENT, DcsaEvent, DcsaIngestBody } from '../../src/domain/schemas/dcsaEvents';

/** A vessel arrival as DCSA's Track & Trace 2.2 examples publish it. */
const ARRIVAL = {
  eventID: '5e51e72c-d872-11ea-811c-0f8f10a32ea1',
  eventCreatedDateTime: '2026-11-24T06:10:00Z',
  eventType: 'TRANSPORT',
  eventClassifierCode: 'ACT',
  eventDateTime: '2026-11-24T05:30:00Z',
  transportEventTypeCode: 'ARRI',
  eventLocation: { locationName: 'Nhava Sheva', UNLocationCode: 'INNSA' },
  transportCall: {
    exportVoyageNumber: '2211W',
    importVoyageNumber: '2212E',
    UNLocationCode: 'INNSA',
    facilityCode: 'JNPCT',
    modeOfTransport: 'VESSEL',
    vessel: { vesselIMONumber: '9321483', vesselName: 'King of the Seas' },
  },
  references: [{ referenceType: 'EQ', referenceValue: 'msku 907032-3' }],
};

const SHIPMENT = {
  eventID: 'c2a6b6a2-8a5d-4d1f-9a33-2b1b0cbfa111',
  eventType: 'SHIPMENT',
  eventClassifierCode: 'ACT',
  eventDateTime: '2026-11-18T10:00:00Z',
  shipmentEventTypeCode: 'ISSU',
  documentTypeCode: 'TRD',
  documentID: 'ABC709951',
};

describe('DCSA Track & Trace events', () => {
  it('maps an equipment event: code, container, place, vessel and export voyage, documents', () => {
    const event = DcsaEvent.parse(DCSA_EXAMPLE_EVENT);
    expect(milestoneOf(event)).toMatchObject({
      sourceEventId: DCSA_EXAMPLE_EVENT.eventID,
      eventType: 'EQUIPMENT',
      code: 'LOAD',
      classifier: 'ACT',
      at: new Date('2026-11-20T03:41:00Z'),
      locationCode: 'AEJEA',
      locationName: 'Jebel Ali',
      facilityCode: 'DPWJA',
      vesselName: 'King of the Seas',
      vesselImo: '9321483',
      voyage: '2211W',
      emptyIndicator: 'LADEN',
      documentRefs: ['ABC709951'],
    });
    expect(linksOf(event)).toEqual({ containerNumbers: ['CSQU3054383'], vesselImo: null, documentId: null });
  });

  it('maps a vessel arrival with its import voyage; it reaches containers by EQ references and its vessel', () => {
    const event = DcsaEvent.parse(ARRIVAL);
    expect(milestoneOf(event)).toMatchObject({ code: 'ARRI', locationCode: 'INNSA', voyage: '2212E' });
    expect(linksOf(event)).toEqual({
      containerNumbers: ['MSKU9070323'],
      vesselImo: '9321483',
      documentId: null,
    });
  });

  it('maps a shipment event to its document', () => {
    const event = DcsaEvent.parse(SHIPMENT);
    expect(milestoneOf(event)).toMatchObject({
      eventType: 'SHIPMENT',
      code: 'ISSU',
      documentId: 'ABC709951',
      documentType: 'TRD',
      locationCode: null,
    });
    expect(linksOf(event).documentId).toBe('ABC709951');
  });

  it('names the faulty field of a bad event', () => {
    const bad = DcsaEvent.safeParse({ ...DCSA_EXAMPLE_EVENT, equipmentReference: 'CSQU3054384' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['equipmentReference']);
    const unknown = DcsaEvent.safeParse({ ...DCSA_EXAMPLE_EVENT, eventType: 'IOT' });
    expect(unknown.error?.issues[0]?.message).toMatch(/EQUIPMENT, TRANSPORT or SHIPMENT/);
  });

  it('takes a body as {events} or as a bare array', () => {
    expect(DcsaIngestBody.safeParse({ events: [SHIPMENT] }).success).toBe(true);
    expect(DcsaIngestBody.safeParse([SHIPMENT]).success).toBe(true);
    expect(DcsaIngestBody.safeParse([]).success).toBe(false);
  });
});

const fact = (code: MilestoneFact['code'], at: string, classifier: MilestoneFact['classifier'] = 'ACT') =>
  ({ eventType: ['ARRI', 'DEPA'].includes(code) ? 'TRANSPORT' : 'EQUIPMENT', code, classifier, at }) as const;

describe('container progress', () => {
  const voyage = [
    fact('GTIN', '2026-11-18T00:00:00Z'),
    fact('LOAD', '2026-11-20T00:00:00Z'),
    fact('DEPA', '2026-11-20T06:00:00Z'),
    fact('DISC', '2026-11-22T00:00:00Z'), // transshipment at Colombo
    fact('LOAD', '2026-11-23T00:00:00Z'),
    fact('ARRI', '2026-11-25T00:00:00Z'),
    fact('DISC', '2026-11-25T12:00:00Z'),
  ];

  it('folds the actual equipment events into a status, whatever order they arrived in', () => {
    expect(containerStatusOf([])).toBe('planned');
    expect(containerStatusOf(voyage.slice(0, 1))).toBe('at_port_of_loading');
    expect(containerStatusOf(voyage.slice(0, 3))).toBe('on_vessel');
    expect(containerStatusOf([...voyage].reverse())).toBe('discharged');
    expect(containerStatusOf([...voyage, fact('GTOT', '2026-11-27T00:00:00Z')])).toBe('gated_out');
    expect(
      containerStatusOf([
        ...voyage,
        fact('GTOT', '2026-11-27T00:00:00Z'),
        fact('STRP', '2026-11-28T00:00:00Z'),
      ]),
    ).toBe('delivered');
    // A planned discharge changes nothing.
    expect(containerStatusOf([...voyage.slice(0, 2), fact('DISC', '2026-11-25T00:00:00Z', 'PLN')])).toBe(
      'on_vessel',
    );
  });

  it('counts free days from the last discharge that left the box at port, until gate-out', () => {
    const time = freeTimeOf(voyage, 4);
    expect(time).toEqual({
      dischargedAt: '2026-11-25T12:00:00Z',
      gatedOutAt: null,
      freeUntil: '2026-11-29T12:00:00.000Z',
    });
    expect(freeDaysLeft(time, new Date('2026-11-25T13:00:00Z'))).toBe(3);
    expect(freeDaysLeft(time, new Date('2026-11-29T11:00:00Z'))).toBe(0);
    expect(freeDaysRunOut(time, new Date('2026-11-29T11:00:00Z'))).toBe(false);
    expect(freeDaysRunOut(time, new Date('2026-11-29T12:00:00Z'))).toBe(true);
    expect(freeDaysLeft(time, new Date('2026-11-30T13:00:00Z'))).toBe(-2);
    const gatedOut = freeTimeOf([...voyage, fact('GTOT', '2026-11-30T00:00:00Z')], 4);
    expect(gatedOut.gatedOutAt).toBe('2026-11-30T00:00:00Z');
    expect(freeDaysRunOut(gatedOut, new Date('2026-12-05T00:00:00Z'))).toBe(false);
    expect(freeDaysLeft(gatedOut, new Date('2026-12-05T00:00:00Z'))).toBeNull();
    expect(freeTimeOf(voyage.slice(0, 5), 4).freeUntil).toBeNull();
  });
});
