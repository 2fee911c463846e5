import { refusalOf } from './errorReply';
import { authorizationOf, type HttpClient } from './httpClient';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file's name from `Content-Disposition`: the exact UTF-8 `filename*` when given, else `filename`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded)
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below is still there.
    }
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Files behind sign-in fetched whole, beside the JSON client: a printed document or a POD, and a picture for
 * an `<img>` (which cannot send the token itself). Kept apart from `transfer.ts`, whose uploads answer records
 * (an order, the company): the header's avatar loads none of their schemas.
 */
export const filesApi = (http: HttpClient) => {
  const { options } = http;
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const fetched = async (path: string, signal?: AbortSignal): Promise<Response> => {
    const response = await doFetch(`${baseUrl}${path}`, { headers: authorizationOf(options), signal });
    if (!response.ok) throw refusalOf(options, response.status, await response.json().catch(() => undefined));
    return response;
  };
  return {
    /** A file (a printed document, a POD) under the name the server gave it. */
    file: async (
      path: string,
      signal?: AbortSignal,
      fallbackName = 'document.pdf',
    ): Promise<DownloadedFile> => {
      const response = await fetched(path, signal);
      const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
      return { blob: await response.blob(), fileName };
    },
    /** An image (a colleague's picture, the company's logo). */
    image: async (path: string, signal?: AbortSignal): Promise<Blob> => (await fetched(path, signal)).blob(),
  };
};
