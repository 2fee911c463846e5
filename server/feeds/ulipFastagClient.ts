import type { OutboundRule } from '../../src/domain/outboundUrl';
import type { FeedCredentials } from '../../src/domain/schemas/feedConnections';
import type { FastagLookup } from './feedClients';
import { FeedError, feedJson, joinUrl } from './feedHttp';
import { UlipEnvelope, ulipTransactions } from './ulipFastag';

/**
 * ULIP (`<base>` is its `…/ulip/v1.0.0`): `POST user/login` with the user and password answers a token in
 * `response.id`, sent as a bearer token to `POST FASTAG/01` with `{vehiclenumber}`. One token serves a poll;
 * the next poll signs in again (ULIP's tokens last for a session, not a day).
 */
export function ulipFastagClient(
  baseUrl: string,
  credentials: FeedCredentials['fastag'],
  rule: OutboundRule,
): FastagLookup {
  let token: Promise<string> | null = null;
  const signIn = async () => {
    const { body } = await feedJson(joinUrl(baseUrl, 'user/login'), rule, {
      method: 'POST',
      body: { username: credentials.username, password: credentials.password },
    });
    const id = (body as { response?: { id?: unknown } } | null)?.response?.id;
    if (typeof id !== 'string' || id === '')
      throw new FeedError('unauthorized', 'ULIP did not sign in with these credentials');
    return id;
  };
  return {
    async transactions(vehicleNumber) {
      token ??= signIn();
      const { status, body } = await feedJson(joinUrl(baseUrl, 'FASTAG/01'), rule, {
        method: 'POST',
        headers: { authorization: `Bearer ${await token}` },
        body: { vehiclenumber: vehicleNumber },
      });
      const envelope = UlipEnvelope.safeParse(body);
      if (!envelope.success || !Array.isArray(envelope.data.response))
        throw new FeedError('malformed', `ULIP answered HTTP ${status} without FASTag transactions`);
      return ulipTransactions(envelope.data);
    },
  };
}
