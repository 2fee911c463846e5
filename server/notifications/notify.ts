import { inArray } from 'drizzle-orm';
import { EVENT_OF_TOPIC } from '../../src/domain/notificationEvents';
import type { Direction, NotificationKind } from '../../src/domain/statuses';
import type { Queryable } from '../db/database';
import { users } from '../db/schema/access';
import { notifications } from '../db/schema/messaging';
import { transporterUsersInAudience, usersInAudience } from '../events/audience';
import type { Outbox } from '../events/outbox';
import { translatorFor } from '../i18n/translator';
import { channelsFor } from '../profile/notificationPreferences';
import { type Notice, noticeText } from './noticeText';

/**
 * Whose news it is: a plant's (plant users hear only about their own plants), or a transporter company's
 * (the industry is the one whose request it is about).
 */
type NotificationScope = { industryId: number } & ({ plantId: number } | { transporterId: number });

export type NotificationDraft = NotificationScope & {
  kind: NotificationKind;
  /** What it says; each recipient reads it in their own language. */
  notice: Notice;
  refId: number | null;
  direction: Direction | null;
  /** Who caused it, when a user did: they are not told about their own action. */
  actorUserId: number | null;
  /** When it happened, by the server's clock. */
  at: Date;
};

const recipientsOf = (tx: Queryable, draft: NotificationDraft): Promise<number[]> =>
  'transporterId' in draft
    ? transporterUsersInAudience(tx, draft.transporterId)
    : usersInAudience(tx, draft, draft.actorUserId);

/**
 * Tells the plant's audience (server/events/audience.ts: owners, staff, and plant users of that plant), other
 * than the one who caused it, or a transporter company's people, each on the channels they keep on for this
 * event (profile/notificationPreferences.ts): in the app, a row written in the caller's transaction and
 * `notification.new` to their sockets after the commit; by push and by e-mail, the same event carries who gets
 * those (server/push/pushDelivery.ts, server/mail/notificationMailDelivery.ts). A plant user never hears of
 * another plant, a company never of another's bids, and a channel someone muted is not used for them.
 */
export async function notify(tx: Queryable, outbox: Outbox, draft: NotificationDraft): Promise<void> {
  const recipients = await recipientsOf(tx, draft);
  if (recipients.length === 0) return;
  const channels = await channelsFor(tx, recipients, EVENT_OF_TOPIC[draft.notice.type]);
  const reached = [...new Set([...channels.inApp, ...channels.push, ...channels.email])];
  if (reached.length === 0) return;
  const createdAt = draft.at;
  const { industryId, kind, refId, direction } = draft;
  // One row set, and one `notification.new`, per language: each recipient reads it in theirs.
  for (const [language, userIds] of await byLanguage(tx, reached)) {
    const text = noticeText(translatorFor(language), draft.notice);
    const among = (channel: readonly number[]) => userIds.filter((id) => channel.includes(id));
    const inApp = among(channels.inApp);
    if (inApp.length > 0)
      await tx
        .insert(notifications)
        .values(inApp.map((userId) => ({ industryId, kind, ...text, refId, direction, userId, createdAt })));
    outbox.add({
      type: 'notification.new',
      userIds: inApp,
      pushUserIds: among(channels.push),
      mailUserIds: among(channels.email),
      payload: {
        kind,
        ...text,
        refId,
        direction,
        createdAt: createdAt.toISOString(),
        topic: draft.notice.type,
        ...('number' in draft.notice ? { subject: draft.notice.number } : {}),
      },
    });
  }
}

/** The recipients grouped by the language they read. */
async function byLanguage(tx: Queryable, userIds: readonly number[]): Promise<Map<string, number[]>> {
  const rows = await tx
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  const groups = new Map<string, number[]>();
  for (const { id, language } of rows) groups.set(language, [...(groups.get(language) ?? []), id]);
  return groups;
}
