import { eq, inArray } from 'drizzle-orm';
import { translatorFor } from '../../i18n/translator';
import { indianDate } from '../../indianDate';
import { noticeText } from '../../notifications/noticeText';
import type { Queryable } from '../database';
import { users } from '../schema/access';
import { notifications, whatsNew } from '../schema/messaging';
import { insertAll } from './batch';
import { HOUR_MS, type SeedContext } from './context';
import type { SeededOrder } from './orders';
import type { SeededRequest } from './requests';

/** Who gets seeded notifications: a plant user (type 4) names their plants; null means every plant. */
export interface NotificationRecipient {
  userId: number;
  plantIds: readonly number[] | null;
}

/**
 * A few dozen notifications per user, about real seeded requests and orders; the older ones read. A plant
 * user hears only about their own plants, as live notifications do (server/events/audience.ts), and each
 * reads them in their own language, worded as live ones are (server/notifications/noticeText.ts).
 */
export async function seedNotifications(
  ctx: SeedContext,
  industryId: number,
  recipients: readonly NotificationRecipient[],
  requestList: readonly SeededRequest[],
  orderList: readonly SeededOrder[],
): Promise<void> {
  const languages = new Map(
    (
      await ctx.db
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(
          inArray(
            users.id,
            recipients.map((r) => r.userId),
          ),
        )
    ).map((u) => [u.id, u.language]),
  );
  const rows = recipients.flatMap(({ userId, plantIds }) => {
    const words = translatorFor(languages.get(userId));
    const theirs = (plantId: number) => plantIds === null || plantIds.includes(plantId);
    const requestsOfTheirs = requestList.filter((r) => r.status !== 'draft' && theirs(r.plant.id));
    const ordersOfTheirs = orderList.filter((o) => theirs(o.plantId));
    return Array.from({ length: 18 }, (_, i) => {
      const createdAt = new Date(ctx.now.getTime() - (i * 7 + ctx.random.int(0, 6)) * HOUR_MS);
      const read = i > 5;
      if (i % 3 === 0 && requestsOfTheirs.length > 0) {
        const request = ctx.random.pick(requestsOfTheirs);
        return {
          industryId,
          userId,
          kind: 'request' as const,
          ...noticeText(words, { type: 'bidReceived', number: request.number }),
          refId: request.id,
          direction: request.direction,
          readAt: read ? createdAt : null,
          createdAt,
        };
      }
      const order = ctx.random.pick(ordersOfTheirs);
      return {
        industryId,
        userId,
        kind: 'order' as const,
        ...noticeText(words, {
          type: 'orderStatus',
          number: order.number,
          status: order.status,
          vehicleNumber: order.vehicleNumber,
        }),
        refId: order.id,
        direction: order.direction,
        readAt: read ? createdAt : null,
        createdAt,
      };
    });
  });
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
