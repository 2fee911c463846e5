import { z } from 'zod';
import { say, says } from '../../i18n/schemaMessages';
import { DIRECTIONS, ORDER_STATUSES } from '../statuses';
import { evenWithFieldErrors } from './evenWithFieldErrors';
import { ListQuery, pageOf } from './list';
import { VehicleNumber } from './orders';
import { instant, real, text } from './storable';

/**
 * The gate keeper's list: one direction, a page at a time, by plant, searchable by order or vehicle. Every
 * truck expected, arrived or inside, whatever its pickup date.
 */
export const GateExpectedQuery = ListQuery.pick({
  page: true,
  pageSize: true,
  plant: true,
  search: true,
}).extend({
  direction: z.enum(DIRECTIONS),
});

/** Where the truck's last fix puts it against the plant's geofence; `unknown` when it has none. */
export const GeofencePosition = z.discriminatedUnion('state', [
  z.object({ state: z.literal('unknown') }),
  z.object({
    state: z.enum(['inside', 'outside']),
    distanceM: z.number().int(),
    radiusM: z.number().int(),
    fixAt: z.string(),
  }),
]);

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
  /**
   * The weighbridge readings taken at gate-in, when any: gate-out starts from them (an outbound truck's tare,
   * an inbound truck's gross), so the clerk types only the other reading.
   */
  gateInWeights: z.object({ grossWeightKg: z.number().nullable(), tareWeightKg: z.number().nullable() }),
  /** The order's weight, against which the weighbridge's net weight is checked. */
  weightKg: z.number(),
  position: GeofencePosition,
});
export type ExpectedVehicle = z.infer<typeof ExpectedVehicle>;
export const ExpectedVehicles = pageOf(ExpectedVehicle);

/** A weighbridge reading in kg: more than 0, at most a loaded truck's 2,00,000. */
const gateWeight = real(0, 200_000, {
  number: says('validation.schema.enterWeightKg'),
  min: says('validation.schema.weightPositive'),
  max: says('validation.schema.weightMaxLong'),
}).positive(says('validation.schema.weightPositive'));

export const GatePassInput = z
  .object({
    /** The vehicle at the gate; it must be the one assigned to the order. */
    vehicleNumber: VehicleNumber,
    /** When the vehicle passed the gate; now when absent. Not in the future. */
    at: instant(says('validation.schema.dateTime.gate')).optional(),
    grossWeightKg: gateWeight.optional(),
    tareWeightKg: gateWeight.optional(),
    /** A supervisor's reason for letting in a truck whose last fix is outside the geofence. */
    overrideNote: text(300).trim().min(3, says('validation.schema.overrideNote')).optional(),
  })
  .superRefine(
    (pass, ctx) => {
      // An empty truck cannot weigh as much as a loaded one: the readings were swapped or mistyped.
      if (
        typeof pass.grossWeightKg === 'number' &&
        typeof pass.tareWeightKg === 'number' &&
        pass.tareWeightKg >= pass.grossWeightKg
      )
        ctx.addIssue({
          code: 'custom',
          path: ['tareWeightKg'],
          message: say('validation.schema.tareBelowGross'),
        });
    },
    evenWithFieldErrors('grossWeightKg', 'tareWeightKg'),
  );
export type GatePassInput = z.output<typeof GatePassInput>;
