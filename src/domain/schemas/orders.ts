import { z } from 'zod';
import { say, says } from '../../i18n/schemaMessages';
import { DIRECTIONS, ORDER_SOURCES, ORDER_STATUSES, TRACKING_METHODS } from '../statuses';
import { isIndianVehicleNumber, normaliseVehicleNumber } from '../vehicleNumber';
import { evenWithFieldErrors } from './evenWithFieldErrors';
import { isoDate, ListQuery, pageOf } from './list';
import { Paise, rupeesAsPaise } from './money';

export const VehicleNumber = z
  .string()
  .trim()
  .refine(isIndianVehicleNumber, says('validation.schema.vehicleNumber'))
  .transform(normaliseVehicleNumber);

/** Indian mobile numbers: 10 digits starting 6–9, with an optional +91 or 0. */
export const IndianMobile = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
  .refine((s) => /^[6-9]\d{9}$/.test(s), says('validation.schema.mobile'));

export const EwayBillNumber = z
  .string()
  .trim()
  .regex(/^\d{12}$/, says('validation.schema.ewayBill'));

export const AssignVehicleInput = z.object({
  vehicleNumber: VehicleNumber,
  driverName: z.string().trim().min(2, says('validation.schema.driverName')).max(80),
  driverPhone: IndianMobile,
  trackingMethod: z.enum(TRACKING_METHODS),
  ewayBillNo: EwayBillNumber.optional(),
});
export type AssignVehicleInput = z.output<typeof AssignVehicleInput>;

export const ReasonInput = z.object({
  reason: z.string().trim().min(3, says('validation.schema.reason')).max(500),
});

/** Steps that need no payload beyond the time: arrival at the gate, loading, departure, invoice, close. */
export const ORDER_STEP_EVENTS = [
  'gate.arrive',
  'cargo.start',
  'trip.start',
  'invoice.record',
  'order.close',
] as const;
export const OrderStepInput = z.object({
  event: z.enum(ORDER_STEP_EVENTS),
  note: z.string().trim().max(300).optional(),
});

/** Proof of delivery, kept simple: the file travels as base64 and the server keeps its fingerprint. */
export const PodInput = z.object({
  fileName: z.string().trim().min(1).max(200),
  contentType: z.enum(['image/jpeg', 'image/png', 'application/pdf'], says('validation.schema.podFileType')),
  dataBase64: z
    .string()
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The file must be base64')
    .max(7_000_000, 'The file must be at most 5 MB'),
  receivedBy: z.string().trim().min(2, says('validation.schema.receivedBy')).max(80),
});
export type PodInput = z.infer<typeof PodInput>;

export const ORDER_TABS = [...ORDER_STATUSES, 'all', 'active'] as const;

export const OrderListQuery = ListQuery.extend({
  direction: z.enum(DIRECTIONS),
  tab: z.enum(ORDER_TABS).default('all'),
  pickupFrom: isoDate.optional(),
  pickupTo: isoDate.optional(),
  gateInFrom: isoDate.optional(),
  gateInTo: isoDate.optional(),
  gateOutFrom: isoDate.optional(),
  gateOutTo: isoDate.optional(),
  rejectedFrom: isoDate.optional(),
  rejectedTo: isoDate.optional(),
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
  'invoice.record',
  'order.close',
  'order.reject',
  'order.cancel',
]);

export const OrderEventRow = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  note: z.string().nullable(),
  by: z.string().nullable(),
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
  timeline: z.array(OrderEventRow),
  /** What may happen next, decided by the order machine. */
  actions: z.array(OrderAction),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

/** An order entered by hand: the parties, the lane, the transporter and the agreed freight. */
export const OfflineOrderInput = z
  .object({
    direction: z.enum(DIRECTIONS),
    plantId: z.number(says('validation.schema.choose.plant')).int().positive(),
    transporterId: z.number(says('validation.schema.choose.transporter')).int().positive(),
    clientId: z.number().int().positive().nullish(),
    vendorId: z.number().int().positive().nullish(),
    productId: z.number().int().positive().nullish(),
    originCityId: z.number(says('validation.schema.choose.originCity')).int().positive(),
    destinationCityId: z.number(says('validation.schema.choose.destinationCity')).int().positive(),
    weightKg: z
      .number(says('validation.schema.enterWeightKg'))
      .positive(says('validation.schema.weightPositive'))
      .max(200_000, says('validation.schema.weightMaxLong')),
    freightInr: rupeesAsPaise('validation.schema.rupees.labels.freight'),
    pickupAt: z.iso.datetime({ offset: true, ...says('validation.schema.dateTime.pickup') }),
  })
  .superRefine((o, ctx) => {
    if (o.direction === 'inbound' && !o.vendorId)
      ctx.addIssue({ code: 'custom', path: ['vendorId'], message: say('validation.schema.choose.vendor') });
    if (o.direction === 'outbound' && !o.clientId)
      ctx.addIssue({ code: 'custom', path: ['clientId'], message: say('validation.schema.choose.client') });
  }, evenWithFieldErrors);
export type OfflineOrderInput = z.output<typeof OfflineOrderInput>;

export const OfflineOrderListQuery = OrderListQuery.omit({ sort: true }).extend({
  sort: z.enum(['createdAt', 'pickupAt', 'number']).default('createdAt'),
});
