import { inArray } from 'drizzle-orm';
import { translatorFor } from '../../i18n/translator';
import { noticeText } from '../../notifications/noticeText';
import { users } from '../schema/access';
import { announcementReads, announcements, notifications } from '../schema/messaging';
import { insertAll, insertMany } from './batch';
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

/** What an owner would have posted: a pinned rule of the house and an older, everyday notice. */
const ANNOUNCEMENTS = [
  {
    title: 'Gate-in only with a valid e-way bill',
    body: 'From Monday, **no truck is let in at any works gate** without an e-way bill valid until its expected arrival.\n\n- Check the validity on the order before the truck leaves.\n- Ask the transporter to extend a bill that expires on the way.',
    pinned: true,
    daysAgo: 3,
  },
  {
    title: 'Diwali dispatch plan',
    body: 'Dispatches pause for two days around Diwali. Raise the indents for that week **by the 20th**, so transporters can plan their fleet.',
    pinned: false,
    daysAgo: 12,
  },
] as const;

/** The demo industry's announcements, written by its owner; the staff member has read the older one. */
export async function seedAnnouncements(
  ctx: SeedContext,
  industryId: number,
  ownerId: number,
  staffId: number,
): Promise<void> {
  const ids = await insertMany(
    ctx.db,
    announcements,
    ANNOUNCEMENTS.map(({ title, body, pinned, daysAgo }) => ({
      industryId,
      authorId: ownerId,
      title,
      body,
      pinned,
      createdAt: new Date(ctx.now.getTime() - daysAgo * 24 * HOUR_MS),
    })),
  );
  await insertAll(ctx.db, announcementReads, [
    ...ids.map((announcementId) => ({ announcementId, userId: ownerId })),
    { announcementId: ids[1]!, userId: staffId },
  ]);
}
