import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Announcement,
  AnnouncementInput,
  AnnouncementListQuery,
  AnnouncementPage,
} from '../../src/domain/schemas/announcements';
import type { Database, Queryable } from '../db/database';
import { cappedCount, matchingRows } from '../db/listPage';
import { users } from '../db/schema/access';
import { announcementReads, announcements } from '../db/schema/messaging';
import { notFound } from '../errors/httpError';
import { industryUsersWith } from '../events/audience';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';

/** Who is writing: the owner (checked by the route) of one industry. */
export interface Writer {
  userId: number;
  industryId: number;
}

type Input = z.output<typeof AnnouncementInput>;

const NOT_FOUND = 'This announcement';

/** The read mark of one reader, joined to each announcement. */
const readMark = (userId: number) =>
  and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId));

const columns = {
  id: announcements.id,
  title: announcements.title,
  body: announcements.body,
  pinned: announcements.pinned,
  authorName: users.name,
  createdAt: announcements.createdAt,
  editedAt: announcements.editedAt,
  readAt: announcementReads.readAt,
};

/** The industry's announcements for one reader, pinned first, then newest first, with their unread count. */
export async function announcementsFor(
  db: Queryable,
  reader: { userId: number; industryId: number },
  { page, pageSize }: z.output<typeof AnnouncementListQuery>,
): Promise<AnnouncementPage> {
  const theirs = eq(announcements.industryId, reader.industryId);
  const [rows, counted, unread] = await Promise.all([
    db
      .select(columns)
      .from(announcements)
      .leftJoin(users, eq(users.id, announcements.authorId))
      .leftJoin(announcementReads, readMark(reader.userId))
      .where(theirs)
      .orderBy(desc(announcements.pinned), desc(announcements.createdAt), desc(announcements.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    cappedCount(db, matchingRows(db).from(announcements).where(theirs)),
    unreadCount(db, reader),
  ]);
  return {
    rows: rows.map(({ readAt, createdAt, editedAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      editedAt: editedAt?.toISOString() ?? null,
      read: readAt !== null,
    })),
    ...counted,
    page,
    pageSize,
    unread,
  };
}

/** How many of the industry's announcements the reader has no read mark for: the header's badge. */
export async function unreadCount(
  db: Queryable,
  reader: { userId: number; industryId: number },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(announcements)
    .leftJoin(announcementReads, readMark(reader.userId))
    .where(and(eq(announcements.industryId, reader.industryId), isNull(announcementReads.userId)));
  return row?.n ?? 0;
}

/** Marks every announcement of the industry read for the reader; answers how many were unread. */
export async function markAllRead(
  db: Queryable,
  reader: { userId: number; industryId: number },
  now: Date,
): Promise<number> {
  const marked = await db
    .insert(announcementReads)
    .select(
      db
        .select({
          announcementId: announcements.id,
          userId: sql<number>`${reader.userId}::integer`.as('user_id'),
          readAt: sql<Date>`${now.toISOString()}::timestamptz`.as('read_at'),
        })
        .from(announcements)
        .where(eq(announcements.industryId, reader.industryId)),
    )
    .onConflictDoNothing()
    .returning({ id: announcementReads.announcementId });
  return marked.length;
}

/** The one announcement of the writer's industry, locked for the change; 404 for anyone else's. */
async function findForChange(tx: Queryable, writer: Writer, id: number) {
  const [row] = await tx
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.industryId, writer.industryId)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The announcement as its writer reads it back (they have read what they wrote). */
async function readBack(tx: Queryable, writer: Writer, id: number): Promise<Announcement> {
  const [row] = await tx
    .select(columns)
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.authorId))
    .leftJoin(announcementReads, readMark(writer.userId))
    .where(eq(announcements.id, id));
  if (!row) throw notFound(NOT_FOUND);
  const { readAt, createdAt, editedAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    editedAt: editedAt?.toISOString() ?? null,
    read: readAt !== null,
  };
}

/**
 * Posts an announcement, read by its writer, and tells every other reader of the industry once it is
 * committed (`announcement.posted`, to the users of the one audience rule for industry news).
 */
export function postAnnouncement(
  db: Database,
  bus: EventBus,
  writer: Writer,
  input: Input,
): Promise<Announcement> {
  return withOutbox(db, bus, async (tx, outbox) => {
    const [row] = await tx
      .insert(announcements)
      .values({ industryId: writer.industryId, authorId: writer.userId, ...input })
      .returning({ id: announcements.id, title: announcements.title, createdAt: announcements.createdAt });
    if (!row) throw new Error('The announcement was not stored');
    await tx.insert(announcementReads).values({ announcementId: row.id, userId: writer.userId });
    const userIds = await industryUsersWith(tx, writer.industryId, 'list-whats-new', writer.userId);
    if (userIds.length > 0)
      outbox.add({
        type: 'announcement.posted',
        userIds,
        payload: { id: row.id, title: row.title, createdAt: row.createdAt.toISOString() },
      });
    return readBack(tx, writer, row.id);
  });
}

/** Changes the words or the pin of one; read marks stay, as a correction is not new news. */
export function editAnnouncement(
  db: Database,
  writer: Writer,
  id: number,
  input: Input,
  now: Date,
): Promise<Announcement> {
  return db.transaction(async (tx) => {
    await findForChange(tx, writer, id);
    await tx
      .update(announcements)
      .set({ ...input, editedAt: now })
      .where(eq(announcements.id, id));
    return readBack(tx, writer, id);
  });
}

/** Takes one down with its read marks; open sessions drop it from their badge and list. */
export function removeAnnouncement(db: Database, bus: EventBus, writer: Writer, id: number): Promise<void> {
  return withOutbox(db, bus, async (tx, outbox) => {
    await findForChange(tx, writer, id);
    await tx.delete(announcements).where(eq(announcements.id, id));
    const userIds = await industryUsersWith(tx, writer.industryId, 'list-whats-new', writer.userId);
    if (userIds.length > 0) outbox.add({ type: 'announcement.removed', userIds, payload: { id } });
  });
}
