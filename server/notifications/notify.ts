import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Direction, NotificationKind } from '../../src/domain/statuses';
import { USER_TYPE } from '../../src/domain/userTypes';
import type { Queryable } from '../db/database';
import { userPlants, users } from '../db/schema/access';
import { notifications } from '../db/schema/messaging';
import type { Outbox } from '../realtime/industryPublisher';

export interface NotificationDraft {
  industryId: number;
  /** The plant the message is about: plant users hear only about their own plants. */
  plantId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  refId: number | null;
  direction: Direction | null;
  /** Who caused it, when a user did: they are not told about their own action. */
  actorUserId: number | null;
}

/**
 * One row per shipper user who may see the plant (owners, staff, and plant users of that plant), other than
 * the one who caused it, written in the caller's transaction; `notification.new` to each of them after the
 * commit, so a plant user never hears of another plant. The same event reaches their registered browsers by
 * push (FCM, when configured): the publisher does that after the commit (server/push/pushDelivery.ts).
 */
export async function notify(tx: Queryable, outbox: Outbox, draft: NotificationDraft): Promise<void> {
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .leftJoin(userPlants, and(eq(userPlants.userId, users.id), eq(userPlants.plantId, draft.plantId)))
    .where(
      and(
        eq(users.industryId, draft.industryId),
        eq(users.status, 'active'),
        inArray(users.userType, [USER_TYPE.owner, USER_TYPE.staff, USER_TYPE.plantUser]),
        or(sql`${users.userType} <> ${USER_TYPE.plantUser}`, sql`${userPlants.plantId} is not null`),
        ...(draft.actorUserId === null ? [] : [ne(users.id, draft.actorUserId)]),
      ),
    );
  if (recipients.length === 0) return;
  const createdAt = new Date();
  const { plantId: _plant, actorUserId: _actor, ...message } = draft;
  await tx.insert(notifications).values(recipients.map((r) => ({ ...message, userId: r.id, createdAt })));
  outbox.addForUsers(
    recipients.map((r) => r.id),
    'notification.new',
    {
      kind: draft.kind,
      title: draft.title,
      body: draft.body,
      refId: draft.refId,
      direction: draft.direction,
      createdAt: createdAt.toISOString(),
    },
  );
}
