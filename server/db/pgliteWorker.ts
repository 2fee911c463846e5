import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * The database thread's entry point (pgliteThread.ts starts it; the production build bundles it as
 * dist/server/pgliteWorker.js): the embedded PGlite database lives here, and each statement the server sends
 * runs here. PGlite runs a statement synchronously on the thread that holds it; here, a long one (a report
 * over a year of orders, an index filling up as an import writes) holds this thread only, never the server's
 * event loop.
 */

export interface PgliteThreadStart {
  /** The PGlite modules' URLs, resolved by the server: this thread may run from an evaluated bundle. */
  pgliteUrl: string;
  trigramUrl: string;
  btreeGistUrl: string;
  /** The data folder, or none for a database in memory. */
  dataDir?: string;
  /** A data dir tarball (from `dump`) to start from, in memory. */
  snapshot?: ArrayBuffer;
  /** Statements run once it opens (its settings). */
  setup: string;
}

export type PgliteRequest = { id: number } & (
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      textTypes: number[];
      tx?: number;
    }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' }
);

/** What an error carries across: its message and PostgreSQL's fields (code, constraint, detail…). */
export type PgliteFailure = { message: string } & Record<string, string | number | undefined>;

export type PgliteReply =
  | { ready: true }
  | { id: number; value: unknown }
  | { id: number; failure: PgliteFailure }
  | { opening: PgliteFailure };

const port = parentPort;
if (!port) throw new Error('pgliteWorker.ts runs as a worker thread, started by pgliteThread.ts');

const keepAsText = (value: string) => value;

function failureOf(error: unknown): PgliteFailure {
  if (!(error instanceof Error)) return { message: String(error) };
  const failure: PgliteFailure = { message: error.message };
  for (const [key, value] of Object.entries(error))
    if (typeof value === 'string' || typeof value === 'number') failure[key] = value;
  return failure;
}

/** Thrown inside a transaction's callback to have PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

async function serve(start: PgliteThreadStart) {
  const { PGlite: Database } = (await import(start.pgliteUrl)) as { PGlite: typeof PGlite };
  const { pg_trgm } = await import(start.trigramUrl);
  const { btree_gist } = await import(start.btreeGistUrl);
  const db = await Database.create({
    // The lists' search indexes need pg_trgm (migration list_indexes) and btree_gist (migration search_newest),
    // which PostgreSQL has built in.
    extensions: { pg_trgm, btree_gist },
    ...(start.dataDir ? { dataDir: start.dataDir } : {}),
    ...(start.snapshot ? { loadDataDir: new Blob([start.snapshot]) } : {}),
  });
  await db.exec(start.setup);

  /** Open transactions, by id: the statements sent for one run on its handle; its end commits or rolls back. */
  const open = new Map<number, { handle: Transaction; end(commit: boolean): Promise<void> }>();
  let nextTransaction = 1;

  const on = (tx: number | undefined): Pick<Transaction, 'query' | 'exec'> => {
    if (tx === undefined) return db;
    const transaction = open.get(tx);
    if (!transaction) throw new Error(`transaction ${tx} has ended`);
    return transaction.handle;
  };

  const answer = (id: number, work: () => Promise<unknown>) =>
    Promise.resolve()
      .then(work)
      .then(
        (value) => {
          const moved = value instanceof ArrayBuffer ? [value] : [];
          port!.postMessage({ id, value } satisfies PgliteReply, moved);
        },
        (error) => port!.postMessage({ id, failure: failureOf(error) } satisfies PgliteReply),
      );

  port!.on('message', (request: PgliteRequest) => {
    const { id } = request;
    switch (request.op) {
      case 'query': {
        // Drizzle's parsers keep dates, times and numeric arrays as PostgreSQL wrote them; a function cannot
        // cross threads, so the types come as a list and are kept as text here.
        const options: QueryOptions = {
          rowMode: request.rowMode,
          parsers: Object.fromEntries(request.textTypes.map((type) => [type, keepAsText])),
        };
        answer(id, () => on(request.tx).query(request.sql, request.params, options));
        break;
      }
      case 'exec':
        answer(id, () => on(request.tx).exec(request.sql));
        break;
      case 'begin': {
        const tx = nextTransaction++;
        let began = false;
        // Answered once PGlite has begun it (other statements wait meanwhile, as PGlite has them wait); its
        // end is answered once PGlite has committed it or rolled it back.
        const outcome = db.transaction(
          (handle) =>
            new Promise<void>((resolve, reject) => {
              began = true;
              open.set(tx, {
                handle,
                end(commit) {
                  if (commit) resolve();
                  else reject(ROLLBACK);
                  return ended;
                },
              });
              port!.postMessage({ id, value: tx } satisfies PgliteReply);
            }),
        );
        const ended = outcome
          .catch((error) => {
            if (error !== ROLLBACK) throw error;
          })
          .finally(() => open.delete(tx));
        // A begin PGlite refuses (a closed database) fails the begin; a failed commit fails its end.
        ended.catch((error) => {
          if (!began) port!.postMessage({ id, failure: failureOf(error) } satisfies PgliteReply);
        });
        break;
      }
      case 'end': {
        const transaction = open.get(request.tx);
        if (transaction) answer(id, () => transaction.end(request.commit));
        else port!.postMessage({ id, failure: { message: `transaction ${request.tx} has ended` } });
        break;
      }
      case 'dump':
        answer(id, async () => (await db.dumpDataDir('none')).arrayBuffer());
        break;
      case 'close':
        answer(id, () => db.close());
        break;
    }
  });
  port!.postMessage({ ready: true } satisfies PgliteReply);
}

serve(workerData as PgliteThreadStart).catch((error) =>
  port.postMessage({ opening: failureOf(error) } satisfies PgliteReply),
);
