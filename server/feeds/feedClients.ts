import type { FeedCredentials } from '../../src/domain/schemas/feedConnections';
import type { NicEwayBillDetails } from './nicEwayBill';
import type { SimLocation } from './simLocation';

/**
 * What a poll asks each kind of provider, one question at a time. The HTTP clients of this folder answer them
 * from the real APIs; a test or another provider of the same data stands in by implementing the interface.
 * Each method throws `FeedError` when the provider cannot answer (the poll stops and records why).
 */
export interface EwayBillLookup {
  /** The bill's details, or null when NIC does not know it for this GSTIN (a typo, another party's bill). */
  details(ewbNo: string): Promise<NicEwayBillDetails | null>;
}

export interface FastagLookup {
  /** The vehicle's FASTag transactions of the last 72 hours, raw as the provider gives them. */
  transactions(vehicleNumber: string): Promise<unknown[]>;
}

export interface SimLocator {
  /** The phone's latest fix, or null when the operator could not locate it. */
  locate(mobile: string): Promise<SimLocation | null>;
}

export interface FeedClients {
  ewaybill: EwayBillLookup;
  fastag: FastagLookup;
  sim: SimLocator;
}

/** Makes the client of one connection: its kind, address and credentials. */
export type FeedClientFactory = <K extends keyof FeedClients>(
  kind: K,
  baseUrl: string,
  credentials: FeedCredentials[K],
) => FeedClients[K];
