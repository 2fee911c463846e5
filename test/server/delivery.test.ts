import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveSourceMaps, precompress } from '../../scripts/deliveryAssets';
import { startTestApp, type TestApp } from './harness';

/**
 * Delivery as the browser meets it: the build's compressed copies sent as they are, hashed assets cached for
 * good and index.html revalidated, no source map served, and API answers compressed. A small build of the
 * same shape as Vite's goes through the build's own last step (scripts/deliveryAssets.ts).
 */

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET without any decoding, so the test sees the bytes and headers as sent. */
const rawGet = (app: TestApp, path: string, headers: Record<string, string> = {}) =>
  new Promise<RawReply>((resolve, reject) => {
    const req = request(`${app.baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

const SCRIPT = 'assets/index-Bx7kQ2aZ.js';
/** A script the size of a real chunk, repetitive as code is, so that it compresses. */
const script = Array.from({ length: 400 }, (_, i) => `export const label${i} = "Freightdesk ${i}";`).join(
  '\n',
);

let dir: string;
let app: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'freightdesk-delivery-'));
  const dist = join(dir, 'public');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(
    join(dist, 'index.html'),
    `<!doctype html><script type="module" src="/${SCRIPT}"></script>`,
  );
  await writeFile(join(dist, SCRIPT), `${script}\n`);
  await writeFile(join(dist, `${SCRIPT}.map`), JSON.stringify({ version: 3, sources: ['src/main.tsx'] }));
  await writeFile(join(dist, 'assets', 'logo-Cxt2Ckgd.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(
    join(dist, 'service-worker.js'),
    'const SHELL = {"version":"0123456789ab","files":["/"]};\n',
  );
  await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"Freightdesk","display":"standalone"}\n');
  expect(await moveSourceMaps(dist, join(dir, 'sourcemaps'))).toBe(1);
  await precompress(dist);
  // A map that reached the served folder anyway (a build without the last step) must not be served either.
  await writeFile(join(dist, 'assets', 'stray-Dd93kLq1.js.map'), '{"version":3}');
  app = await startTestApp({ distDir: dist });
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the build step', () => {
  it('keeps source maps out of the served folder and writes compressed copies of text files only', async () => {
    await expect(stat(join(dir, 'sourcemaps', `${SCRIPT}.map`))).resolves.toBeTruthy();
    await expect(stat(join(dir, 'public', `${SCRIPT}.map`))).rejects.toThrow();
    const original = await readFile(join(dir, 'public', SCRIPT));
    expect(brotliDecompressSync(await readFile(join(dir, 'public', `${SCRIPT}.br`)))).toEqual(original);
    expect(gunzipSync(await readFile(join(dir, 'public', `${SCRIPT}.gz`)))).toEqual(original);
    // Under 1 KiB a compressed copy is not worth its headers.
    await expect(stat(join(dir, 'public', 'assets', 'logo-Cxt2Ckgd.svg.br'))).rejects.toThrow();
  });
});

describe('the browser app as served', () => {
  it('sends a hashed script as its brotli copy, cached for good', async () => {
    const reply = await rawGet(app, `/${SCRIPT}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(reply.body).toString()).toBe(`${script}\n`);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await rawGet(app, `/${SCRIPT}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(`${script}\n`);
    const plain = await rawGet(app, `/${SCRIPT}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(`${script}\n`);
  });

  it('has index.html revalidated, so a new build is picked up at once', async () => {
    const reply = await rawGet(app, '/', { 'accept-encoding': 'br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('has the service worker and the manifest revalidated, so that a new build replaces the installed shell', async () => {
    const worker = await rawGet(app, '/service-worker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await rawGet(app, '/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // The page may register a worker and read a manifest of its own origin (manifest-src falls back to this).
    const policy = String((await rawGet(app, '/')).headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("worker-src 'self'");
  });

  it('serves no source map, and no compressed copy under a name of its own', async () => {
    for (const path of [`/${SCRIPT}.map`, '/assets/stray-Dd93kLq1.js.map', `/${SCRIPT}.br`]) {
      const reply = await rawGet(app, path);
      expect(reply.status, path).toBe(404);
      expect(JSON.parse(reply.body.toString()).error.code).toBe('not_found');
    }
  });
});

describe('API answers', () => {
  it('are compressed above 1 KiB when the client accepts it, and sent as they are below', async () => {
    const big = await rawGet(app, '/api/docs/json', { 'accept-encoding': 'br, gzip' });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(big.body).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    expect(big.body.length).toBeLessThan(brotliDecompressSync(big.body).length / 3);

    const gzipped = await rawGet(app, '/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');

    const small = await rawGet(app, '/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });

    const unasked = await rawGet(app, '/api/docs/json');
    expect(unasked.headers['content-encoding']).toBeUndefined();
  });
});
