import { z } from 'zod';
import type { TollReadIn } from '../../src/domain/schemas/ingest';
import { normaliseVehicleNumber } from '../../src/domain/vehicleNumber';
import { feedInstant } from './feedTime';

/**
 * ULIP's FASTAG/01 (a vehicle's toll-plaza reads of the last 72 hours, from NPCI's NETC): the envelope
 * `{response: [{response: {result, respCode, vehicle: {errCode, vehltxnList: {txn: [...]}}}}]}` and its
 * transactions, of which tracking reads the plaza, its geocode, the lane and the read time.
 */
const ulipText = z.union([z.string(), z.number()]).transform((v) => String(v).trim());

export const UlipFastagTxn = z.looseObject({
  readerReadTime: ulipText,
  /** NETC's id of the read; the event id when present. */
  seqNo: ulipText.nullish(),
  laneDirection: ulipText.nullish(),
  /** "lat,lng" in one string, sometimes with spaces; "11.0001,11.0001" is ULIP's placeholder for unknown. */
  tollPlazaGeocode: ulipText.nullish(),
  tollPlazaName: ulipText.nullish(),
  tollPlazaId: ulipText.nullish(),
  vehicleType: ulipText.nullish(),
  vehicleRegNo: ulipText.nullish(),
});
export type UlipFastagTxn = z.infer<typeof UlipFastagTxn>;

const UlipInner = z.looseObject({
  result: z.string().nullish(),
  respCode: ulipText.nullish(),
  vehicle: z
    .looseObject({
      errCode: ulipText.nullish(),
      vehltxnList: z.looseObject({ txn: z.array(z.unknown()).nullish() }).nullish(),
    })
    .nullish(),
});

export const UlipEnvelope = z.looseObject({
  code: ulipText.nullish(),
  message: z.string().nullish(),
  error: ulipText.nullish(),
  response: z.array(z.looseObject({ response: UlipInner.nullish() })).nullish(),
});
export type UlipEnvelope = z.infer<typeof UlipEnvelope>;

/** NETC's "no tag / no transactions for this vehicle": a plain answer, not a failure. */
const NO_TRANSACTIONS = new Set(['740', '239']);
const UNKNOWN_GEOCODE = '11.0001,11.0001';

/** The raw transactions of an envelope, or why there are none (`undefined` = none, plainly). */
export function ulipTransactions(envelope: UlipEnvelope): unknown[] {
  const inner = envelope.response?.[0]?.response;
  const errCode = inner?.vehicle?.errCode ?? undefined;
  if (errCode && NO_TRANSACTIONS.has(errCode)) return [];
  return inner?.vehicle?.vehltxnList?.txn ?? [];
}

/** "28.4820, 77.0214" → the two numbers; null for the placeholder, a missing half or a point outside the globe. */
export function plazaGeocode(
  text: string | null | undefined,
): { latitude: number; longitude: number } | null {
  if (!text) return null;
  const compact = text.replace(/\s+/g, '');
  if (compact === UNKNOWN_GEOCODE) return null;
  const parts = compact.split(',');
  if (parts.length !== 2 || parts.some((p) => !/^-?\d+(\.\d+)?$/.test(p))) return null;
  const [latitude, longitude] = parts.map(Number) as [number, number];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

export interface MappedTolls {
  reads: TollReadIn[];
  /** Transactions that could not be placed or dated (no geocode, an unreadable time). */
  skipped: number;
}

/**
 * A vehicle's transactions as toll reads, those read before `since` (an earlier trip of the same truck)
 * left out. The plate is the order's when the transaction omits it; ULIP writes it as registered.
 */
export function tollReads(
  transactions: readonly unknown[],
  vehicleNumber: string,
  options: { since?: Date; orderId?: number } = {},
): MappedTolls {
  const reads: TollReadIn[] = [];
  let skipped = 0;
  for (const raw of transactions) {
    const parsed = UlipFastagTxn.safeParse(raw);
    const txn = parsed.success ? parsed.data : null;
    const at = txn ? feedInstant(txn.readerReadTime) : null;
    const place = txn ? plazaGeocode(txn.tollPlazaGeocode) : null;
    if (!txn || !at || !place) {
      skipped += 1;
      continue;
    }
    if (options.since && at < options.since) continue;
    const plate = txn.vehicleRegNo ? normaliseVehicleNumber(txn.vehicleRegNo) : vehicleNumber;
    const plazaName = txn.tollPlazaName || `Toll plaza ${txn.tollPlazaId ?? ''}`.trim();
    reads.push({
      eventId: txn.seqNo
        ? `ulip-${txn.seqNo}`
        : `ulip-${plate}-${txn.tollPlazaId ?? plazaName}-${at.toISOString()}`,
      vehicleNumber: plate,
      plazaName,
      plazaCode: txn.tollPlazaId || plazaName,
      latitude: place.latitude,
      longitude: place.longitude,
      laneDirection: txn.laneDirection || 'Unknown',
      readAt: at.toISOString(),
      ...(options.orderId !== undefined ? { orderId: options.orderId } : {}),
    });
  }
  return { reads, skipped };
}
