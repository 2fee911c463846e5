import type { FromJsonWorker, ToJsonWorker } from './jsonInParts';
import { jsonParts } from './jsonParts';

/**
 * Fetches and parses a large JSON answer off the page's main thread (jsonInParts.ts), then hands it over a part
 * at a time (jsonParts.ts).
 */
const post = (message: FromJsonWorker) => self.postMessage(message);

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
    body = text;
  }
  for (const part of jsonParts(body)) post(part);
  post({ kind: 'end' });
};
