import { expect } from 'vitest';
import { ImportCommitted, ImportPreview } from '../../src/domain/schemas/transfer';
import type { TestApp } from './harness';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An import's steps over HTTP, the file as the raw body, as the browser sends it. */
export function importCalls(app: TestApp) {
  async function upload(
    kind: string,
    step: 'preview' | 'commit',
    body: string | Buffer,
    token: string,
    type = 'text/csv',
  ) {
    const response = await fetch(`${app.baseUrl}/api/imports/${kind}/${step}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }
  return {
    upload,
    /** A preview that must answer 200. */
    async preview(kind: string, body: string | Buffer, token: string, type = 'text/csv') {
      const reply = await upload(kind, 'preview', body, token, type);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return ImportPreview.parse(reply.body);
    },
    /** A commit that must answer 200. */
    async commit(kind: string, body: string | Buffer, token: string) {
      const reply = await upload(kind, 'commit', body, token);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return ImportCommitted.parse(reply.body);
    },
  };
}
