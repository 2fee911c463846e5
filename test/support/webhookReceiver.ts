import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as the signature covers it. */
  body: string;
  receivedAt: number;
}

/** An integrator's endpoint on a free local port: records every request and answers each path's status. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const statusOf = new Map<string, number>();
  const delayOf = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      });
      setTimeout(
        () => response.writeHead(statusOf.get(path) ?? 200, { 'content-type': 'text/plain' }).end('ok'),
        delayOf.get(path) ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** What this path answers from now on (200 at once until told otherwise), and after how long. */
    answer(path: string, status: number, delayMs = 0) {
      statusOf.set(path, status);
      delayOf.set(path, delayMs);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The check docs/webhooks.md tells integrators to make: the HMAC-SHA256 of `<timestamp>.<raw body>` with the
 * subscription's secret, hex, compared in constant time with `x-freightdesk-signature` after `sha256=`.
 */
export function verifyWebhook(secret: string, { headers, body }: ReceivedWebhook): boolean {
  const timestamp = headers['x-freightdesk-timestamp'];
  const signature = headers['x-freightdesk-signature'];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const given = signature.replace(/^sha256=/, '');
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
