import { isContainerNumber, normaliseContainerNumber } from './containerNumber';
import type { DcsaEvent } from './schemas/dcsaEvents';
import type { ContainerEventCode, ContainerEventType, EventClassifier } from './statuses';

/** A DCSA event as Freightdesk keeps it: one row per container it concerns (server/db/schema/containers.ts). */
export interface Milestone {
  sourceEventId: string;
  eventType: ContainerEventType;
  code: ContainerEventCode;
  classifier: EventClassifier;
  at: Date;
  locationCode: string | null;
  locationName: string | null;
  facilityCode: string | null;
  vesselName: string | null;
  vesselImo: string | null;
  voyage: string | null;
  documentId: string | null;
  documentType: string | null;
  emptyIndicator: 'EMPTY' | 'LADEN' | null;
  /** Booking and transport-document numbers the event names: a shipment event reaches containers by them. */
  documentRefs: string[];
}

/** How a milestone finds its containers: by number, by the vessel it is aboard, or by a document it travels on. */
export interface MilestoneLinks {
  containerNumbers: string[];
  /** A vessel arrival or departure concerns the containers aboard that vessel. */
  vesselImo: string | null;
  /** A shipment event concerns the containers whose events named its document. */
  documentId: string | null;
}

const codeOf = (event: DcsaEvent): ContainerEventCode =>
  event.eventType === 'EQUIPMENT'
    ? event.equipmentEventTypeCode
    : event.eventType === 'TRANSPORT'
      ? event.transportEventTypeCode
      : event.shipmentEventTypeCode;

/**
 * Where it happened: the event's own location, else its transport call's (the port of call). A vessel's
 * voyage is its import voyage number at a discharge or arrival, its export voyage number otherwise.
 */
export function milestoneOf(event: DcsaEvent): Milestone {
  const call = event.transportCall;
  const code = codeOf(event);
  const inbound = code === 'DISC' || code === 'ARRI';
  return {
    sourceEventId: event.eventID,
    eventType: event.eventType,
    code,
    classifier: event.eventClassifierCode,
    at: new Date(event.eventDateTime),
    locationCode:
      event.eventLocation?.UNLocationCode ?? call?.UNLocationCode ?? call?.location?.UNLocationCode ?? null,
    locationName: event.eventLocation?.locationName ?? call?.location?.locationName ?? null,
    facilityCode: event.eventLocation?.facilityCode ?? call?.facilityCode ?? null,
    vesselName: call?.vessel?.vesselName ?? null,
    vesselImo: call?.vessel?.vesselIMONumber ?? null,
    voyage:
      (inbound ? call?.importVoyageNumber : call?.exportVoyageNumber) ?? call?.exportVoyageNumber ?? null,
    documentId: event.eventType === 'SHIPMENT' ? event.documentID : null,
    documentType: event.eventType === 'SHIPMENT' ? event.documentTypeCode : null,
    emptyIndicator: event.eventType === 'EQUIPMENT' ? (event.emptyIndicatorCode ?? null) : null,
    documentRefs: (event.documentReferences ?? []).map((r) => r.documentReferenceValue),
  };
}

/** The links an event offers to find its containers by. */
export function linksOf(event: DcsaEvent): MilestoneLinks {
  const referenced = (event.references ?? [])
    .filter((r) => r.referenceType === 'EQ' && isContainerNumber(r.referenceValue))
    .map((r) => normaliseContainerNumber(r.referenceValue));
  const numbers = event.eventType === 'EQUIPMENT' ? [event.equipmentReference, ...referenced] : referenced;
  return {
    containerNumbers: [...new Set(numbers)],
    vesselImo: event.eventType === 'TRANSPORT' ? (event.transportCall.vessel?.vesselIMONumber ?? null) : null,
    documentId: event.eventType === 'SHIPMENT' ? event.documentID : null,
  };
}
