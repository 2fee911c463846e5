import { z } from 'zod';
import { POD_FILE_KINDS } from '../podFiles';
import { DIRECTIONS, ORDER_SOURCES, ORDER_STATUSES, TRACKING_METHODS } from '../statuses';
import { Paise } from './money';
import { PodFile } from './orders';

/** An order a transporter company won, as its portal lists it: whose, the lane, the freight, its truck. */
export const TransporterOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  industry: z.string(),
  direction: z.enum(DIRECTIONS),
  source: z.enum(ORDER_SOURCES),
  status: z.enum(ORDER_STATUSES),
  /** When the company took on the award; null while the shipper waits for its answer (awarded orders only). */
  acceptedAt: z.string().nullable(),
  /** Whether its Accept applies now: an awarded order not yet taken on, before its truck reaches the gate. */
  acceptable: z.boolean(),
  originCity: z.string(),
  destinationCity: z.string(),
  pickupAt: z.string(),
  weightKg: z.number(),
  freightPaise: Paise,
  vehicleNumber: z.string().nullable(),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  trackingMethod: z.enum(TRACKING_METHODS).nullable(),
});
export type TransporterOrder = z.infer<typeof TransporterOrder>;

/**
 * One order in the transporter's portal: its facts, the plant and its gate times, and the papers stored on it
 * (PODs and lorry receipts, whoever added them). Its trip and alerts come from the tracking API, as the
 * shipper's trip screens read them.
 */
export const TransporterOrderDetail = TransporterOrder.extend({
  plant: z.string(),
  gateInAt: z.string().nullable(),
  gateOutAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  papers: z.array(PodFile),
  /** Whether the order machine takes the delivery's confirmation now (a POD with who received the goods). */
  deliveryConfirmable: z.boolean(),
});
export type TransporterOrderDetail = z.infer<typeof TransporterOrderDetail>;

/** The multipart field of a paper added on its own: which paper it is. */
export const TransporterPaperFields = z.object({ kind: z.enum(POD_FILE_KINDS) });
export type TransporterPaperFields = z.infer<typeof TransporterPaperFields>;
