import { z } from 'zod';
import { say, says } from '../../i18n/schemaMessages';
import { DRIVER_ACTIONS } from '../driverMilestones';
import { POD_FILE_KINDS, POD_MEDIA_TYPES } from '../podFiles';
import { DIRECTIONS, ORDER_SOURCES, ORDER_STATUSES, STEP_DETECTORS, TRACKING_METHODS } from '../statuses';
import { isIndianVehicleNumber, normaliseVehicleNumber } from '../vehicleNumber';
import { ContainerNumbers, OrderContainer } from './containers';
import { evenWithFieldErrors } from './evenWithFieldErrors';
import { IndianMobile } from './identityFields';
import { ListQuery, pageOf } from './list';
import { Paise, rupeesAsPaise } from './money';
import { calendarDate, chosenId, id, instant, real, text } from './storable';

export const VehicleNumber = text(40)
  .trim()
  .refine(isIndianVehicleNumber, says('validation.schema.vehicleNumber'))
  .transform(normaliseVehicleNumber);

export const EwayBillNumber = text(20)
  .trim()
  .regex(/^\d{12}$/, says('validation.schema.ewayBill'));

export const AssignVehicleInput = z.object({
  vehicleNumber: VehicleNumber,
  driverName: text(80).trim().min(2, says('validation.schema.driverName')),
  driverPhone: IndianMobile,
  trackingMethod: z.enum(TRACKING_METHODS),
  ewayBillNo: EwayBillNumber.optional(),
});
export type AssignVehicleInput = z.output<typeof AssignVehicleInput>;

export const ReasonInput = z.object({
  reason: text(500).trim().min(3, says('validation.schema.reason')),
});

/**
 * Steps that need no payload beyond the time: arrival at the gate, loading, departure, close. An order becomes
 * invoiced only when its invoice is entered (invoices/invoiceWrite.ts), never by a step of its own.
 */
export const ORDER_STEP_EVENTS = ['gate.arrive', 'cargo.start', 'trip.start', 'order.close'] as const;
export const OrderStepInput = z.object({
  event: z.enum(ORDER_STEP_EVENTS),
  note: text(300).trim().optional(),
});

/**
 * The form fields sent with the file when a POD confirms delivery (multipart/form-data); the file itself is
 * checked by `podFileProblem` (src/domain/podFiles.ts).
 */
export const PodDeliveryFields = z.object({
  receivedBy: text(80).trim().min(2, says('validation.schema.receivedBy')),
});
export type PodDeliveryFields = z.infer<typeof PodDeliveryFields>;

/** A stored proof-of-delivery file of an order, as the order's page lists it. */
export const PodFile = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.enum(POD_MEDIA_TYPES),
  /** The proof of delivery, or the transporter's signed lorry receipt. */
  kind: z.enum(POD_FILE_KINDS),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  uploadedBy: z.string().nullable(),
  /** Taken with the driver's phone through the driver link. */
  byDriver: z.boolean(),
  uploadedAt: z.string(),
});
export type PodFile = z.infer<typeof PodFile>;

