import type { z } from 'zod';
import { ApiError } from './ApiError';

type QueryValue = string | number | boolean | null | undefined;

/** The error of a request that got no answer at all (offline, the server down), whichever client sent it. */
export const unreachable = () =>
  new ApiError('network', 0, 'The server could not be reached. Check your connection and try again.');

export interface RequestOptions<T> {
  schema: z.ZodType<T>;
  body?: unknown;
  query?: Readonly<Record<string, QueryValue>>;
  /** Calls made before sign-in (login, password reset) must not turn a 401 into a logout. */
  authenticated?: boolean;
  signal?: AbortSignal;
}

export interface HttpClientOptions {
  getToken: () => string;
  onUnauthorized: () => void;
  /** Same origin by default: the server serves the app and the API on one port. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

export interface HttpClient {
  get: <T>(path: string, options: RequestOptions<T>) => Promise<T>;
  post: <T>(path: string, options: RequestOptions<T>) => Promise<T>;
  put: <T>(path: string, options: RequestOptions<T>) => Promise<T>;
  patch: <T>(path: string, options: RequestOptions<T>) => Promise<T>;
  delete: <T>(path: string, options: RequestOptions<T>) => Promise<T>;
  /** What it was made with: the modules that move files beside JSON (transfer, files, the driver's POD) use it. */
  options: HttpClientOptions;
}

export const queryString = (query: Readonly<Record<string, QueryValue>> | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The bearer header of a request made beside the JSON client (a file up or down), when signed in. */
export const authorizationOf = (options: HttpClientOptions): Record<string, string> => {
  const token = options.getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  const request = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    req: RequestOptions<T>,
  ): Promise<T> => {
    const authenticated = req.authenticated ?? true;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const sendsBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
    if (sendsBody) headers['Content-Type'] = 'application/json';
    const token = options.getToken();
    if (authenticated && token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}${queryString(req.query)}`, {
        method,
        headers,
        body: sendsBody ? JSON.stringify(req.body ?? {}) : undefined,
        signal: req.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw unreachable();
    }

    const payload = await readJson(response);
    if (!response.ok) {
      if (response.status === 401 && authenticated) options.onUnauthorized();
      // The error body's schema (and zod) only when a call fails: the sign-in page starts without them.
      throw (await import('./errorReply')).errorFrom(response.status, payload);
    }
    const parsed = req.schema.safeParse(payload);
    if (!parsed.success) {
      throw new ApiError('bad_response', response.status, `Unexpected answer from ${path}.`);
    }
    return parsed.data;
  };

  return {
    get: (path, req) => request('GET', path, req),
    post: (path, req) => request('POST', path, req),
    put: (path, req) => request('PUT', path, req),
    patch: (path, req) => request('PATCH', path, req),
    delete: (path, req) => request('DELETE', path, req),
    options,
  };
};
