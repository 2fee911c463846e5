import type { IngestSource } from '../../../src/domain/schemas/ingest';

/**
 * One event of each feed as an integrator would send it, shown in the API's documentation (the OpenAPI test
 * checks each against its feed's item schema, so the examples cannot drift from what is accepted).
 */
export const INGEST_EXAMPLES: Record<IngestSource, Record<string, unknown>> = {
  gps: {
    eventId: 'dev-8842-000173',
    vehicleNumber: 'MP19HA1234',
    recordedAt: '2026-03-14T06:30:00.000Z',
    latitude: 24.5854,
    longitude: 80.8322,
    speedKmh: 46.5,
    heading: 212,
  },
  sim: {
    eventId: 'sim-9876543210-000042',
    mobile: '9876543210',
    recordedAt: '2026-03-14T06:30:00.000Z',
    latitude: 24.5854,
    longitude: 80.8322,
    accuracyM: 850,
  },
  fastag: {
    eventId: 'ulip-txn-55120931',
    vehicleNumber: 'MP19HA1234',
    plazaName: 'Lalpur Toll Plaza',
    plazaCode: 'NH30-LP',
    latitude: 24.4301,
    longitude: 81.2875,
    laneDirection: 'northbound',
    readAt: '2026-03-14T07:05:12.000Z',
  },
  ewaybill: {
    eventId: 'nic-481023456789-partb-2',
    ewaybillNumber: '481023456789',
    kind: 'partB',
    validUntil: '2026-03-16T18:29:59.000Z',
    vehicleNumber: 'MP19HA1234',
    at: '2026-03-14T06:00:00.000Z',
    distanceKm: 412,
  },
};
