import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { ListQuery, pageOf } from './list';
import { text } from './storable';

/** Longest title and body an owner may write: a headline, and a few screens of Markdown. */
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 5_000;

/** What an owner writes: the body is Markdown, shown rendered without any HTML it may hold. */
export const AnnouncementInput = z.object({
  title: text(ANNOUNCEMENT_TITLE_MAX).trim().min(1, says('validation.schema.announcements.enterTitle')),
  body: text(ANNOUNCEMENT_BODY_MAX).trim().min(1, says('validation.schema.announcements.enterBody')),
  pinned: z.boolean().default(false),
});
export type AnnouncementInput = z.input<typeof AnnouncementInput>;

export const Announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  /** Who wrote it; null once their account is gone. */
  authorName: z.string().nullable(),
  createdAt: z.string(),
  /** Set once it was edited after it was posted. */
  editedAt: z.string().nullable(),
  /** Whether the reader has read it (What's new marks what it shows). */
  read: z.boolean(),
});
export type Announcement = z.infer<typeof Announcement>;

export const AnnouncementListQuery = ListQuery.pick({ page: true, pageSize: true });
export const AnnouncementPage = pageOf(Announcement).extend({ unread: z.number().int() });
export type AnnouncementPage = z.infer<typeof AnnouncementPage>;

/** GET /api/announcements/unread: the header's badge. */
export const UnreadAnnouncements = z.object({ unread: z.number().int().nonnegative() });
/** POST /api/announcements/read-all: how many were unread and are read now. */
export const AnnouncementsReadReply = z.object({ marked: z.number().int() });

/** Socket payloads, to each reader's own room: a new one posted, or one taken down. */
export const AnnouncementPostedEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
});
export const AnnouncementRemovedEvent = z.object({ id: z.number().int() });
