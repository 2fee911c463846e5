import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import type { Language } from '../../src/i18n/languages';
import { api, type TestApp } from './harness';

/**
 * A document route's answer read back: its status, headers and, for a PDF, the text of all its pages
 * (pdf.js takes over the bytes it is given, so it reads a copy).
 */
export async function fetchPdf(app: Pick<TestApp, 'baseUrl'>, path: string, token: string) {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isPdf = response.headers.get('content-type') === 'application/pdf';
  const text = isPdf
    ? (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text.replace(
        /\s+/g,
        ' ',
      )
    : '';
  const json = isPdf
    ? undefined
    : (JSON.parse(new TextDecoder().decode(bytes)) as { error: { code: string } });
  return { status: response.status, headers: response.headers, text, json, bytes };
}

/**
 * The PDF as a reader of `language` downloads it: the user's language is set for this one download and put back
 * to English after it, so the other tests of a file read English.
 */
export async function fetchPdfIn(
  app: Pick<TestApp, 'baseUrl'>,
  language: Language,
  path: string,
  token: string,
) {
  const prefer = (chosen: Language) =>
    api(app, '/api/user/preferences', { token, method: 'PUT', body: { language: chosen } });
  expect((await prefer(language)).status).toBe(200);
  try {
    return await fetchPdf(app, path, token);
  } finally {
    await prefer('en');
  }
}
