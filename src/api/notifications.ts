import { AllReadReply, Notification, NotificationPage } from '../domain/schemas/notifications';
import type { HttpClient } from './httpClient';

export type NotificationFilter = 'all' | 'unread' | 'read';

export const notificationsApi = (http: HttpClient) => ({
  list: (params: { page: number; pageSize: number; filter: NotificationFilter }, signal?: AbortSignal) =>
    http.get('/api/notifications', { schema: NotificationPage, query: params, signal }),
  markRead: (id: number) => http.post(`/api/notifications/${id}/read`, { schema: Notification }),
  markAllRead: () => http.post('/api/notifications/read-all', { schema: AllReadReply }),
});

export type NotificationsApi = ReturnType<typeof notificationsApi>;
