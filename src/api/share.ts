import { z } from 'zod';
import { type CreateShareLink, SharedOrder, ShareLink } from '../domain/schemas/tracking';
import type { HttpClient } from './httpClient';

/** A 204 carries no body: the client reads it as undefined. */
const NoContent = z.undefined();

/** Public tracking links: created and revoked by a signed-in tracker, read by anyone holding the token. */
export const shareApi = (http: HttpClient) => ({
  create: (orderId: number, body: CreateShareLink) =>
    http.post(`/api/tracking/orders/${orderId}/share`, { schema: ShareLink, body }),
  revoke: (orderId: number, token: string) =>
    http.delete(`/api/tracking/orders/${orderId}/share/${encodeURIComponent(token)}`, { schema: NoContent }),
  /** No sign-in: a viewer's stale session must neither be sent nor be signed out by the answer. */
  view: (token: string, signal?: AbortSignal) =>
    http.get(`/api/share/${encodeURIComponent(token)}`, {
      schema: SharedOrder,
      authenticated: false,
      signal,
    }),
});

export type ShareApi = ReturnType<typeof shareApi>;
