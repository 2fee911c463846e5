import type { DriverMilestone } from '../domain/driverMilestones';
import { type DriverFix, DriverLinkIssued, DriverTrip } from '../domain/schemas/driverLink';
import { IngestReply } from '../domain/schemas/ingest';
import { errorFrom } from './errorReply';
import type { HttpClient } from './httpClient';

const path = (token: string) => `/api/driver/${encodeURIComponent(token)}`;

/**
 * The driver's link: its page reads the trip and sends fixes, milestones and the POD photo with the token
 * alone, never with a session (a stale one on a shared phone must neither be sent nor signed out); the
 * shipper sends the driver a new link.
 */
export const driverApi = (http: HttpClient) => {
  const baseUrl = http.options.baseUrl ?? '';
  const doFetch = http.options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    trip: (token: string, signal?: AbortSignal) =>
      http.get(path(token), { schema: DriverTrip, authenticated: false, signal }),
    sendFixes: (token: string, fixes: readonly DriverFix[]) =>
      http.post(`${path(token)}/fixes`, { schema: IngestReply, body: { fixes }, authenticated: false }),
    mark: (token: string, milestone: DriverMilestone) =>
      http.post(`${path(token)}/milestones`, {
        schema: DriverTrip,
        body: { milestone },
        authenticated: false,
      }),
    /** The POD photo with who received the goods: it confirms the delivery, so the link ends with it. */
    pod: async (token: string, file: File, receivedBy: string): Promise<void> => {
      const form = new FormData();
      // Fields before the file, so the server has them whatever it does with the file's stream.
      form.append('receivedBy', receivedBy);
      form.append('file', file, file.name);
      const response = await doFetch(`${baseUrl}${path(token)}/pod`, { method: 'POST', body: form });
      if (!response.ok) throw errorFrom(response.status, await response.json().catch(() => undefined));
    },
    issue: (orderId: number) => http.post(`/api/orders/${orderId}/driver-link`, { schema: DriverLinkIssued }),
  };
};

export type DriverApi = ReturnType<typeof driverApi>;
