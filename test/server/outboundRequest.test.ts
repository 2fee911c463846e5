import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkedAddresses,
  type OutboundCall,
  OutboundError,
  outboundRequest,
} from '../../server/outbound/outboundRequest';

/** A listener on this machine: what a user's URL must not reach unless the server is a test server. */
const hits: { path: string; headers: IncomingHttpHeaders }[] = [];
const listener = createServer((request, response) => {
  hits.push({ path: request.url ?? '', headers: request.headers });
  if (request.url === '/hang') return; // never answers
  if (request.url === '/moved') {
    response.writeHead(302, { location: `http://127.0.0.1:${port}/elsewhere` });
    return response.end();
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(request.url === '/large' ? JSON.stringify({ pad: 'x'.repeat(2048) }) : '{"ok":true}');
});
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  listener.closeAllConnections();
  await new Promise((resolve) => listener.close(resolve));
});

const call: OutboundCall = { method: 'GET', timeoutMs: 5000, readBody: true };
const test = { allowLoopback: true };
const production = { allowLoopback: false };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err,
  );
const answers =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('the outbound guard', () => {
  it('connects to the address it checked, keeping the name for the Host header', async () => {
    const answer = await outboundRequest(`http://localhost:${port}/pinned?x=1`, test, {
      ...call,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(answer).toEqual({ status: 200, body: '{"ok":true}' });
    expect(hits.at(-1)).toMatchObject({
      path: '/pinned?x=1',
      headers: { host: `localhost:${port}`, 'content-length': '7' },
    });
  });

  it('refuses this machine, private networks and the metadata address before connecting, in one word', async () => {
    const before = hits.length;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://2130706433:${port}/`, // 127.0.0.1 in decimal
      'https://10.0.0.1/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:169.254.169.254]/',
      'https://[64:ff9b::a9fe:a9fe]/',
      'https://[fd00::1]/',
      'http://metadata.google.internal/computeMetadata/v1/',
    ]) {
      const err = await refusal(outboundRequest(url, production, call));
      expect(err, url).toBeInstanceOf(OutboundError);
      expect(err).toMatchObject({
        code: 'unreachable',
        message: 'The address could not be reached, or did not answer in time',
      });
    }
    expect(hits.length).toBe(before);
  });

  it('checks every address a name resolves to, and refuses the name when one is not allowed', async () => {
    expect(
      await checkedAddresses('erp.example.com', production, answers('93.184.216.34', '2606:2800::1')),
    ).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800::1', family: 6 },
    ]);
    for (const resolved of [
      ['10.0.0.5'],
      ['93.184.216.34', '169.254.169.254'],
      ['127.0.0.1'],
      ['::ffff:7f00:1'],
      ['fd00::1'],
      ['64:ff9b::a00:1'],
      [],
    ])
      expect(
        await refusal(checkedAddresses('rebound.example.com', production, answers(...resolved))),
        resolved.join(),
      ).toBeInstanceOf(OutboundError);
    // A test server may call itself, never its neighbours.
    expect(await checkedAddresses('stand-in.example.com', test, answers('127.0.0.1'))).toHaveLength(1);
    expect(await refusal(checkedAddresses('stand-in.example.com', test, answers('10.0.0.5')))).toBeInstanceOf(
      OutboundError,
    );
    const unknown = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await refusal(checkedAddresses('nowhere.example.com', production, unknown))).toMatchObject({
      reason: 'nowhere.example.com does not resolve (ENOTFOUND)',
    });
  });

  it('answers a redirect without following it, and gives up past its time or its size', async () => {
    const moved = await outboundRequest(`http://127.0.0.1:${port}/moved`, test, call);
    expect(moved.status).toBe(302);
    expect(hits.some((h) => h.path === '/elsewhere')).toBe(false);
    expect(
      await refusal(outboundRequest(`http://127.0.0.1:${port}/hang`, test, { ...call, timeoutMs: 100 })),
    ).toMatchObject({ reason: 'no answer in time' });
    expect(
      await refusal(outboundRequest(`http://127.0.0.1:${port}/large`, test, { ...call, maxBytes: 1024 })),
    ).toMatchObject({ reason: 'answer larger than 1024 bytes' });
  });
});
