import Papa from 'papaparse';
import { expect } from 'vitest';
import type { TestApp } from './harness';

/** A list's export as the browser receives it: the response and its bytes. */
export async function download(app: TestApp, path: string, token: string) {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** An exported CSV as rows of cells, its header first. */
export async function csvRows(app: TestApp, path: string, token: string) {
  const { response, bytes } = await download(app, path, token);
  expect(response.status, bytes.toString()).toBe(200);
  const text = bytes.toString('utf-8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  return { response, rows: parsed.data };
}
