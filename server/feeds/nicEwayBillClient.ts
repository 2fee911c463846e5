import type { OutboundRule } from '../../src/domain/outboundUrl';
import type { FeedCredentials } from '../../src/domain/schemas/feedConnections';
import type { EwayBillLookup } from './feedClients';
import { FeedError, feedJson, joinUrl } from './feedHttp';
import { NicEwayBillDetails } from './nicEwayBill';

/** NIC's error codes for an auth token that expired or was never valid: the credentials need renewing. */
const TOKEN_ERRORS = new Set(['106', '238']);

interface NicError {
  code: string | undefined;
  message: string;
}

/** NIC's and the GSPs' error shapes: `{status: "0", error: {errorCodes}}`, `{status_cd: "0", error: {message}}`… */
function nicError(body: Record<string, unknown>): NicError | null {
  const status = body.status ?? body.status_cd;
  if (status === undefined || String(status) !== '0') return null;
  const error = body.error as Record<string, unknown> | string | undefined;
  if (typeof error === 'string') return { code: undefined, message: error };
  const codes = String(error?.errorCodes ?? error?.error_cd ?? '').replace(/,$/, '');
  return {
    code: codes.split(',')[0] || undefined,
    message: String(error?.message ?? (codes ? `NIC error ${codes}` : 'NIC refused the request')),
  };
}

/**
 * NIC's GetEwayBill through a GSP that decrypts it (`GET <base>/ewayapi/GetEwayBill?ewbNo=`), with the GSP's
 * client id and secret, the GSTIN asking and the NIC auth token as headers, as NIC's API names them. The
 * answer is the details themselves or wrapped as `{status: "1", data: {...}}`.
 */
export function nicEwayBillClient(
  baseUrl: string,
  credentials: FeedCredentials['ewaybill'],
  rule: OutboundRule,
): EwayBillLookup {
  return {
    async details(ewbNo) {
      const url = `${joinUrl(baseUrl, 'ewayapi/GetEwayBill')}?ewbNo=${encodeURIComponent(ewbNo)}`;
      const { status, body } = await feedJson(url, rule, {
        headers: {
          'client-id': credentials.clientId,
          'client-secret': credentials.clientSecret,
          gstin: credentials.gstin,
          authtoken: credentials.authToken,
        },
      });
      if (body === null || typeof body !== 'object' || Array.isArray(body))
        throw new FeedError('malformed', `NIC answered HTTP ${status} without e-way bill details`);
      const record = body as Record<string, unknown>;
      const refused = nicError(record);
      if (refused) {
        if (refused.code && TOKEN_ERRORS.has(refused.code))
          throw new FeedError('unauthorized', refused.message);
        return null;
      }
      if (status === 404) return null;
      const parsed = NicEwayBillDetails.safeParse('ewbNo' in record ? record : record.data);
      if (!parsed.success)
        throw new FeedError('malformed', `NIC's details of ${ewbNo} lack their dates or status`);
      return parsed.data;
    },
  };
}
