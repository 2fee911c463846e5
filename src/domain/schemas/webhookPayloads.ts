import { z } from 'zod';
import { DIRECTIONS, INVOICE_STATUSES, ORDER_STATUSES } from '../statuses';
import { AlertKind } from './tracking';

/**
 * The public contract of outgoing webhooks (docs/webhooks.md): what an integrator's endpoint receives. These
 * shapes are versioned by their `type` and only grow (new optional fields, new types); nothing in them is
 * renamed or dropped, whatever the socket events of the app become.
 */

const id = z.number().int().positive();
const at = z.iso.datetime({ offset: true }).describe('ISO 8601 instant, UTC');

/** The kinds of news a subscription can ask for; the order is the settings form's. */
export const WEBHOOK_EVENT_TYPES = [
  'order.status_changed',
  'bid.placed',
  'bid.withdrawn',
  'alert.raised',
  'invoice.submitted',
  'invoice.approved',
  'invoice.disputed',
  'invoice.scheduled',
  'invoice.paid',
  'invoice.closed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

/** Sent only by "Send test event"; every subscription accepts it whatever kinds it chose. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** An order moved in its lifecycle (`status` is where it is now). */
export const OrderStatusChangedData = z.object({
  orderId: id,
  number: z.string(),
  direction: z.enum(DIRECTIONS),
  status: z.enum(ORDER_STATUSES),
  plantId: id,
  at,
});

/** A transporter placed (or withdrew) a bid on one of the industry's requests. */
export const BidData = z.object({
  requestId: id,
  bidId: id,
  amountPaise: z.number().int().nonnegative().describe('The bid, in paise (1/100 of a rupee)'),
  bidCount: z.number().int().nonnegative().describe("The request's standing bids after this one"),
  biddingEndsAt: at,
  plantId: id,
});

/** A tracking alert raised on a trip: no signal, long stop, off route, e-way bill expiring, late. */
export const AlertRaisedData = z.object({
  orderId: id,
  orderNumber: z.string(),
  vehicleNumber: z.string(),
  direction: z.enum(DIRECTIONS),
  plantId: id,
  kind: AlertKind,
  message: z.string().describe('English description of the alert'),
  at,
});

/** A transporter's freight invoice after a step of its lifecycle (the event's type names the step). */
export const InvoiceData = z.object({
  invoiceId: id,
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  orderId: id,
  orderNumber: z.string(),
  plantId: id,
  transporterId: id,
  payablePaise: z.number().int().nonnegative(),
  paidPaise: z.number().int().nonnegative(),
  disputeReason: z.string().nullable(),
  scheduledOn: z.iso.date().nullable(),
  at,
});

/** What "Send test event" sends. */
export const WebhookTestData = z.object({ subscriptionId: id, message: z.string() });

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    id: z.uuid().describe('The event; a redelivery repeats it, so receivers dedupe by it'),
    type: z.literal(type),
    occurredAt: at,
    industryId: id,
    data,
  });

/** The JSON body of every webhook request, told apart by `type`. */
export const WebhookEvent = z.discriminatedUnion('type', [
  envelope('order.status_changed', OrderStatusChangedData),
  envelope('bid.placed', BidData),
  envelope('bid.withdrawn', BidData),
  envelope('alert.raised', AlertRaisedData),
  envelope('invoice.submitted', InvoiceData),
  envelope('invoice.approved', InvoiceData),
  envelope('invoice.disputed', InvoiceData),
  envelope('invoice.scheduled', InvoiceData),
  envelope('invoice.paid', InvoiceData),
  envelope('invoice.closed', InvoiceData),
  envelope(WEBHOOK_TEST_EVENT, WebhookTestData),
]);
export type WebhookEvent = z.infer<typeof WebhookEvent>;
