import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { type Shell, workerWithShell } from '../../scripts/appShell';

/**
 * The app's service worker (public/service-worker.js) run in a stand-in of its global scope: what it caches
 * on install and removes on activate, and which requests it answers and how. The browser suite
 * (test/e2e/installableApp.test.ts) installs the real one in Chromium.
 */

const ORIGIN = 'https://freightdesk.test';
const SOURCE = readFileSync('public/service-worker.js', 'utf8');
const SHELL: Shell = {
  version: 'b8791623c05f',
  files: ['/', '/assets/index-CYMacHOj.js', '/manifest.webmanifest'],
};
const CACHE = `freightdesk-shell-${SHELL.version}`;

type Listener = (event: Record<string, unknown>) => void;

/** Cache Storage in memory, keyed by URL. */
function memoryCaches(network: (request: Request) => Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const url = (request: Request | string) =>
      new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
    return {
      match: async (request: Request | string) => store.get(url(request))?.clone(),
      put: async (request: Request | string, response: Response) => void store.set(url(request), response),
      addAll: async (requests: Request[]) => {
        for (const request of requests) store.set(url(request), await network(request));
      },
      keys: async () => [...store.keys()],
    };
  };
  return {
    stores,
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: Request | string, options: { cacheName: string }) =>
      stores.has(options.cacheName) ? (await open(options.cacheName)).match(request) : undefined,
  };
}

/** The worker with `shell` written in (null: as in development), on a network that is up until `offline`. */
function startWorker(shell: Shell | null) {
  const listeners = new Map<string, Listener>();
  const state = { offline: false };
  const fetch = vi.fn(async (request: Request) => {
    if (state.offline) throw new TypeError('Failed to fetch');
    return new Response(`network ${new URL(request.url).pathname}`);
  });
  const caches = memoryCaches(fetch);
  const self = {
    location: new URL(`${ORIGIN}/service-worker.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
  };
  const request = (path: string, init: RequestInit = {}) => new Request(`${ORIGIN}${path}`, init);
  runInNewContext(shell ? workerWithShell(SOURCE, shell) : SOURCE, {
    self,
    caches,
    fetch,
    Request: class extends Request {
      constructor(input: string, init?: RequestInit) {
        super(new URL(input, ORIGIN), init);
      }
    },
    URL,
    Promise,
  });
  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  /** The worker's answer to a request, or null when it leaves the request to the browser. */
  const answer = async (req: Request, mode = 'cors'): Promise<string | null> => {
    let responded: Promise<Response> | null = null;
    listeners.get('fetch')?.({
      request: Object.defineProperty(req, 'mode', { value: mode }),
      respondWith: (response: Promise<Response>) => (responded = response),
    });
    return responded ? (await (responded as Promise<Response>)).text() : null;
  };
  return { self, state, fetch, caches, request, lifecycle, answer };
}

describe('the service worker', () => {
  it('caches the shell on install, and on activate deletes the caches of other versions and takes the pages', async () => {
    const worker = startWorker(SHELL);
    await worker.caches.open('freightdesk-shell-000000000000');
    await worker.caches.open('someone-elses-cache');
    await worker.lifecycle('install');
    expect([...(worker.caches.stores.get(CACHE)?.keys() ?? [])]).toEqual(
      SHELL.files.map((file) => `${ORIGIN}${file}`),
    );
    // Fetched past the HTTP cache: the shell as the server has it now.
    expect(worker.fetch.mock.calls.map(([request]) => request.cache)).toEqual(['reload', 'reload', 'reload']);
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    await worker.lifecycle('activate');
    expect(await worker.caches.keys()).toEqual(['someone-elses-cache', CACHE]);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('never answers the API or the socket, nor any request that is not a GET of its own origin', async () => {
    const worker = startWorker(SHELL);
    await worker.lifecycle('install');
    worker.fetch.mockClear();
    const requests: [Request, string][] = [
      [worker.request('/api/orders?page=1'), 'cors'],
      [worker.request('/api'), 'cors'],
      // The API's own pages (its documentation) are not the app: no shell in their place offline.
      [worker.request('/api/docs'), 'navigate'],
      [worker.request('/socket.io/?EIO=4&transport=polling'), 'cors'],
      [worker.request('/assets/index-CYMacHOj.js', { method: 'POST' }), 'cors'],
      [new Request('https://tiles.example.com/assets/tile.png'), 'cors'],
    ];
    for (const [req, mode] of requests) expect(await worker.answer(req, mode), req.url).toBeNull();
    expect(worker.fetch).not.toHaveBeenCalled();
    expect(
      [...(worker.caches.stores.get(CACHE)?.keys() ?? [])].filter((url) => /\/(api|socket\.io)/.test(url)),
    ).toEqual([]);
  });

  it('loads pages from the network, and from the cached shell without a connection', async () => {
    const worker = startWorker(SHELL);
    await worker.lifecycle('install');
    await worker.caches.open(CACHE).then((cache) => cache.put('/', new Response('cached shell')));
    expect(await worker.answer(worker.request('/?from=home'), 'navigate')).toBe('network /');
    worker.state.offline = true;
    expect(await worker.answer(worker.request('/?from=home'), 'navigate')).toBe('cached shell');
  });

  it('answers hashed assets from the cache, keeping those the screens load after the shell', async () => {
    const worker = startWorker(SHELL);
    await worker.lifecycle('install');
    worker.fetch.mockClear();
    expect(await worker.answer(worker.request('/assets/index-CYMacHOj.js'))).toBe(
      'network /assets/index-CYMacHOj.js',
    );
    expect(worker.fetch).not.toHaveBeenCalled();
    expect(await worker.answer(worker.request('/assets/OrdersPage-Bq1.js'))).toBe(
      'network /assets/OrdersPage-Bq1.js',
    );
    worker.state.offline = true;
    expect(await worker.answer(worker.request('/assets/OrdersPage-Bq1.js'))).toBe(
      'network /assets/OrdersPage-Bq1.js',
    );
    expect(worker.fetch).toHaveBeenCalledTimes(1);
  });

  it('leaves every request to the network in development, where the build wrote no shell', async () => {
    const worker = startWorker(null);
    await worker.lifecycle('install');
    expect(worker.caches.stores.size).toBe(0);
    expect(await worker.answer(worker.request('/'), 'navigate')).toBeNull();
    expect(await worker.answer(worker.request('/src/main.tsx'))).toBeNull();
  });
});
