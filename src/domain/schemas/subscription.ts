import { z } from 'zod';
import {
  PAYMENT_PROVIDERS,
  PLAN_CHANGES,
  PLAN_PAYMENT_MODES,
  SUBSCRIPTION_PAYMENT_STATUSES,
} from '../statuses';
import { id, paise, text } from './storable';

/**
 * Plans, the joining fee and their payment: the catalogue the /plan page offers, a checkout (joining fee
 * and/or a plan, paid through the configured provider), its outcome, the industry's subscriptions and their
 * tax invoices. Amounts are integer paise.
 */

/** The provider that opened a checkout, and the only one that may settle it. */
export const PaymentMode = z.enum(PAYMENT_PROVIDERS);
export type PaymentMode = z.infer<typeof PaymentMode>;

/** How this server takes payment for plans (PAYMENTS_MODE); `off` sells none. */
export const PlanPaymentMode = z.enum(PLAN_PAYMENT_MODES);
export type PlanPaymentMode = z.infer<typeof PlanPaymentMode>;

/** What choosing a plan does to the plan held (src/domain/subscriptionTerms.ts). */
export const PlanChange = z.enum(PLAN_CHANGES);

const Price = z.object({ pricePaise: paise, gstPaise: paise, totalPaise: paise });

export const PlanOffer = Price.extend({
  id: z.number().int(),
  name: z.string(),
  noOfMembers: z.number().int(),
  noOfPlants: z.number().int(),
  durationDays: z.number().int(),
});
export type PlanOffer = z.infer<typeof PlanOffer>;

/** A line of a checkout or invoice; screens word it from `kind`, `description` is its English text. */
export const InvoiceLine = z.object({
  kind: z.enum(['joiningFee', 'plan']),
  planName: z.string().nullable(),
  durationDays: z.number().int().nullable(),
  description: z.string(),
  sacCode: z.string(),
  taxablePaise: paise,
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

const Party = z.object({ name: z.string(), gstin: z.string().nullable(), stateCode: z.string().nullable() });

/** A tax invoice for what the industry paid Freightdesk: numbered per financial year. */
export const SubscriptionInvoice = z.object({
  id: z.number().int(),
  number: z.string(),
  issuedOn: z.string(),
  seller: Party.extend({ address: z.string() }),
  /** The industry as it stood on the day: its address null where it had none. */
  buyer: Party.extend({ address: z.string().nullable() }),
  lines: z.array(InvoiceLine),
  taxablePaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
  totalPaise: paise,
});
export type SubscriptionInvoice = z.infer<typeof SubscriptionInvoice>;

export const JoiningFeeStatus = Price.extend({
  /** The day it was paid (India), null while unpaid. */
  paidOn: z.string().nullable(),
  invoice: SubscriptionInvoice.nullable(),
});
export type JoiningFeeStatus = z.infer<typeof JoiningFeeStatus>;

/** GET /api/plans: what the industry may buy, whether its joining fee is due, and how it would pay. */
export const PlanCatalogue = z.object({
  plans: z.array(PlanOffer),
  joiningFee: JoiningFeeStatus,
  paymentMode: PlanPaymentMode,
});
export type PlanCatalogue = z.infer<typeof PlanCatalogue>;

/** POST /api/subscription/checkout: a plan (with the joining fee when it is still due), or the fee alone. */
export const CheckoutBody = z.object({ planId: id.nullable() });
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const PaymentStatus = z.enum(SUBSCRIPTION_PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const Checkout = z.object({
  id: z.number().int(),
  mode: PaymentMode,
  /** The provider's order id (Razorpay's `order_…`, or a test-mode one). */
  orderId: z.string(),
  /** Razorpay's public key id for checkout.js; null in test mode. */
  keyId: z.string().nullable(),
  change: PlanChange.nullable(),
  lines: z.array(InvoiceLine),
  taxablePaise: paise,
  gstPaise: paise,
  totalPaise: paise,
  status: PaymentStatus,
});
export type Checkout = z.infer<typeof Checkout>;

/** Test mode only: what the simulated payment does. */
export const TestOutcomeBody = z.object({ outcome: z.enum(['success', 'failure']) });
export type TestOutcomeBody = z.infer<typeof TestOutcomeBody>;

/** What Razorpay's checkout hands its success handler, checked against the key secret. */
export const RazorpayConfirmBody = z.object({
  razorpayOrderId: text(100).min(1),
  razorpayPaymentId: text(100).min(1),
  razorpaySignature: text(200).min(1),
});
export type RazorpayConfirmBody = z.infer<typeof RazorpayConfirmBody>;

export const CheckoutResult = z.object({
  status: PaymentStatus,
  /** Why a payment failed, in the provider's words; null otherwise. */
  failure: z.string().nullable(),
  subscription: z.object({ planName: z.string(), startsOn: z.string(), endsOn: z.string() }).nullable(),
  invoice: SubscriptionInvoice.nullable(),
});
export type CheckoutResult = z.infer<typeof CheckoutResult>;

const HeldPlan = z.object({
  subscriptionId: z.number().int(),
  planId: z.number().int(),
  name: z.string(),
  noOfMembers: z.number().int(),
  noOfPlants: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** Set once the plan has ended: the last day of its grace. */
  graceUntil: z.string().nullable(),
});

/** GET /api/subscription: the /my-plan page. */
export const SubscriptionOverview = z.object({
  current: HeldPlan.nullable(),
  /** A renewal paid ahead, starting after the current plan ends. */
  next: HeldPlan.nullable(),
  usage: z.object({ members: z.number().int(), plants: z.number().int() }),
  history: z.array(
    z.object({
      id: z.number().int(),
      planName: z.string(),
      startsOn: z.string(),
      endsOn: z.string(),
      /** The day an upgrade replaced it. */
      replacedOn: z.string().nullable(),
      invoice: SubscriptionInvoice.nullable(),
    }),
  ),
});
export type SubscriptionOverview = z.infer<typeof SubscriptionOverview>;
