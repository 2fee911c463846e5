import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { vi } from 'vitest';

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
 * The check docs/webhooks.md tells integrators to make, with the Standard Webhooks library as published
 * (`standardwebhooks`): the signature over `webhook-id`, `webhook-timestamp` and the raw body, and the
 * timestamp within five minutes of `at` (now, unless the test moved the server's time).
 */
export function verifyWebhook(secret: string, { headers, body }: ReceivedWebhook, at?: Date): boolean {
  if (at) vi.setSystemTime(at);
  try {
    new Webhook(secret).verify(body, headers as Record<string, string>);
    return true;
  } catch {
    return false;
  } finally {
    if (at) vi.useRealTimers();
  }
}
