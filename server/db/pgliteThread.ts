import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { startWorkerEntry } from '../workerEntry';
import type { PgliteFailure, PgliteReply, PgliteRequest, PgliteThreadStart } from './pgliteWorker';

/**
 * The embedded database on a thread of its own (pgliteWorker.ts), seen from the server's thread as the part
 * of PGlite that Drizzle calls: `query`, `exec` and `transaction`. A statement, however long PGlite takes over
 * it, never holds the server's event loop; only its rows, copied across, take a moment here.
 */
export interface PgliteThread {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Pick<Transaction, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  /** The data dir as a tarball, to clone the database elsewhere. */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

type Call = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;

/** A package's ES module: `require.resolve` finds its CommonJS build, which PGlite ships beside the ESM one. */
const moduleUrl = (specifier: string) =>
  pathToFileURL(createRequire(import.meta.url).resolve(specifier)).href.replace(/\.cjs$/, '.js');

/** The error a statement failed with, as PGlite raised it: its message, code, constraint… */
const errorOf = (failure: PgliteFailure) => Object.assign(new Error(failure.message), failure);

export async function startPgliteThread(options: {
  dataDir?: string;
  snapshot?: Blob;
  setup: string;
}): Promise<PgliteThread> {
  const start: PgliteThreadStart = {
    pgliteUrl: moduleUrl('@electric-sql/pglite'),
    trigramUrl: moduleUrl('@electric-sql/pglite/contrib/pg_trgm'),
    btreeGistUrl: moduleUrl('@electric-sql/pglite/contrib/btree_gist'),
    setup: options.setup,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  };
  const snapshot = options.snapshot ? await options.snapshot.arrayBuffer() : undefined;
  if (snapshot) start.snapshot = snapshot;
  const worker: Worker = await startWorkerEntry(import.meta.url, 'pgliteWorker', {
    workerData: start,
    transferList: snapshot ? [snapshot] : [],
  });

  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let stopped: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    const opened = (reply: PgliteReply) => {
      if ('ready' in reply) resolve();
      else if ('opening' in reply) reject(errorOf(reply.opening));
      else return;
      worker.off('message', opened).off('error', reject);
    };
    worker.on('message', opened).once('error', reject);
  }).catch(async (error) => {
    await worker.terminate();
    throw error;
  });

  worker.on('message', (reply: PgliteReply) => {
    if (!('id' in reply)) return;
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    // A thread that waits for nothing does not keep the process alive; a statement under way does.
    if (waiting.size === 0) worker.unref();
    if ('failure' in reply) call.reject(errorOf(reply.failure));
    else call.resolve(reply.value);
  });
  const stop = (error: Error) => {
    stopped = error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker
    .on('error', stop)
    .on('exit', (code) => stop(new Error(`the database thread stopped (exit code ${code})`)));
  worker.unref();

  const send = <T>(call: Call): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    if (waiting.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...call } as PgliteRequest);
    });
  };

  const on = (tx?: number) => ({
    query: <T>(sql: string, params: unknown[] = [], queryOptions: QueryOptions = {}) =>
      send<Results<T>>({
        op: 'query',
        sql,
        params,
        rowMode: queryOptions.rowMode,
        textTypes: Object.keys(queryOptions.parsers ?? {}).map(Number),
        ...(tx === undefined ? {} : { tx }),
      }),
    exec: (sql: string) => send<Results[]>({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) }),
  });

  return {
    ...on(),
    async transaction(callback) {
      const tx = await send<number>({ op: 'begin' });
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback(on(tx) as unknown as Transaction);
      } catch (error) {
        await send({ op: 'end', tx, commit: false });
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    async dump() {
      return new Blob([await send<ArrayBuffer>({ op: 'dump' })]);
    },
    async close() {
      if (!stopped) await send({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
}
