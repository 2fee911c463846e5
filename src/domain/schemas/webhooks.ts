import { z } from 'zod';
import { say, says } from '../../i18n/schemaMessages';
import { outboundUrlProblem } from '../outboundUrl';
import { ListQuery, pageOf } from './list';
import { text } from './storable';
import { WEBHOOK_TEST_EVENT, WebhookEventType } from './webhookPayloads';

const URL_MESSAGES = {
  invalid: 'validation.schema.webhooks.url',
  https: 'validation.schema.webhooks.https',
  private: 'validation.schema.webhooks.private',
} as const;

/**
 * An endpoint's address: http(s), at most 500 characters, and within the rule of `outboundUrlProblem`. This
 * machine passes here; the server refuses it unless it is a test server.
 */
export const WebhookUrl = text(500)
  .trim()
  .min(1, says('validation.schema.webhooks.url'))
  .superRefine((value, ctx) => {
    const problem = outboundUrlProblem(value, { allowLoopback: true });
    if (problem === 'invalid' || problem === 'https' || problem === 'private')
      ctx.addIssue({ code: 'custom', message: say(URL_MESSAGES[problem]) });
  });

/** What the settings form sends to create or change a subscription. */
export const WebhookSubscriptionInput = z.object({
  url: WebhookUrl,
  events: z
    .array(WebhookEventType)
    .min(1, says('validation.schema.webhooks.events'))
    .transform((events) => [...new Set(events)]),
  active: z.boolean().default(true),
});
export type WebhookSubscriptionInput = z.input<typeof WebhookSubscriptionInput>;

/** A subscription as the API lists it: never its secret. */
export const WebhookSubscription = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEventType),
  active: z.boolean(),
  /** The secret's first characters, so a reader can tell which secret the receiver should hold. */
  secretHint: z.string(),
  /** After a rotation, until when the secret it replaced still signs beside the new one (null: it does not). */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The last delivery's outcome, for the list. */
  lastDelivery: z.object({ status: z.enum(['pending', 'delivered', 'failed']), at: z.string() }).nullable(),
});
export type WebhookSubscription = z.infer<typeof WebhookSubscription>;

export const WebhookSubscriptionList = z.array(WebhookSubscription);

/** How long a rotated-out secret keeps signing beside the new one: a day to give the receiver the new one. */
export const WEBHOOK_SECRET_GRACE_MS = 24 * 3_600_000;

/** The answer to a creation or a rotation: the signing secret, shown this once. */
export const WebhookSubscriptionWithSecret = WebhookSubscription.extend({
  secret: z
    .string()
    .describe(
      '`whsec_` and the base64 HMAC-SHA256 key of `webhook-signature` (Standard Webhooks); never shown again',
    ),
});
export type WebhookSubscriptionWithSecret = z.infer<typeof WebhookSubscriptionWithSecret>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One event's delivery to one subscription, with its latest attempt. */
export const WebhookDelivery = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.union([WebhookEventType, z.literal(WEBHOOK_TEST_EVENT)]),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryListQuery = ListQuery.pick({ page: true, pageSize: true });
export type WebhookDeliveryListQuery = z.input<typeof WebhookDeliveryListQuery>;
export const WebhookDeliveryPage = pageOf(WebhookDelivery);
