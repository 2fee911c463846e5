import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReportSubscription, ReportSubscriptionInput } from '../../src/domain/schemas/insight';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { reportSubscriptions } from '../db/schema/reports';
import { conflict, notFound } from '../errors/httpError';
import { requireOwnedReferences } from '../tenancy/ownedReferences';

type Row = typeof reportSubscriptions.$inferSelect;

const asSubscription = (row: Row): ReportSubscription => ({
  id: row.id,
  kind: row.kind,
  weekday: row.weekday,
  ...(row.plantId === null ? {} : { plant: row.plantId }),
  ...(row.transporterId === null ? {} : { transporter: row.transporterId }),
  format: row.format,
  createdAt: row.createdAt.toISOString(),
});

/** The signed-in user's own weekly report e-mails, oldest first. */
export async function listReportSubscriptions(
  db: Queryable,
  user: SignedInUser,
): Promise<ReportSubscription[]> {
  const rows = await db
    .select()
    .from(reportSubscriptions)
    .where(and(eq(reportSubscriptions.userId, user.id), eq(reportSubscriptions.industryId, industryOf(user))))
    .orderBy(asc(reportSubscriptions.id));
  return rows.map(asSubscription);
}

/**
 * Subscribes the user to a weekly report. Its plant and transporter must be the industry's (a plant user's
 * plant among theirs); the same report on the same day with the same filters is a 409, not a second mail.
 */
export async function addReportSubscription(
  tx: Queryable,
  user: SignedInUser,
  input: z.output<typeof ReportSubscriptionInput>,
): Promise<ReportSubscription> {
  await requireOwnedReferences(tx, user, [
    { field: 'plant', kind: 'plant', id: input.plant },
    { field: 'transporter', kind: 'transporter', id: input.transporter },
  ]);
  const same = (await listReportSubscriptions(tx, user)).find(
    (s) =>
      s.kind === input.kind &&
      s.weekday === input.weekday &&
      s.plant === input.plant &&
      s.transporter === input.transporter,
  );
  if (same) throw conflict('You already receive this report on that day');
  const [row] = await tx
    .insert(reportSubscriptions)
    .values({
      industryId: industryOf(user),
      userId: user.id,
      kind: input.kind,
      weekday: input.weekday,
      plantId: input.plant ?? null,
      transporterId: input.transporter ?? null,
      format: input.format,
    })
    .returning();
  return asSubscription(row!);
}

/** Stops one of the user's own weekly e-mails; anyone else's is a 404. */
export async function removeReportSubscription(db: Queryable, user: SignedInUser, id: number): Promise<void> {
  const removed = await db
    .delete(reportSubscriptions)
    .where(
      and(
        eq(reportSubscriptions.id, id),
        eq(reportSubscriptions.userId, user.id),
        eq(reportSubscriptions.industryId, industryOf(user)),
      ),
    )
    .returning({ id: reportSubscriptions.id });
  if (removed.length === 0) throw notFound('This report e-mail');
}
