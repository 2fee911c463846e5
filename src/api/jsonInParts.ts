import { refusalOf } from './errorReply';
import { authorizationOf, type HttpClientOptions, queryString, unreachable } from './httpClient';
import { JsonAssembly, type JsonPart } from './jsonParts';

export interface ToJsonWorker {
  url: string;
  headers: Record<string, string>;
}

export type FromJsonWorker =
  | JsonPart
  | { kind: 'end' }
  | { kind: 'refused'; status: number; text: string }
  | { kind: 'unreachable' };

const parsedOrText = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * A GET of a large JSON answer (the board's fleet snapshot: 7 MB at 50,000 trucks) fetched and parsed in a worker
 * of its own (jsonInPartsWorker.ts), and taken in a part at a time (jsonParts.ts: each column of a snapshot in a
 * task of its own), where the JSON client parses on the page's main thread in one task (over 100 ms for that snapshot).
 * Answers and fails as the JSON client does (a 401 signs out); checking the answer is the caller's.
 */
export function getJsonInParts(
  options: HttpClientOptions,
  path: string,
  query: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const worker = new Worker(new URL('./jsonInPartsWorker.ts', import.meta.url), { type: 'module' });
    const body = new JsonAssembly();
    const abort = () => {
      worker.terminate();
      reject(signal?.reason);
    };
    const settle = (done: () => void) => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
      done();
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.onerror = () => settle(() => reject(unreachable()));
    worker.onmessage = ({ data: message }: MessageEvent<FromJsonWorker>) => {
      switch (message.kind) {
        case 'member':
        case 'inner':
        case 'whole':
          return body.take(message);
        case 'end':
          return settle(() => resolve(body.value));
        case 'refused':
          return settle(() => reject(refusalOf(options, message.status, parsedOrText(message.text))));
        case 'unreachable':
          return settle(() => reject(unreachable()));
      }
    };
    const url = new URL(`${options.baseUrl ?? ''}${path}${queryString(query)}`, location.href);
    worker.postMessage({
      url: url.href,
      headers: { Accept: 'application/json', ...authorizationOf(options) },
    } satisfies ToJsonWorker);
  });
}
