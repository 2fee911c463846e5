import type { FeedOutcome } from '../../src/domain/statuses';

/** How long one provider call may take; a slower answer is `unavailable`, tried again at the next poll. */
export const FEED_TIMEOUT_MS = 15_000;

/** A provider call that did not give a usable answer: the poll stops and records `outcome` with `message`. */
export class FeedError extends Error {
  constructor(
    readonly outcome: Exclude<FeedOutcome, 'ok' | 'rejected'>,
    message: string,
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

/**
 * One JSON call to a provider. 401/403, 429 and 5xx (and a timeout or a refused connection) become a
 * `FeedError` of their kind; an answer that is not JSON is `malformed`. Other 4xx answers are returned with
 * their body, since providers say "no such bill" that way.
 */
export async function feedJson(
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown } = {},
  timeoutMs = FEED_TIMEOUT_MS,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError' ? 'did not answer in time' : 'cannot be reached';
    throw new FeedError('unavailable', `The provider ${reason}`);
  }
  if (
    response.status === 401 ||
    response.status === 403 ||
    response.status === 429 ||
    response.status >= 500
  ) {
    await response.body?.cancel();
    throw new FeedError(outcomeOfStatus(response.status), `The provider answered HTTP ${response.status}`);
  }
  const text = await response.text();
  try {
    return { status: response.status, body: text === '' ? null : JSON.parse(text) };
  } catch {
    throw new FeedError('malformed', `The provider's answer (HTTP ${response.status}) is not JSON`);
  }
}
