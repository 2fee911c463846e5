import type { Clock, Sweep } from '../clock';
import type { EventBus } from '../events/eventBus';
import { startPeriodicSweep } from '../periodicSweep';
import { enqueueWebhookEvents } from './webhookDeliveries';
import { sendDueWebhooks, type WebhookSender } from './webhookSender';

/** How often due deliveries are looked for: a new event goes out within this, a retry on its minute. */
export const WEBHOOK_SWEEP_MS = 5_000;

/**
 * Outgoing webhooks: every committed batch of the event bus becomes delivery rows (one per matching
 * subscription, webhookDeliveries.ts), written one batch after another in the order they were published, and
 * the sweep sends what is due (webhookSender.ts). The bus is this node's, so each event is queued once, by
 * the node where it happened; any node's sweep may send it.
 */
export function startWebhookDelivery(clock: Clock, bus: EventBus, sender: WebhookSender): Sweep {
  // One batch after another, so they are written in the order they were published; stop() waits for them.
  let queued = Promise.resolve();
  const subscription = bus.published$.subscribe((events) => {
    const now = sender.clock.now();
    queued = queued
      .then(() => enqueueWebhookEvents(sender.db, events, now))
      .then(
        () => undefined,
        (err: unknown) => sender.log.error({ err }, 'webhook events could not be queued'),
      );
  });
  const sweep = startPeriodicSweep(
    clock,
    'webhook delivery',
    WEBHOOK_SWEEP_MS,
    () => sendDueWebhooks(sender),
    sender.log,
  );
  return {
    async stop() {
      subscription.unsubscribe();
      await queued;
      await sweep.stop();
    },
  };
}
