import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { DIRECTIONS, ORDER_STATUSES } from '../statuses';
import { isoDate } from './list';
import { VehicleNumber } from './orders';

export const GateExpectedQuery = z.object({
  direction: z.enum(DIRECTIONS),
  plant: z.coerce.number().int().positive().optional(),
  /** Indian calendar day; today when absent. */
  date: isoDate.optional(),
});

export const ExpectedVehicle = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  plant: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(ORDER_STATUSES),
  vehicleNumber: z.string().nullable(),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  transporter: z.string(),
  pickupAt: z.string(),
  gateInAt: z.string().nullable(),
});
export const ExpectedVehicles = z.object({ date: z.string(), rows: z.array(ExpectedVehicle) });

export const GatePassInput = z.object({
  /** The vehicle at the gate; it must be the one assigned to the order. */
  vehicleNumber: VehicleNumber,
  /** When the vehicle passed the gate; now when absent. Not in the future. */
  at: z.iso.datetime({ offset: true, ...says('validation.schema.dateTime.gate') }).optional(),
  grossWeightKg: z.number().positive().max(200_000).optional(),
  tareWeightKg: z.number().positive().max(200_000).optional(),
});
export type GatePassInput = z.output<typeof GatePassInput>;