/** `download=true` asks for the file as an attachment; otherwise it is served inline, for viewing. */
export const PodFileQuery = z.object({
  download: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const ORDER_TABS = [...ORDER_STATUSES, 'all', 'active'] as const;

export const OrderListQuery = ListQuery.extend({
  direction: z.enum(DIRECTIONS),
  tab: z.enum(ORDER_TABS).default('all'),
  pickupFrom: calendarDate.optional(),
  pickupTo: calendarDate.optional(),
  gateInFrom: calendarDate.optional(),
  gateInTo: calendarDate.optional(),
  gateOutFrom: calendarDate.optional(),
  gateOutTo: calendarDate.optional(),
  rejectedFrom: calendarDate.optional(),
  rejectedTo: calendarDate.optional(),
  sort: z.enum(['createdAt', 'pickupAt', 'gateInAt', 'gateOutAt', 'number']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

const Named = z.object({ id: z.number().int(), name: z.string() });

export const OrderRow = z.object({
  id: z.number().int(),
  number: z.string(),
  direction: z.enum(DIRECTIONS),
  source: z.enum(ORDER_SOURCES),
  status: z.enum(ORDER_STATUSES),
  plant: Named,
  transporter: Named,
  party: Named.nullable(),
  origin: z.string(),
  destination: z.string(),
  vehicleNumber: z.string().nullable(),
  trackingMethod: z.enum(TRACKING_METHODS).nullable(),
  freightPaise: Paise,
  pickupAt: z.string(),
  gateInAt: z.string().nullable(),
  gateOutAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderRow = z.infer<typeof OrderRow>;
export const OrderPage = pageOf(OrderRow);

export const OrderAction = z.enum([
  'vehicle.assign',
  'gate.arrive',
  'gate.in',
  'cargo.start',
  'gate.out',
  'trip.start',
  'delivery.confirm',
  'order.close',
  'order.reject',
  'order.cancel',
]);

export const OrderEventRow = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  note: z.string().nullable(),
  by: z.string().nullable(),
  /** Set when the driver did it through the driver link. */
  driverAction: z.enum(DRIVER_ACTIONS).nullable(),
  /** Set when no person did it: what saw it (the truck inside its plant's geofence marks it arrived). */
  detectedBy: z.enum(STEP_DETECTORS).nullable(),
});

export const OrderDetail = OrderRow.extend({
  requestId: z.number().int().nullable(),
  bidId: z.number().int().nullable(),
  product: Named.nullable(),
  /** The lane's cities by id, so that a form can show the order as it was entered. */
  originCityId: z.number().int(),
  destinationCityId: z.number().int(),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  ewayBillNo: z.string().nullable(),
  weightKg: z.number(),
  /** An awarded order's answer from its transporter: when and who took it on; null while it waits. */
  acceptance: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
  timeline: z.array(OrderEventRow),
  /** Proof-of-delivery files, oldest first. */
  podFiles: z.array(PodFile),
  /** The shipping containers it carries, by number. */
  containers: z.array(OrderContainer),
  /** What may happen next, decided by the order machine. */
  actions: z.array(OrderAction),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

/** An order entered by hand: the parties, the lane, the transporter and the agreed freight. */
export const OfflineOrderInput = z
  .object({
    direction: z.enum(DIRECTIONS),
    plantId: chosenId(says('validation.schema.choose.plant')),
    transporterId: chosenId(says('validation.schema.choose.transporter')),
    clientId: id.nullish(),
    vendorId: id.nullish(),
    productId: id.nullish(),
    originCityId: chosenId(says('validation.schema.choose.originCity')),
    destinationCityId: chosenId(says('validation.schema.choose.destinationCity')),
    weightKg: real(0, 200_000, {
      number: says('validation.schema.enterWeightKg'),
      min: says('validation.schema.weightPositive'),
      max: says('validation.schema.weightMaxLong'),
    }).positive(says('validation.schema.weightPositive')),
    freightInr: rupeesAsPaise('validation.schema.rupees.labels.freight'),
    pickupAt: instant(says('validation.schema.dateTime.pickup')),
    /** The shipping containers it carries (ISO 6346); left out, an edit keeps the ones the order has. */
    containerNumbers: ContainerNumbers.optional(),
  })
  .superRefine(
    (o, ctx) => {
      if (o.direction === 'inbound' && !o.vendorId)
        ctx.addIssue({ code: 'custom', path: ['vendorId'], message: say('validation.schema.choose.vendor') });
      if (o.direction === 'outbound' && !o.clientId)
        ctx.addIssue({ code: 'custom', path: ['clientId'], message: say('validation.schema.choose.client') });
    },
    evenWithFieldErrors('direction', 'vendorId', 'clientId'),
  );
export type OfflineOrderInput = z.output<typeof OfflineOrderInput>;

export const OfflineOrderListQuery = OrderListQuery.omit({ sort: true }).extend({
  sort: z.enum(['createdAt', 'pickupAt', 'number']).default('createdAt'),
});
