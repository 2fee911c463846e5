import type { OutboundRule } from '../../src/domain/outboundUrl';
import type { FeedOutcome } from '../../src/domain/statuses';
import { type OutboundAnswer, OutboundError, outboundRequest } from '../outbound/outboundRequest';

/** How long one provider call may take; a slower answer is `unavailable`, tried again at the next poll. */
export const FEED_TIMEOUT_MS = 15_000;

/**
 * A provider call that did not give a usable answer: the poll stops and records `outcome` with `message`;
 * `reason`, when there is one, is for the log only.
 */
export class FeedError extends Error {
  constructor(
    readonly outcome: Exclude<FeedOutcome, 'ok' | 'rejected'>,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

/** A base URL and a path joined with one slash, whichever side has it. */
export const joinUrl = (base: string, path: string): string =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

const outcomeOfStatus = (status: number): FeedError['outcome'] =>
  status === 401 || status === 403 ? 'unauthorized' : status === 429 ? 'rate_limited' : 'unavailable';

/** What a provider call shows when it got no answer: the same words whatever happened (outboundRequest.ts). */
export const PROVIDER_UNREACHABLE = 'The provider could not be reached, or did not answer in time';

/**
 * One JSON call to a provider, through the outbound guard (server/outbound/outboundRequest.ts) under the
 * connection's rule. 401/403, 429 and 5xx, a redirect (not followed) and no answer at all become a `FeedError`
 * of their kind; an answer that is not JSON is `malformed`. Other 4xx answers are returned with their body,
 * since providers say "no such bill" that way.
 */
export async function feedJson(
  url: string,
  rule: OutboundRule,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown } = {},
  timeoutMs = FEED_TIMEOUT_MS,
): Promise<{ status: number; body: unknown }> {
  let answer: OutboundAnswer;
  try {
    answer = await outboundRequest(url, rule, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      timeoutMs,
      readBody: true,
    });
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
    throw new FeedError('unavailable', PROVIDER_UNREACHABLE, err.reason);
  }
  const { status } = answer;
  if (status === 401 || status === 403 || status === 429 || status >= 500)
    throw new FeedError(outcomeOfStatus(status), `The provider answered HTTP ${status}`);
  if (status >= 300 && status < 400)
    throw new FeedError('unavailable', `The provider answered HTTP ${status}; redirects are not followed`);
  try {
    return { status, body: answer.body === '' ? null : JSON.parse(answer.body) };
  } catch {
    throw new FeedError('malformed', `The provider's answer (HTTP ${status}) is not JSON`);
  }
}
