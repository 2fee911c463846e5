import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressScope } from '../../src/domain/networkAddress';
import { type OutboundRule, outboundUrlProblem } from '../../src/domain/outboundUrl';

/**
 * Why a call did not get an answer, kept for the log only: the caller shows `message`, the same whatever
 * happened (an address refused, a name that does not resolve, a refused connection, a timeout), so a URL
 * typed by a user tells them nothing about what lies behind it.
 */
export class OutboundError extends Error {
  readonly code = 'unreachable';
  constructor(readonly reason: string) {
    super('The address could not be reached, or did not answer in time');
    this.name = 'OutboundError';
  }
}

export interface OutboundCall {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Read the answer's body (up to `maxBytes`), or only its status. */
  readBody: boolean;
  maxBytes?: number;
}

export interface OutboundAnswer {
  status: number;
  /** The body as UTF-8 text; empty when it was not read. */
  body: string;
}

/** An answer larger than this is not a provider's JSON: the call fails rather than fill the memory. */
const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

const allowed = (address: string, rule: OutboundRule) => {
  const scope = addressScope(address);
  return scope === 'public' || (scope === 'loopback' && rule.allowLoopback);
};

type Resolve = (host: string) => Promise<LookupAddress[]>;
const systemResolve: Resolve = (host) => lookup(host, { all: true });

/**
 * The addresses a call may connect to: the literal, or every answer for the name when all of them are allowed
 * (one private answer among public ones refuses the name, since which one a connection gets is not ours to
 * say).
 */
export async function checkedAddresses(
  host: string,
  rule: OutboundRule,
  resolve: Resolve = systemResolve,
): Promise<LookupAddress[]> {
  if (addressScope(host) !== null) {
    if (!allowed(host, rule)) throw new OutboundError(`address ${host} refused`);
    return [{ address: host, family: host.includes(':') ? 6 : 4 }];
  }
  let answers: LookupAddress[];
  try {
    answers = await resolve(host);
  } catch (err) {
    throw new OutboundError(`${host} does not resolve (${(err as { code?: string }).code ?? 'error'})`);
  }
  const refused = answers.find((a) => !allowed(a.address, rule));
  if (refused) throw new OutboundError(`${host} resolves to ${refused.address}, refused`);
  if (answers.length === 0) throw new OutboundError(`${host} has no address`);
  return answers;
}

const rejectOnAbort = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    const fail = () => reject(new OutboundError('no answer in time'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });

function send(
  url: URL,
  options: RequestOptions,
  call: OutboundCall,
  signal: AbortSignal,
): Promise<OutboundAnswer> {
  const maxBytes = call.maxBytes ?? DEFAULT_MAX_BYTES;
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      { ...options, signal },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        if (!call.readBody) {
          response.destroy();
          return resolve({ status, body: '' });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new OutboundError(`answer larger than ${maxBytes} bytes`));
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (err) => reject(new OutboundError(err.message)));
      },
    );
    request.on('error', (err: NodeJS.ErrnoException) =>
      reject(new OutboundError(signal.aborted ? 'no answer in time' : (err.code ?? err.message))),
    );
    request.end(call.body);
  });
}

/**
 * The one way the server calls a URL it was given by a user (webhooks, feed connections). The URL must pass
 * `outboundUrlProblem`; its name is resolved here and every answer checked (`networkAddress.ts`), and the
 * connection goes to the checked address itself, the name kept for the Host header and TLS, so a DNS answer
 * that changes between the check and the connection (rebinding) is never used. Redirects are not followed: a
 * 3xx is the answer, so no second hop escapes the check. Everything that is not an answer is an
 * `OutboundError`.
 */
export async function outboundRequest(
  target: string,
  rule: OutboundRule,
  call: OutboundCall,
): Promise<OutboundAnswer> {
  const problem = outboundUrlProblem(target, rule);
  if (problem) throw new OutboundError(`address refused (${problem})`);
  const url = new URL(target);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const signal = AbortSignal.timeout(call.timeoutMs);
  const aborted = rejectOnAbort(signal);
  aborted.catch(() => undefined);
  const addresses = await Promise.race([checkedAddresses(host, rule), aborted]);
  // The connection asks for the name's addresses again: it gets the checked ones (all of them, so it can try
  // IPv6 and IPv4 in turn), never a new DNS answer.
  const pinned: LookupFunction = (_name, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  return Promise.race([
    send(
      url,
      {
        method: call.method,
        host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: {
          ...call.headers,
          ...(call.body !== undefined ? { 'content-length': String(Buffer.byteLength(call.body)) } : {}),
        },
        lookup: pinned,
        // A connection of its own, to the address checked for this call (a pooled one was checked for another).
        agent: false,
      },
      call,
      signal,
    ),
    aborted,
  ]);
}
