import { z } from 'zod';
import { isContainerNumber, normaliseContainerNumber } from '../containerNumber';
import {
  EQUIPMENT_EVENT_CODES,
  EVENT_CLASSIFIERS,
  SHIPMENT_EVENT_CODES,
  TRANSPORT_EVENT_CODES,
} from '../statuses';
import { MAX_INGEST_BATCH } from './ingest';
import { instant, text } from './storable';

/**
 * DCSA Track & Trace 2.2 events as carriers and terminals publish them (`GET /events` answers and subscription
 * callbacks). Only what Freightdesk keeps is checked; other DCSA fields are accepted and ignored. The feed's
 * faults are told in English, as the other ingest feeds tell theirs.
 */

const label = (max: number) => text(max).trim().min(1, 'Required');

/** UN/LOCODE: country code and a 3-character place code (INNSA is Nhava Sheva). */
const UNLocationCode = z
  .string()
  .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, 'A UN/LOCODE is 2 letters and 3 letters or digits, such as INNSA');

const ContainerReference = z
  .string()
  .refine(isContainerNumber, 'Not an ISO 6346 container number (owner code, U/J/Z, serial, check digit)')
  .transform(normaliseContainerNumber);

const Location = z.object({
  locationName: label(100).optional(),
  UNLocationCode: UNLocationCode.optional(),
  facilityCode: label(20).optional(),
});

const Vessel = z.object({
  vesselIMONumber: z
    .string()
    .regex(/^\d{7}$/, 'An IMO number has 7 digits')
    .optional(),
  vesselName: label(100).optional(),
});

const TransportCall = z.object({
  transportCallID: label(100).optional(),
  carrierServiceCode: label(20).optional(),
  exportVoyageNumber: label(50).optional(),
  importVoyageNumber: label(50).optional(),
  UNLocationCode: UNLocationCode.optional(),
  facilityCode: label(20).optional(),
  modeOfTransport: z.enum(['VESSEL', 'RAIL', 'TRUCK', 'BARGE']).optional(),
  location: Location.optional(),
  vessel: Vessel.optional(),
});

const DocumentReference = z.object({
  documentReferenceType: z.enum(['BKG', 'TRD']),
  documentReferenceValue: label(100),
});

/** `EQ` references name containers an event is about (a transport or shipment event has no equipmentReference). */
const Reference = z.object({ referenceType: label(10), referenceValue: label(100) });

const common = {
  eventID: label(100),
  eventCreatedDateTime: instant().optional(),
  eventClassifierCode: z.enum(EVENT_CLASSIFIERS),
  eventDateTime: instant(),
  eventLocation: Location.optional(),
  transportCall: TransportCall.optional(),
  documentReferences: z.array(DocumentReference).max(50).optional(),
  references: z.array(Reference).max(100).optional(),
};

export const DcsaEquipmentEvent = z.object({
  ...common,
  eventType: z.literal('EQUIPMENT'),
  equipmentEventTypeCode: z.enum(EQUIPMENT_EVENT_CODES),
  equipmentReference: ContainerReference,
  ISOEquipmentCode: label(4).optional(),
  emptyIndicatorCode: z.enum(['EMPTY', 'LADEN']).optional(),
});

export const DcsaTransportEvent = z.object({
  ...common,
  eventType: z.literal('TRANSPORT'),
  transportEventTypeCode: z.enum(TRANSPORT_EVENT_CODES),
  transportCall: TransportCall,
});

export const DcsaShipmentEvent = z.object({
  ...common,
  eventType: z.literal('SHIPMENT'),
  shipmentEventTypeCode: z.enum(SHIPMENT_EVENT_CODES),
  documentTypeCode: z.enum(['CBR', 'BKG', 'SHI', 'SRM', 'TRD', 'ARN', 'VGM', 'CAS', 'CUS', 'DGD', 'OOG']),
  documentID: label(100),
  reason: text(250).optional(),
});

export const DcsaEvent = z.discriminatedUnion(
  'eventType',
  [DcsaEquipmentEvent, DcsaTransportEvent, DcsaShipmentEvent],
  { error: () => 'eventType is EQUIPMENT, TRANSPORT or SHIPMENT' },
);
export type DcsaEvent = z.output<typeof DcsaEvent>;

const events = z
  .array(z.unknown())
  .min(1, 'Send at least one event')
  .max(MAX_INGEST_BATCH, `At most ${MAX_INGEST_BATCH} events per request`);

/** `{events: [...]}` as Freightdesk's other feeds send, or a bare array as DCSA subscription callbacks do. */
export const DcsaIngestBody = z.union([z.object({ events }), events]);

/** An example body for the API documentation: a container loaded at Jebel Ali onto a vessel bound for Nhava Sheva. */
export const DCSA_EXAMPLE_EVENT = {
  eventID: '84db923d-2a19-4eb0-beb5-446c1ec57d34',
  eventCreatedDateTime: '2026-11-20T08:12:00+04:00',
  eventType: 'EQUIPMENT',
  eventClassifierCode: 'ACT',
  eventDateTime: '2026-11-20T07:41:00+04:00',
  equipmentEventTypeCode: 'LOAD',
  equipmentReference: 'CSQU3054383',
  ISOEquipmentCode: '22GP',
  emptyIndicatorCode: 'LADEN',
  eventLocation: { locationName: 'Jebel Ali', UNLocationCode: 'AEJEA', facilityCode: 'DPWJA' },
  transportCall: {
    transportCallID: '8b64d20b-523b-4491-b2e5-32cfa5174eed',
    carrierServiceCode: 'FE1',
    exportVoyageNumber: '2211W',
    importVoyageNumber: '2212E',
    UNLocationCode: 'AEJEA',
    modeOfTransport: 'VESSEL',
    vessel: { vesselIMONumber: '9321483', vesselName: 'King of the Seas' },
  },
  documentReferences: [{ documentReferenceType: 'BKG', documentReferenceValue: 'ABC709951' }],
} as const;
