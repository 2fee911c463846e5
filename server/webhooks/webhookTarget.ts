import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isLoopbackHost, isPrivateAddress, webhookUrlProblem } from '../../src/domain/webhookUrl';

/**
 * Why a delivery may not go to this URL now, or null. The URL passed the rule when it was saved; the names'
 * DNS answers are checked here, before each send, so a public name pointed at a private network later is
 * refused too. (The connection resolves the name again; a DNS server answering differently within that
 * moment is not caught.)
 */
export async function refusedTarget(url: string, allowLoopback: boolean): Promise<string | null> {
  const problem = webhookUrlProblem(url, allowLoopback);
  if (problem) return `Address refused (${problem})`;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isLoopbackHost(host) || isIP(host)) return null;
  const answers = await lookup(host, { all: true });
  return answers.some((a) => isPrivateAddress(a.address))
    ? 'Address refused (its name resolves to a private network)'
    : null;
}
