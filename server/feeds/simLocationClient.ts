import type { OutboundRule } from '../../src/domain/outboundUrl';
import type { FeedCredentials } from '../../src/domain/schemas/feedConnections';
import type { SimLocator } from './feedClients';
import { FeedError, feedJson, joinUrl } from './feedHttp';
import { SimLocation } from './simLocation';

/**
 * A telecom location service in the generic shape (`simLocation.ts`): an OAuth client-credentials token from
 * `POST <base>/oauth/token`, then `GET <base>/location?msisdn=91XXXXXXXXXX` per consented phone, answered
 * synchronously, as Airtel Locate does. 404 means the phone could not be located this time.
 */
export function simLocationClient(
  baseUrl: string,
  credentials: FeedCredentials['sim'],
  rule: OutboundRule,
): SimLocator {
  let token: Promise<string> | null = null;
  const authorise = async () => {
    const { body } = await feedJson(joinUrl(baseUrl, 'oauth/token'), rule, {
      method: 'POST',
      body: {
        grant_type: 'client_credentials',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        scope: 'location',
      },
    });
    const accessToken = (body as { access_token?: unknown } | null)?.access_token;
    if (typeof accessToken !== 'string' || accessToken === '')
      throw new FeedError('unauthorized', 'The location service gave no token for these credentials');
    return accessToken;
  };
  return {
    async locate(mobile) {
      token ??= authorise();
      const url = `${joinUrl(baseUrl, 'location')}?msisdn=91${encodeURIComponent(mobile)}`;
      const { status, body } = await feedJson(url, rule, {
        headers: { authorization: `Bearer ${await token}` },
      });
      if (status === 404) return null;
      const parsed = SimLocation.safeParse(body);
      if (!parsed.success)
        throw new FeedError('malformed', `The location service answered HTTP ${status} without a fix`);
      return parsed.data;
    },
  };
}
