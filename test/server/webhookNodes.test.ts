import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { industries } from '../../server/db/schema/tenancy';
import { webhookDeliveries, webhookSubscriptions } from '../../server/db/schema/webhooks';
import { sendDueWebhooks, type WebhookSender } from '../../server/webhooks/webhookSender';
import { startWebhookReceiver } from '../support/webhookReceiver';
import { postgresNodes } from './postgresNodes';
import { reachable } from './reachable';

const up = await reachable(5432);
if (!up) console.log('Webhook node tests skipped: PostgreSQL was not reachable on 127.0.0.1:5432.');

const silent = { warn() {}, error() {} } as unknown as WebhookSender['log'];

/** Several server nodes sweeping one PostgreSQL: each due delivery is sent by one of them, once. */
describe.runIf(up)('webhook sweeps on several nodes', () => {
  let nodes: OpenedDatabase[];
  let dispose: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    ({ nodes, dispose } = await postgresNodes(3));
    receiver = await startWebhookReceiver();
  });

  afterAll(async () => {
    await receiver?.close();
    await dispose?.();
  });

  it('claims each due delivery on one node only, whatever the others do at the same moment', async () => {
    const db = nodes[0]!.db;
    const [industry] = await db.insert(industries).values({ name: 'Webhook Nodes Ltd' }).returning();
    const [subscription] = await db
      .insert(webhookSubscriptions)
      .values({
        industryId: industry!.id,
        url: receiver.url('/nodes'),
        events: ['bid.placed'],
        secret: 'whsec_test',
      })
      .returning();
    // A receiver that takes its time, as real ones do: the nodes' passes overlap.
    receiver.answer('/nodes', 200, 50);
    const now = new Date();
    const ids = Array.from({ length: 90 }, () => randomUUID());
    await db.insert(webhookDeliveries).values(
      ids.map((id) => ({
        id,
        industryId: industry!.id,
        subscriptionId: subscription!.id,
        eventId: randomUUID(),
        eventType: 'bid.placed',
        body: JSON.stringify({ id }),
        nextAttemptAt: now,
      })),
    );

    const sent = await Promise.all(
      nodes.map((node) =>
        sendDueWebhooks({ db: node.db, clock: { now: () => now }, allowLoopback: true, log: silent }),
      ),
    );
    expect(sent.reduce((a, b) => a + b, 0)).toBe(ids.length);
    // More than one node took part, and none sent what another had.
    expect(sent.filter((n) => n > 0).length).toBeGreaterThan(1);
    const delivered = receiver.received.map((r) => r.headers['x-freightdesk-delivery']);
    expect(delivered).toHaveLength(ids.length);
    expect(new Set(delivered)).toEqual(new Set(ids));
    const rows = await db.select().from(webhookDeliveries);
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
  });
});
