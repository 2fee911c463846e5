import type { FromJsonWorker, ToJsonWorker } from './jsonInParts';

/**
 * Fetches and parses a large JSON answer off the page's main thread (jsonInParts.ts), then hands it over a part
 * at a time: each top-level member, and each member of a top-level object (a snapshot's columns), in a message
 * of its own, so the page takes each in a task of its own.
 */
const post = (message: FromJsonWorker) => self.postMessage(message);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

self.onmessage = async ({ data: { url, headers } }: MessageEvent<ToJsonWorker>) => {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { headers });
    text = await response.text();
  } catch {
    return post({ kind: 'unreachable' });
  }
  if (!response.ok) return post({ kind: 'refused', status: response.status, text });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return post({ kind: 'whole', value: text });
  }
  if (!isRecord(body)) return post({ kind: 'whole', value: body });
  for (const [key, value] of Object.entries(body)) {
    if (!isRecord(value)) post({ kind: 'member', key, value });
    else {
      post({ kind: 'member', key, value: {} });
      for (const [inner, part] of Object.entries(value)) post({ kind: 'member', key, inner, value: part });
    }
  }
  post({ kind: 'end' });
};
