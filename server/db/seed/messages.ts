import { eq } from 'drizzle-orm';
import { indianDate } from '../../indianDate';
import type { Queryable } from '../database';
import { notifications, whatsNew } from '../schema/messaging';
import { insertAll } from './batch';
import { HOUR_MS, type SeedContext } from './context';
import type { SeededOrder } from './orders';
import type { SeededRequest } from './requests';

/** A few dozen notifications per user, about real seeded requests and orders; the older ones read. */
export async function seedNotifications(
  ctx: SeedContext,
  industryId: number,
  userIds: readonly number[],
  requestList: readonly SeededRequest[],
  orderList: readonly SeededOrder[],
): Promise<void> {
  const rows = userIds.flatMap((userId) =>
    Array.from({ length: 18 }, (_, i) => {
      const createdAt = new Date(ctx.now.getTime() - (i * 7 + ctx.random.int(0, 6)) * HOUR_MS);
      const read = i > 5;
      if (i % 3 === 0) {
        const request = ctx.random.pick(requestList.filter((r) => r.status !== 'draft'));
        return {
          industryId,
          userId,
          kind: 'request' as const,
          title: 'New bid received',
          body: `A transporter placed a bid on ${request.number} (${request.plant.name}).`,
          refId: request.id,
          direction: request.direction,
          readAt: read ? createdAt : null,
          createdAt,
        };
      }
      const order = ctx.random.pick(orderList);
      return {
        industryId,
        userId,
        kind: 'order' as const,
        title: `Order ${order.number} is ${order.status.replaceAll('_', ' ')}`,
        body: order.vehicleNumber ? `Vehicle ${order.vehicleNumber}.` : 'No vehicle assigned yet.',
        refId: order.id,
        direction: order.direction,
        readAt: read ? createdAt : null,
        createdAt,
      };
    }),
  );
  await insertAll(ctx.db, notifications, rows);
}

const RELEASE_NOTES = [
  ['Live tracking board', 'Every truck on the road on one board and map, updated as positions arrive.'],
  ['FASTag toll history', 'Toll-plaza crossings are now kept beyond the 72 hours of the national feed.'],
  [
    'E-way bill expiry alerts',
    'Get warned when an e-way bill will expire before the truck is expected to arrive.',
  ],
  ['Split awards', 'Award one request to several transporters, each for part of the vehicles.'],
  ['Plant SLAs', 'Set transit days per lane and see late deliveries against them.'],
  ['Faster lists', 'All lists now page, sort and search on the server.'],
] as const;

/** Product news is global: inserted only when the table is empty. */
export async function seedWhatsNew(ctx: SeedContext, db: Queryable): Promise<void> {
  const [existing] = await db
    .select({ id: whatsNew.id })
    .from(whatsNew)
    .where(eq(whatsNew.title, RELEASE_NOTES[0][0]));
  if (existing) return;
  await insertAll(
    db,
    whatsNew,
    RELEASE_NOTES.map(([title, body], i) => ({
      title,
      body,
      publishedOn: indianDate(new Date(ctx.now.getTime() - (RELEASE_NOTES.length - i) * 14 * 24 * HOUR_MS)),
    })),
  );
}
