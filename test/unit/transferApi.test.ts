import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/ApiError';
import { createHttpClient } from '../../src/api/httpClient';
import { type DownloadProgress, transferApi } from '../../src/api/transfer';
import { percentDone } from '../../src/views/transfer/ExportMenu';

/** A streamed answer arriving in the given chunks. */
function streamed(chunks: string[], headers: Record<string, string>, status = 200) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers });
}

describe('downloading an export', () => {
  it('counts the CSV’s rows as they arrive against the announced count, and names the file', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      streamed(['\uFEFFOrder,Status\r\nMO-1,"In\r\ntransit"\r\n', 'MO-2,Open\r\nMO-3,Open\r\n'], {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="orders-inbound-2026-11-24.csv"',
        'x-row-count': '3',
      }),
    );
    const api = transferApi(createHttpClient({ getToken: () => 'token-1', onUnauthorized: () => {}, fetch }));
    const seen: DownloadProgress[] = [];
    const file = await api.download('/api/orders/export', { direction: 'inbound', search: '' }, 'csv', (p) =>
      seen.push(p),
    );
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/orders/export?direction=inbound&format=csv');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ headers: { Authorization: 'Bearer token-1' } });
    expect(seen.map((p) => [p.rows, p.total])).toEqual([
      [0, 3],
      [1, 3],
      [3, 3],
    ]);
    expect(percentDone(seen[1]!)).toBeCloseTo(33.3, 1);
    expect(file.fileName).toBe('orders-inbound-2026-11-24.csv');
    expect(await file.blob.text()).toContain('MO-3,Open');
  });

  it('cannot count a zipped XLSX: bytes only', async () => {
    const fetch = async () => streamed(['PK\u0003\u0004 zipped'], { 'x-row-count': '10' });
    const api = transferApi(createHttpClient({ getToken: () => 't', onUnauthorized: () => {}, fetch }));
    const seen: DownloadProgress[] = [];
    await api.download('/api/requests/export', {}, 'xlsx', (p) => seen.push(p));
    expect(seen.at(-1)).toMatchObject({ rows: null, total: 10, bytes: 11 });
    expect(percentDone(seen.at(-1)!)).toBeNull();
  });

  it('answers a refusal as the API’s error, and a 401 signs out', async () => {
    const refusal = { error: { code: 'forbidden', message: 'You need the "list-inbound-order" permission' } };
    const onUnauthorized = vi.fn();
    const answer = (status: number) => async () =>
      new Response(JSON.stringify(refusal), { status, headers: { 'content-type': 'application/json' } });
    const forbidden = transferApi(
      createHttpClient({ getToken: () => 't', onUnauthorized, fetch: answer(403) }),
    );
    const error = await forbidden
      .download('/api/orders/export', {}, 'csv', () => {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: refusal.error.message });
    expect(onUnauthorized).not.toHaveBeenCalled();
    const signedOut = transferApi(
      createHttpClient({ getToken: () => 't', onUnauthorized, fetch: answer(401) }),
    );
    await signedOut.download('/api/orders/export', {}, 'csv', () => {}).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
