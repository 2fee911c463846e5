import { z } from 'zod';
import { DIRECTIONS, ORDER_STATUSES, TRACKING_METHODS } from '../statuses';
import { Paise } from './money';

/** An order a transporter company won, as its portal lists it: whose, the lane, the freight, its truck. */
export const TransporterOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  industry: z.string(),
  direction: z.enum(DIRECTIONS),
  status: z.enum(ORDER_STATUSES),
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
