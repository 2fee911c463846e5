import { addressScope } from './networkAddress';

/**
 * Where the server may be told to call: a webhook's endpoint, a feed connection's provider. An integrator's
 * endpoint or a provider's API is on the internet over HTTPS. Addresses of private networks (and link-local,
 * carrier-grade NAT, the cloud metadata address, `networkAddress.ts`) are refused: a URL typed by a user must
 * not become a way to reach the server's own neighbours. This machine (`localhost`, 127.0.0.0/8, ::1) passes
 * this rule, over plain HTTP too, only where `allowLoopback` says so: the form cannot know, so it lets it
 * through, and the server refuses it unless it is a test server (TEST_ALLOW_LOOPBACK). A provider known to
 * live at fixed hosts is reached there only (`hosts`). The server checks what a name resolves to again before
 * each call (server/outbound/outboundRequest.ts).
 */

export type OutboundUrlProblem = 'invalid' | 'https' | 'private' | 'loopback' | 'host';

export interface OutboundRule {
  /** True on a test server only: this machine may be called, over plain HTTP too. */
  allowLoopback: boolean;
  /** The only host names allowed (lower case), or null for any public one. */
  hosts?: readonly string[] | null;
}

/** Whether a URL's host (as `URL.hostname` gives it) names this machine. */
export const isLoopbackHost = (hostname: string): boolean =>
  hostname.toLowerCase() === 'localhost' || addressScope(hostname) === 'loopback';

/** What is wrong with a URL the server would call, or null when it may be called. */
export function outboundUrlProblem(value: string, rule: OutboundRule): OutboundUrlProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
  if (url.username || url.password) return 'invalid';
  if (isLoopbackHost(url.hostname)) return rule.allowLoopback ? null : 'loopback';
  if (url.protocol !== 'https:') return 'https';
  const scope = addressScope(url.hostname);
  if (scope !== null && scope !== 'public') return 'private';
  if (rule.hosts && !rule.hosts.includes(url.hostname)) return 'host';
  return null;
}
