import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Subscription } from 'rxjs';
import type { z } from 'zod';
import type { NotificationNewEvent } from '../../src/domain/schemas/notifications';
import { pushDataOf } from '../../src/domain/schemas/push';
import { USER_TYPE } from '../../src/domain/userTypes';
import { linkTo } from '../../src/routes/links';
import type { Database } from '../db/database';
import { users } from '../db/schema/access';
import type { EventBus } from '../events/eventBus';
import { translatorFor } from '../i18n/translator';
import type { LinkMail, Mailer } from './mailer';

type NewNotification = z.infer<typeof NotificationNewEvent>;

interface MailDeliveryDeps {
  db: Database;
  mailer: Mailer;
  /** Base of the links the mail carries: the record it is about and the profile where it is switched off. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** A notification as mail, in its reader's language, saying where to stop these mails. */
export function notificationMail(
  user: { email: string; name: string; language: string; userType: number },
  notification: NewNotification,
  publicUrl: string,
): LinkMail {
  const { t } = translatorFor(user.language);
  const link = `${publicUrl}${pushDataOf(notification).link}`;
  return {
    purpose: 'notification',
    to: user.email,
    subject: notification.title,
    text: t('mail.notification.text', {
      name: user.name,
      body: notification.body,
      link,
      // A transporter's person chooses in the portal, everyone else on their profile.
      preferences: `${publicUrl}/#${linkTo(user.userType === USER_TYPE.transporter ? 'transporter-preferences' : 'edit-profile')}`,
    }),
    link,
  };
}

/**
 * Every `notification.new` on the event bus also goes by e-mail to those of its people who asked for this
 * event by e-mail (profile preferences; notifications/notify.ts names them). Like push, it follows the bus,
 * which carries only what committed, and a failed mail is logged without failing what caused it.
 */
export function deliverNotificationsByMail(events: EventBus, deps: MailDeliveryDeps): Subscription {
  const { db, mailer, publicUrl, log } = deps;

  const mail = async (userIds: readonly number[], notification: NewNotification) => {
    const people = await db
      .select({
        email: users.email,
        name: users.name,
        language: users.language,
        userType: users.userType,
        status: users.status,
      })
      .from(users)
      .where(inArray(users.id, [...userIds]));
    for (const person of people)
      if (person.status === 'active') await mailer.send(notificationMail(person, notification, publicUrl));
  };

  return events.published$.subscribe((published) => {
    for (const e of published) {
      if (e.type !== 'notification.new' || e.mailUserIds.length === 0) continue;
      mail(e.mailUserIds, e.payload).catch((error: unknown) =>
        log.warn({ err: error, users: e.mailUserIds.length }, 'notification mail failed'),
      );
    }
  });
}
