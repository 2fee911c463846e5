import { z } from 'zod';
import {
  Announcement,
  type AnnouncementInput,
  AnnouncementPage,
  AnnouncementsReadReply,
  UnreadAnnouncements,
} from '../domain/schemas/announcements';
import type { HttpClient } from './httpClient';

const NoContent = z.undefined();

/** The industry's announcements on What's new: read by holders of list-whats-new, written by owners. */
export const announcementsApi = (http: HttpClient) => ({
  list: (params: { page: number; pageSize: number }, signal?: AbortSignal) =>
    http.get('/api/announcements', { schema: AnnouncementPage, query: params, signal }),
  unread: (signal?: AbortSignal) =>
    http.get('/api/announcements/unread', { schema: UnreadAnnouncements, signal }),
  markAllRead: () => http.post('/api/announcements/read-all', { schema: AnnouncementsReadReply }),
  post: (body: AnnouncementInput) => http.post('/api/announcements', { schema: Announcement, body }),
  edit: (id: number, body: AnnouncementInput) =>
    http.put(`/api/announcements/${id}`, { schema: Announcement, body }),
  remove: (id: number) => http.delete(`/api/announcements/${id}`, { schema: NoContent }),
});

export type AnnouncementsApi = ReturnType<typeof announcementsApi>;
