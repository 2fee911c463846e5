import { and, eq } from 'drizzle-orm';
import { requests, requestTransporters } from '../db/schema/requests';

/** Join condition: the request was offered to this transporter (the only requests a transporter may see). */
export const offeredTo = (transporterId: number) =>
  and(eq(requestTransporters.requestId, requests.id), eq(requestTransporters.transporterId, transporterId));
