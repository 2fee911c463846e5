/**
 * Where a webhook may point. An integrator's endpoint is on the internet over HTTPS; plain HTTP only to this
 * machine (`localhost`, `127.0.0.1`), where the bytes never cross a network, so a receiver can be tried out
 * beside a development server. Addresses of private networks (and link-local, carrier-grade NAT, the cloud
 * metadata address) are refused: a webhook must not become a way to reach the server's own neighbours. The
 * server checks the names' DNS answers again before each send (server/webhooks/webhookTarget.ts).
 */

export type WebhookUrlProblem = 'invalid' | 'https' | 'private' | 'loopback';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Whether a URL's host names this machine the way the rule allows for plain HTTP. */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_HOSTS.has(hostname.toLowerCase());

const ipv4Parts = (address: string): number[] | null => {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : null;
};

/** IPv4 ranges no public endpoint lives in (RFC 1918, 6598, 3927, 5737, loopback, "this network", multicast). */
const privateIpv4 = ([a, b]: number[]): boolean =>
  a === 0 ||
  a === 10 ||
  a === 127 ||
  (a === 100 && b! >= 64 && b! <= 127) ||
  (a === 169 && b === 254) ||
  (a === 172 && b! >= 16 && b! <= 31) ||
  (a === 192 && b === 168) ||
  (a === 192 && b === 0) ||
  (a === 198 && (b === 18 || b === 19)) ||
  a! >= 224;

/** Whether an IP address (v4, or v6 with or without brackets) is of a private, local or reserved range. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = ipv4Parts(bare);
  if (v4) return privateIpv4(v4);
  if (!bare.includes(':')) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return isPrivateAddress(mapped[1]!);
  if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(bare)) return true; // v4-mapped in hex: refuse, never needed
  return (
    bare === '::' ||
    bare === '::1' ||
    /^f[cd][0-9a-f]{0,2}:/.test(bare) || // fc00::/7 unique local
    /^fe[89ab][0-9a-f]?:/.test(bare) || // fe80::/10 link-local
    /^ff[0-9a-f]{0,2}:/.test(bare) // multicast
  );
}

/**
 * What is wrong with a webhook URL, or null when it may be used. `allowLoopback` is false in production:
 * there nothing may point back at the server's own machine.
 */
export function webhookUrlProblem(value: string, allowLoopback = true): WebhookUrlProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
  if (url.username || url.password) return 'invalid';
  if (isLoopbackHost(url.hostname)) return allowLoopback ? null : 'loopback';
  if (url.protocol !== 'https:') return 'https';
  if (isPrivateAddress(url.hostname)) return 'private';
  return null;
}
