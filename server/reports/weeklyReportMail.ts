import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays } from '../../src/domain/calendarDay';
import { WEEKDAYS } from '../../src/domain/schemas/insight';
import { linkTo } from '../../src/routes/links';
import { loadUserAccess, toSignedInUser } from '../auth/userAccess';
import type { Clock, Sweep } from '../clock';
import type { Database } from '../db/database';
import { users } from '../db/schema/access';
import { reportSubscriptions } from '../db/schema/reports';
import { translatorFor } from '../i18n/translator';
import { indianDate } from '../indianDate';
import { filterNamesOf, insightFile } from '../insight/insightExport';
import { insightScope } from '../insight/measures';
import type { Mailer } from '../mail/mailer';
import { startPeriodicSweep } from '../periodicSweep';
import { reportSections, runReport } from './reportCatalogue';

/** Often enough that a mail goes early on its day; each subscription is claimed once a week. */
const SWEEP_MS = 15 * 60_000;

/** The weekday of an Indian calendar day, as a subscription names it. */
export const weekdayOf = (day: string) => WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;

export interface WeeklyReportDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Mails every report due today (India's day): the report of the seven days before, as its attachment, to the
 * user who asked for it, in their language, with what they may see today (their plants, their permission).
 * A subscription is claimed before its mail is made (`last_sent_on` set to today, under the condition that it
 * was not yet), so two servers never send one twice; a mail that fails gives its claim back for the next pass.
 * Answers how many went.
 */
export async function sendDueReports(deps: WeeklyReportDeps, now: Date): Promise<number> {
  const { db, mailer, publicUrl, log } = deps;
  const today = indianDate(now);
  const aWeekAgo = addDays(today, -7);
  const due = await db
    .select({ subscription: reportSubscriptions, email: users.email, language: users.language })
    .from(reportSubscriptions)
    .innerJoin(users, eq(users.id, reportSubscriptions.userId))
    .where(
      and(
        eq(reportSubscriptions.weekday, weekdayOf(today)),
        or(isNull(reportSubscriptions.lastSentOn), lte(reportSubscriptions.lastSentOn, aWeekAgo)),
        eq(users.status, 'active'),
      ),
    );
  let sent = 0;
  for (const { subscription, email, language } of due) {
    const access = await loadUserAccess(db, { id: subscription.userId }, now);
    // Whoever lost the permission or the plan since subscribing gets nothing until they have it again.
    if (!access?.hasActivePlan || !access.permissions.includes('list-industry-report')) continue;
    const claimed = await db
      .update(reportSubscriptions)
      .set({ lastSentOn: today })
      .where(
        and(
          eq(reportSubscriptions.id, subscription.id),
          or(isNull(reportSubscriptions.lastSentOn), lte(reportSubscriptions.lastSentOn, aWeekAgo)),
        ),
      )
      .returning({ id: reportSubscriptions.id });
    if (claimed.length === 0) continue;
    try {
      const user = toSignedInUser(access, '');
      const scope = insightScope(
        user,
        {
          from: addDays(today, -7),
          to: addDays(today, -1),
          plant: subscription.plantId ?? undefined,
          transporter: subscription.transporterId ?? undefined,
        },
        now,
      );
      const report = await runReport(db, subscription.kind, scope, now);
      const file = await insightFile(report, {
        format: subscription.format,
        stem: subscription.kind,
        language,
        title: (t) => t(`insight.reports.${subscription.kind}`),
        names: await filterNamesOf(db, user, report.filters),
        more: reportSections(report),
      });
      const { t } = translatorFor(language);
      const words = { report: t(`insight.reports.${subscription.kind}`), from: scope.from, to: scope.to };
      const link = `${publicUrl}/#${linkTo('my-reports')}`;
      await mailer.send({
        purpose: 'report',
        to: email,
        subject: t('insight.mail.subject', words),
        text: `${t('insight.mail.body', words)}\n\n${link}\n\n${t('insight.mail.change')}`,
        link,
        attachments: [{ filename: file.fileName, contentType: file.contentType, content: file.body }],
      });
      sent++;
    } catch (err) {
      await db
        .update(reportSubscriptions)
        .set({ lastSentOn: subscription.lastSentOn })
        .where(eq(reportSubscriptions.id, subscription.id));
      log.error({ err, subscriptionId: subscription.id }, 'weekly report mail failed');
    }
  }
  return sent;
}

/** The weekly report mails, swept beside the server's other periodic jobs. */
export const startWeeklyReportSweep = (clock: Clock, deps: WeeklyReportDeps): Sweep =>
  startPeriodicSweep(
    clock,
    'weekly report mail',
    SWEEP_MS,
    () => sendDueReports(deps, clock.now()),
    deps.log,
  );
