import { z } from 'zod';
import {
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookSubscription,
  type WebhookSubscriptionInput,
  WebhookSubscriptionList,
  WebhookSubscriptionWithSecret,
} from '../domain/schemas/webhooks';
import type { HttpClient } from './httpClient';

const PATH = '/api/settings/webhooks';
const NoContent = z.undefined();

/** The industry's webhook subscriptions (Settings → Webhooks); a secret comes only from create and rotate. */
export const webhooksApi = (http: HttpClient) => ({
  list: (signal?: AbortSignal) => http.get(PATH, { schema: WebhookSubscriptionList, signal }),
  create: (body: WebhookSubscriptionInput) =>
    http.post(PATH, { schema: WebhookSubscriptionWithSecret, body }),
  update: (id: number, body: WebhookSubscriptionInput) =>
    http.put(`${PATH}/${id}`, { schema: WebhookSubscription, body }),
  rotateSecret: (id: number) =>
    http.post(`${PATH}/${id}/rotate-secret`, { schema: WebhookSubscriptionWithSecret }),
  remove: (id: number) => http.delete(`${PATH}/${id}`, { schema: NoContent }),
  sendTest: (id: number) => http.post(`${PATH}/${id}/test`, { schema: WebhookDelivery }),
  deliveries: (id: number, params: { page: number; pageSize: number }, signal?: AbortSignal) =>
    http.get(`${PATH}/${id}/deliveries`, { schema: WebhookDeliveryPage, query: params, signal }),
  redeliver: (id: number, deliveryId: string) =>
    http.post(`${PATH}/${id}/deliveries/${deliveryId}/redeliver`, { schema: WebhookDelivery }),
});
