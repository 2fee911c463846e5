import { request } from 'node:http';
import type { FuzzCase } from './fuzzCases';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Sends a case over a real socket with node:http rather than fetch, which would normalise the URL, refuse
 * odd content types and set its own headers: the case goes out byte for byte as generated.
 */
export function sendCase(
  baseUrl: string,
  fuzzCase: FuzzCase,
  headers: Record<string, string>,
): Promise<Answer> {
  const body = fuzzCase.oversizedBody
    ? Buffer.alloc(fuzzCase.oversizedBody, 0x20)
    : fuzzCase.body !== undefined
      ? Buffer.from(fuzzCase.body)
      : undefined;
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method: fuzzCase.method,
        // A connection of its own: a server that refuses a request may close the connection it came on.
        agent: false,
        path: fuzzCase.url,
        headers: {
          ...headers,
          ...(fuzzCase.contentType ? { 'content-type': fuzzCase.contentType } : {}),
          ...(body ? { 'content-length': String(body.length) } : {}),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    // A server that answers 413 before reading the whole body may close the socket under the upload.
    outgoing.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EPIPE' || err.code === 'ECONNRESET'
        ? resolve({ status: 0, contentType: '', text: `connection closed: ${err.code}` })
        : reject(err),
    );
    outgoing.end(body);
  });
}
