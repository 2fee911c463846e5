import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import type { Language } from '../../src/i18n/languages';
import { api, type TestApp } from './harness';

/**
 * A document route's answer read back: its status, headers and, for a PDF, the text of all its pages and the
 * addresses it links to (pdf.js takes over the bytes it is given, so it reads a copy). Without a token the
 * route is asked as a phone scanning the QR asks it: signed in as nobody.
 */
export async function fetchPdf(app: Pick<TestApp, 'baseUrl'>, path: string, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(`${app.baseUrl}${path}`, { headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isPdf = response.headers.get('content-type') === 'application/pdf';
  const pdf = isPdf ? await getDocumentProxy(bytes.slice()) : null;
  const text = pdf ? (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ') : '';
  const links = pdf ? await linksOf(pdf) : [];
  const json = isPdf
    ? undefined
    : (JSON.parse(new TextDecoder().decode(bytes)) as { error: { code: string } });
  return { status: response.status, headers: response.headers, text, links, json, bytes };
}

/**
 * Every address a PDF's link annotations open, once each: the printed link under the QR is one (pdfkit
 * annotates each line it wraps onto), and the QR encodes the same.
 */
async function linksOf(pdf: Awaited<ReturnType<typeof getDocumentProxy>>): Promise<string[]> {
  const found = new Set<string>();
  for (let number = 1; number <= pdf.numPages; number++)
    for (const annotation of await (await pdf.getPage(number)).getAnnotations())
      if (typeof annotation.url === 'string') found.add(annotation.url);
  return [...found];
}

/** The signed link a document prints under its QR: the only address it links to, written out in its text. */
export function documentLinkOf(pdf: { text: string; links: string[] }, publicUrl: string): string {
  expect(pdf.links).toHaveLength(1);
  const [link] = pdf.links as [string];
  expect(link.startsWith(`${publicUrl}/api/documents/`), link).toBe(true);
  // Printed beside the QR, wrapped where the line ends: read without the breaks.
  expect(pdf.text.replace(/\s+/g, '')).toContain(link);
  return link;
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
