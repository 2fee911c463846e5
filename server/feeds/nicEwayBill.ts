import { z } from 'zod';
import { validUntil as validityFrom } from '../../src/domain/ewayBill';
import type { EwayBillEventIn } from '../../src/domain/schemas/ingest';
import { normaliseVehicleNumber } from '../../src/domain/vehicleNumber';
import { nicDateTime } from './feedTime';

/**
 * NIC's "Get E-Way Bill Details" (`GetEwayBill`) as the e-way bill system and the GSPs in front of it answer
 * it, decrypted: only the fields tracking reads are checked; the rest (items, taxes, addresses) pass through.
 * NIC writes numbers as numbers or strings depending on the GSP, so both are read.
 */
const numberish = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const nicText = z.string().trim();

export const NicVehicleEntry = z.looseObject({
  /** How Part-B was entered: API, WEB, MOB, SMS, BULK… */
  updMode: nicText.optional(),
  vehicleNo: nicText.nullish(),
  fromPlace: nicText.nullish(),
  fromState: numberish.nullish(),
  tripshtNo: numberish.nullish(),
  userGSTINTransin: nicText.nullish(),
  enteredDate: nicText,
  /** 1 road, 2 rail, 3 air, 4 ship. */
  transMode: z.union([nicText, z.number()]).nullish(),
  transDocNo: nicText.nullish(),
  transDocDate: nicText.nullish(),
  groupNo: z.union([nicText, z.number()]).nullish(),
});
export type NicVehicleEntry = z.infer<typeof NicVehicleEntry>;

export const NicEwayBillDetails = z.looseObject({
  ewbNo: numberish.transform((n) => String(n)),
  ewayBillDate: nicText,
  /** ACT active, CNL cancelled (DIS discarded and REJ rejected are read as not cancelled). */
  status: nicText,
  /** Empty until Part-B (the vehicle) is entered: the bill is not valid for movement before. */
  validUpto: nicText.nullish(),
  extendedTimes: numberish.nullish(),
  actualDist: numberish.nullish(),
  /** Some GSPs add the cancellation's time; NIC's own reply does not carry it. */
  cancelDate: nicText.nullish(),
  VehiclListDetails: z.array(NicVehicleEntry).nullish(),
});
export type NicEwayBillDetails = z.infer<typeof NicEwayBillDetails>;

/** Why a bill's answer gave no events; the poll counts these rather than failing. */
export type EwayBillSkip = 'no_validity' | 'unreadable_time';

export interface MappedEwayBill {
  events: EwayBillEventIn[];
  skipped: EwayBillSkip | null;
}

const roadVehicle = (entry: NicVehicleEntry): string | undefined => {
  const plate = entry.vehicleNo ? normaliseVehicleNumber(entry.vehicleNo) : '';
  return plate === '' ? undefined : plate;
};

/**
 * The bill's story as canonical e-way bill events, oldest first, each with an id made of the bill's number,
 * the event's kind and its time, so polling the same bill again repeats ids that ingest counts as duplicates:
 * - `generated` at `ewayBillDate`, with the vehicle of a Part-B entered with it;
 * - `partB` for each later vehicle entry (a second vehicle, a transhipment);
 * - `extended` at the newest vehicle entry when `extendedTimes` > 0 (NIC takes the vehicle and its place
 *   with every extension), carrying `validUpto`;
 * - `cancelled` when the status is CNL.
 * Events before the extension carry the validity the bill had at generation (a day per 200 km, as
 * `src/domain/ewayBill.ts` counts it), since NIC answers only the current `validUpto`. `seenAt` is when the
 * poll asked: a cancellation NIC does not date is dated then.
 */
export function ewayBillEvents(details: NicEwayBillDetails, seenAt: Date, orderId?: number): MappedEwayBill {
  const number = details.ewbNo;
  const generatedAt = nicDateTime(details.ewayBillDate);
  if (!generatedAt) return { events: [], skipped: 'unreadable_time' };
  const currentValidity = details.validUpto ? nicDateTime(details.validUpto) : null;
  if (!details.validUpto) return { events: [], skipped: 'no_validity' };
  if (!currentValidity) return { events: [], skipped: 'unreadable_time' };

  const distanceKm =
    details.actualDist != null && details.actualDist >= 0 ? Math.round(details.actualDist) : undefined;
  const extensions = Math.max(0, Math.round(details.extendedTimes ?? 0));
  const entries: { at: Date; vehicle: string | undefined }[] = [];
  for (const entry of details.VehiclListDetails ?? []) {
    const at = nicDateTime(entry.enteredDate);
    if (!at) return { events: [], skipped: 'unreadable_time' };
    entries.push({ at, vehicle: roadVehicle(entry) });
  }
  entries.sort((a, b) => a.at.getTime() - b.at.getTime());

  const originalValidity = extensions > 0 ? validityFrom(generatedAt, distanceKm ?? 0) : currentValidity;
  const base = (kind: EwayBillEventIn['kind'], at: Date, validUntil: Date, vehicle?: string) => ({
    eventId: `${number}-${kind}-${at.toISOString()}`,
    ewaybillNumber: number,
    kind,
    validUntil: validUntil.toISOString(),
    at: at.toISOString(),
    ...(vehicle ? { vehicleNumber: vehicle } : {}),
    ...(orderId !== undefined ? { orderId } : {}),
    ...(distanceKm !== undefined ? { distanceKm } : {}),
  });

  // A Part-B entered with the bill itself is the generation's vehicle, not an update.
  const withGeneration =
    entries[0] && entries[0].at.getTime() <= generatedAt.getTime() ? entries.shift() : undefined;
  const extension = extensions > 0 ? entries.pop() : undefined;
  const events: EwayBillEventIn[] = [
    base('generated', generatedAt, originalValidity, withGeneration?.vehicle),
  ];
  for (const entry of entries) events.push(base('partB', entry.at, originalValidity, entry.vehicle));
  if (extension) events.push(base('extended', extension.at, currentValidity, extension.vehicle));
  else if (extensions > 0)
    // Extended, but NIC kept no entry of it: the extension is known only by the validity it left, and by
    // its count, which names it.
    events.push({
      ...base('extended', generatedAt, currentValidity),
      eventId: `${number}-extended-${extensions}`,
    });
  if (details.status.toUpperCase() === 'CNL') {
    // A bill is cancelled once: without NIC's time it is dated when first seen, and its id stays the same.
    const at = (details.cancelDate ? nicDateTime(details.cancelDate) : null) ?? seenAt;
    events.push({ ...base('cancelled', at, currentValidity), eventId: `${number}-cancelled` });
  }
  return { events, skipped: null };
}
